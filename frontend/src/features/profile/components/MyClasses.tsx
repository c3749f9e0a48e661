import { Button, Card, Empty, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { hasAttendancePass } from '@/features/attendance/attendance';
import { AttendanceQrButton } from '@/features/attendance/components/AttendanceQrButton';
import { formatDateRange } from '@/shared/formatDateTime';
import { PaymentStatusTag } from '@/features/registration/components/RegistrationTags';
import { registrationPaths, thankYouPath } from '@/features/registration/paths';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { formatMoney } from '@/shared/money';
import { classStatusColors, classStatusLabels } from '../myRecords';
import { useGetMyClassesQuery } from '../profileApi';
import type { MyClass } from '../profileTypes';

const columns: TableColumnsType<MyClass> = [
  {
    key: 'class',
    title: 'Class',
    render: (_, row) => <span data-testid="class-title">{row.eventTitle}</span>,
  },
  { key: 'dates', title: 'Dates', render: (_, row) => formatDateRange(row.startsAt, row.endsAt) },
  {
    key: 'regNo',
    title: 'Registration',
    // The registration's page: its details, and the payment while one is owed.
    render: (_, row) => (
      <Link to={thankYouPath(row.registrationId)} data-testid="class-reg-no">
        {row.regNo}
      </Link>
    ),
  },
  {
    key: 'status',
    title: 'Status',
    render: (_, row) => (
      <Tag color={classStatusColors[row.status]} data-testid="class-status">
        {classStatusLabels[row.status]}
      </Tag>
    ),
  },
  {
    key: 'payment',
    title: 'Payment',
    render: (_, row) => <PaymentStatusTag status={row.paymentStatus} testId="class-payment" />,
  },
  { key: 'fee', title: 'Fee', align: 'right', render: (_, row) => formatMoney(row.unitCents) },
  {
    key: 'attendance',
    title: 'Attendance',
    render: (_, row) =>
      hasAttendancePass(row.status) ? (
        <AttendanceQrButton code={row.attendanceCode} eventTitle={row.eventTitle} />
      ) : null,
  },
];

/** The profile's "My classes": every class the participant holds a seat at, newest registration first. */
export function MyClasses({ participantId }: { participantId: number }) {
  // A registration or payment since the last visit must show: read afresh whenever the profile opens.
  const { data, error, isFetching, refetch } = useGetMyClassesQuery(participantId, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <Card title="My classes" data-testid="my-classes">
      {error ? (
        <LoadErrorAlert error={error} onRetry={refetch} />
      ) : !data ? (
        // Not "none yet" before the first answer.
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Table<MyClass>
          columns={columns}
          dataSource={data}
          rowKey={(row) => row.id}
          loading={isFetching}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          size="small"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty description="You have not registered for a class yet">
                <Link to={registrationPaths.step1}>
                  <Button type="primary">Find a class</Button>
                </Link>
              </Empty>
            ),
          }}
        />
      )}
    </Card>
  );
}
