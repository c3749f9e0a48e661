import { Card, Flex, QRCode, Result, Table, Typography, type TableColumnsType } from 'antd';
import { useParams } from 'react-router';
import { formatDateTime, formatSessionTime } from '@/shared/formatDateTime';
import { parseApiError } from '@/shared/apiError';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { PageSpinner } from '@/shared/PageSpinner';
import { usePageTitle } from '@/shared/usePageTitle';
import { useGetAttendancePassQuery } from '../attendanceApi';
import type { AttendancePass } from '../attendanceTypes';

type PassSession = AttendancePass['sessions'][number];

const columns: TableColumnsType<PassSession> = [
  { key: 'when', title: 'Session', render: (_, row) => formatSessionTime(row.startsAt, row.endsAt) },
  { key: 'in', title: 'Scanned in', render: (_, row) => formatDateTime(row.scannedInAt) },
  { key: 'out', title: 'Scanned out', render: (_, row) => formatDateTime(row.scannedOutAt) },
];

function PassNotFound() {
  return (
    <Result
      status="404"
      title="This pass was not found"
      subTitle="Check the link, or show the QR code from your confirmation e-mail."
      data-testid="pass-not-found"
    />
  );
}

function Pass({ pass }: { pass: AttendancePass }) {
  return (
    <Card style={{ maxWidth: 560, marginInline: 'auto' }} data-testid="attendance-pass">
      <Flex vertical gap="middle" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          Hello, {pass.firstName}
        </Typography.Title>
        <Typography.Text strong>{pass.eventTitle}</Typography.Text>
        <Typography.Text type="secondary">{pass.venueName}</Typography.Text>
        {/* The page's own address: scanning the QR on screen is scanning the pass. */}
        <QRCode value={window.location.href} size={240} errorLevel="M" data-testid="pass-qr" />
        <Typography.Text type="secondary">Show this code at the door to scan in and out.</Typography.Text>
        <Table<PassSession>
          columns={columns}
          dataSource={pass.sessions}
          rowKey={(row) => row.startsAt}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          style={{ width: '100%' }}
        />
      </Flex>
    </Card>
  );
}

/** The public page a seat's QR opens: the participant's own pass, with no sign-in. */
export function AttendancePassPage() {
  usePageTitle('Attendance pass');
  const code = useParams().code ?? '';
  const { data, error, isLoading, refetch } = useGetAttendancePassQuery(code);

  if (isLoading) return <PageSpinner />;
  if (error) {
    // A code the server cannot even read (400) is as much not a pass as one it does not know (404).
    const status = parseApiError(error).status;
    return status === 404 || status === 400 ? (
      <PassNotFound />
    ) : (
      <LoadErrorAlert error={error} onRetry={refetch} />
    );
  }
  return data ? <Pass pass={data} /> : <PassNotFound />;
}
