import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { formatMoney } from '@/shared/money';
import { formatDate, formatDateRange, formatSessionTime } from '@/shared/formatDateTime';
import { resPaperLabel, seatsLevel, seatsText } from '../eventDisplay';
import type { RegistrableEvent } from '../registrationTypes';

const seatColors = { full: 'error', few: 'warning', plenty: 'success' } as const;

export function SeatsTag({ event }: { event: Pick<RegistrableEvent, 'seatsLeft' | 'capacity'> }) {
  return (
    <Tag color={seatColors[seatsLevel(event.seatsLeft, event.capacity)]} data-testid="seats-left">
      {seatsText(event.seatsLeft)}
    </Tag>
  );
}

/**
 * An event as the public sees it: dates, each session, the fee and the seats left. The public API gives a
 * venue only by id, so the venue is not shown.
 */
export function EventSummary({ event }: { event: RegistrableEvent }) {
  const sessions = [...event.sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const paper = resPaperLabel(event);
  return (
    <Flex vertical gap={6}>
      {paper && (
        <span>
          <Tag color="blue" data-testid="res-paper">
            {paper}
          </Tag>
        </span>
      )}
      <span>
        <CalendarOutlined /> {formatDateRange(event.startsAt, event.endsAt)}
      </span>
      <Flex vertical gap={2} data-testid="event-sessions">
        {sessions.map((session, index) => (
          <Typography.Text key={session.id} type="secondary">
            <ClockCircleOutlined /> {sessions.length > 1 ? `Session ${index + 1}: ` : ''}
            {formatSessionTime(session.startsAt, session.endsAt)}
          </Typography.Text>
        ))}
      </Flex>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong data-testid="event-fee">
          {formatMoney(event.feeCents)}
        </Typography.Text>
        {event.fees.length > 0 && <Typography.Text type="secondary">(other rates available)</Typography.Text>}
        <SeatsTag event={event} />
      </Flex>
      {event.registrationClosesOn && (
        <Typography.Text type="secondary">
          Registration closes {formatDate(event.registrationClosesOn)}
        </Typography.Text>
      )}
    </Flex>
  );
}
