import { Alert, Checkbox, Flex, Radio, Table, Typography, type TableColumnsType } from 'antd';
import { formatDateTime } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { rescheduleConsequences } from '../reschedule';
import {
  rescheduleKinds,
  type RescheduleKind,
  type RescheduleSeat,
  type RescheduleTarget,
} from '../rescheduleTypes';

export interface RescheduleChoice {
  targetEventId: number | null;
  kind: RescheduleKind;
  sendEmail: boolean;
}

const columns: TableColumnsType<RescheduleTarget> = [
  { key: 'title', title: 'Event', dataIndex: 'title' },
  { key: 'startsAt', title: 'Starts', render: (_, row) => formatDateTime(row.startsAt) },
  { key: 'fee', title: 'Fee', align: 'right', render: (_, row) => formatMoney(row.feeCents) },
  {
    key: 'seatsLeft',
    title: 'Seats left',
    align: 'right',
    render: (_, row) => <span data-testid="target-seats-left">{row.seatsLeft}</span>,
  },
];

/**
 * Steps 2 and 3 of a reschedule: the target event of the same course (a full one cannot be picked; the server
 * checks again under the seat lock), Reschedule or Reschedule FOC, and what that will do.
 */
export function RescheduleTargetForm({
  seats,
  targets,
  choice,
  onChange,
}: {
  seats: readonly RescheduleSeat[];
  targets: readonly RescheduleTarget[];
  choice: RescheduleChoice;
  onChange: (choice: RescheduleChoice) => void;
}) {
  const target = targets.find((row) => row.eventId === choice.targetEventId);
  return (
    <Flex vertical gap="middle">
      <Typography.Text strong>Move to another event of the course</Typography.Text>
      <Table<RescheduleTarget>
        columns={columns}
        dataSource={[...targets]}
        rowKey="eventId"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content', y: 280 }}
        locale={{ emptyText: 'No other upcoming event of this course' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: choice.targetEventId === null ? [] : [choice.targetEventId],
          onChange: (keys) => onChange({ ...choice, targetEventId: Number(keys[0]) }),
          getCheckboxProps: (row) => ({
            disabled: row.seatsLeft < seats.length,
            'aria-label': `Move to ${row.title}`,
          }),
        }}
        data-testid="reschedule-targets"
      />
      <Radio.Group
        value={choice.kind}
        onChange={(event) => onChange({ ...choice, kind: event.target.value as RescheduleKind })}
        data-testid="reschedule-kind"
      >
        {rescheduleKinds.map((kind) => (
          <Radio key={kind} value={kind} data-testid={`kind-${kind === 'Reschedule' ? 'regular' : 'foc'}`}>
            {kind === 'Reschedule'
              ? 'Reschedule (price difference invoiced or credited)'
              : 'Reschedule FOC (no charge)'}
          </Radio>
        ))}
      </Radio.Group>
      <Checkbox
        checked={choice.sendEmail}
        onChange={(event) => onChange({ ...choice, sendEmail: event.target.checked })}
      >
        Send the reschedule e-mail
      </Checkbox>
      {target && seats.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="What this does"
          description={rescheduleConsequences(seats, target, choice.kind, choice.sendEmail)}
          data-testid="reschedule-consequences"
        />
      )}
    </Flex>
  );
}
