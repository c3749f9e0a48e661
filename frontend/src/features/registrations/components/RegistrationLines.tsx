import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { eventPaths } from '@/features/events/paths';
import { participantPaths } from '@/features/participants/paths';
import type { RegistrationEventStatus, RegistrationLine } from '@/features/registration/registrationTypes';
import { formatDateTime } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';

const seatColors: Readonly<Record<RegistrationEventStatus, string>> = {
  Draft: 'default',
  Confirmed: 'success',
  Rescheduled: 'processing',
  Attended: 'success',
  Refunded: 'warning',
  Voided: 'error',
};

const columns: TableColumnsType<RegistrationLine> = [
  {
    key: 'event',
    title: 'Event',
    render: (_, line) => <Link to={eventPaths.view(line.eventId)}>{line.eventTitle}</Link>,
  },
  { key: 'startsAt', title: 'Starts', render: (_, line) => formatDateTime(line.startsAt) },
  {
    key: 'participant',
    title: 'Participant',
    render: (_, line) => <Link to={participantPaths.view(line.participantId)}>{line.participantName}</Link>,
  },
  {
    key: 'status',
    title: 'Seat',
    render: (_, line) => (
      <Tag color={seatColors[line.status]} data-testid="seat-status">
        {line.status}
      </Tag>
    ),
  },
  {
    key: 'listCents',
    title: 'List price',
    align: 'right',
    render: (_, line) => formatMoney(line.listCents),
  },
  { key: 'unitCents', title: 'Price', align: 'right', render: (_, line) => formatMoney(line.unitCents) },
];

/** Who attends which event on a registration, each seat's status and price before cart discounts. */
export function RegistrationLines({ lines }: { lines: readonly RegistrationLine[] }) {
  return (
    <Table<RegistrationLine>
      columns={columns}
      dataSource={[...lines]}
      rowKey={(line) => line.id}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      data-testid="registration-lines"
    />
  );
}
