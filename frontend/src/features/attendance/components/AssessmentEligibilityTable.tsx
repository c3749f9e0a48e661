import { Alert, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { participantPaths } from '@/features/participants/paths';
import { parseApiError } from '@/shared/apiError';
import { assessmentEligibility, assessmentThreshold, type AssessmentEligibility } from '../attendance';
import { useGetEventAttendanceRowsQuery } from '../attendanceApi';

const thresholdPercent = Math.round(assessmentThreshold * 100);

const columns: TableColumnsType<AssessmentEligibility> = [
  {
    key: 'participantName',
    title: 'Name',
    render: (_, seat) => <Link to={participantPaths.view(seat.participantId)}>{seat.participantName}</Link>,
  },
  // Masked by the server for readers who may not see it in full.
  { key: 'nric', title: 'NRIC/FIN', render: (_, seat) => seat.nric ?? '—' },
  { key: 'regNo', title: 'Registration no.', dataIndex: 'regNo' },
  {
    key: 'sessions',
    title: 'Sessions attended',
    align: 'right',
    render: (_, seat) => `${seat.attended} / ${seat.sessions}`,
  },
  { key: 'percent', title: 'Attendance', align: 'right', render: (_, seat) => `${seat.percent}%` },
  {
    key: 'eligible',
    title: 'Third-party exam',
    render: (_, seat) =>
      seat.eligible ? <Tag color="success">Eligible</Tag> : <Tag color="error">Not eligible</Tag>,
  },
];

/**
 * Who may sit the third-party exam (RES Papers 1 and 2): each seat's share of the event's sessions attended,
 * against CEA's 75%. Counted here from every row of the event, as no route answers it per seat.
 */
export function AssessmentEligibilityTable({ eventId }: { eventId: number }) {
  // Scans elsewhere change the rows: each opening reads them afresh.
  const { data, error, isFetching } = useGetEventAttendanceRowsQuery(eventId, {
    refetchOnMountOrArgChange: true,
  });
  const seats = assessmentEligibility(data ?? []);
  const eligible = seats.filter((seat) => seat.eligible).length;

  return (
    <Flex vertical gap="middle" data-testid="assessment-eligibility">
      {error !== undefined && <Alert type="error" showIcon title={parseApiError(error).message} />}
      <Typography.Text type="secondary" data-testid="assessment-summary">
        {data
          ? `${eligible} of ${seats.length} eligible: at least ${thresholdPercent}% of sessions attended.`
          : `Eligible with at least ${thresholdPercent}% of sessions attended.`}
      </Typography.Text>
      <Table<AssessmentEligibility>
        columns={columns}
        dataSource={seats}
        rowKey={(seat) => seat.registrationEventId}
        loading={isFetching}
        // One event's seats: few enough for one page, and staff read the whole class at once.
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No participants' }}
      />
    </Flex>
  );
}
