import { Table, Tag, type TableColumnsType } from 'antd';
import { formatDateRange } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import type { ClaimStatus, SkillsFutureClaim } from '../resTypes';

const statusColors: Record<ClaimStatus, string> = {
  Pending: 'default',
  Submitted: 'processing',
  Approved: 'success',
  Rejected: 'error',
  Cancelled: 'warning',
};

const money = (key: keyof SkillsFutureClaim, title: string) => ({
  key,
  title,
  align: 'right' as const,
  render: (_: unknown, row: SkillsFutureClaim) => formatMoney(row[key] as number),
});

/** Claim details per enrolment (DOMAIN-SG): course reference, run, fees, credit claimed, status. */
export function SkillsFutureClaimsTable({
  claims,
  showParticipant = false,
}: {
  claims: SkillsFutureClaim[];
  showParticipant?: boolean;
}) {
  const columns: TableColumnsType<SkillsFutureClaim> = [
    ...(showParticipant
      ? [
          {
            key: 'participant',
            title: 'Participant',
            render: (_: unknown, row: SkillsFutureClaim) => row.participantName,
          },
        ]
      : [{ key: 'class', title: 'Class', render: (_: unknown, row: SkillsFutureClaim) => row.eventTitle }]),
    { key: 'ref', title: 'Course reference', dataIndex: 'courseReference' },
    {
      key: 'run',
      title: 'Run',
      render: (_, row) => (
        <>
          {row.courseRun}
          <br />
          {formatDateRange(row.startsAt, row.endsAt)}
        </>
      ),
    },
    money('fullFeeCents', 'Full fee'),
    money('grantCents', 'Grant'),
    money('nettFeeCents', 'Nett fee'),
    money('creditClaimedCents', 'Credit claimed'),
    {
      key: 'status',
      title: 'Claim status',
      render: (_, row) => (
        <Tag color={statusColors[row.claimStatus]} data-testid="claim-status">
          {row.claimStatus}
        </Tag>
      ),
    },
  ];
  return (
    <Table<SkillsFutureClaim>
      columns={columns}
      dataSource={claims}
      rowKey="registrationEventId"
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      data-testid="skillsfuture-claims"
    />
  );
}
