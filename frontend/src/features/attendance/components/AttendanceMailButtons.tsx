import { MailOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Can } from '@/app/abilityContext';
import { OutboxStatusTag } from '@/features/mail/components/OutboxStatusTag';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { formatDateTime } from '@/shared/formatDateTime';
import { useShowApiError } from '@/shared/useShowApiError';
import { isOutboxStatus } from '../attendance';
import { useGetAttendanceMailsQuery, useSendSuccessfulAttendanceMutation } from '../attendanceApi';
import type { AttendanceMail } from '../attendanceTypes';
import { useShowMailReport } from './useShowMailReport';

const columns: TableColumnsType<AttendanceMail> = [
  { key: 'participantName', title: 'Participant', dataIndex: 'participantName' },
  { key: 'to', title: 'To', dataIndex: 'to' },
  { key: 'template', title: 'E-mail', dataIndex: 'template' },
  {
    key: 'status',
    title: 'Status',
    render: (_, mail) =>
      isOutboxStatus(mail.status) ? <OutboxStatusTag status={mail.status} /> : <Tag>{mail.status}</Tag>,
  },
  { key: 'createdAt', title: 'Queued', render: (_, mail) => formatDateTime(mail.createdAt) },
  { key: 'sentAt', title: 'Sent', render: (_, mail) => formatDateTime(mail.sentAt) },
  {
    key: 'error',
    title: 'Error',
    render: (_, mail) => (mail.error ? <Typography.Text type="danger">{mail.error}</Typography.Text> : null),
  },
];

function AttendanceMails({ eventId }: { eventId: number }) {
  // Delivery goes on in the background: each opening reads the statuses afresh.
  const { data, error, isFetching, refetch } = useGetAttendanceMailsQuery(eventId, {
    refetchOnMountOrArgChange: true,
  });
  if (error) return <LoadErrorAlert error={error} onRetry={refetch} />;
  return (
    <Table<AttendanceMail>
      columns={columns}
      dataSource={data ?? []}
      rowKey={(mail) => mail.id}
      loading={isFetching}
      size="small"
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No attendance e-mail for this event yet' }}
      data-testid="attendance-mails"
    />
  );
}

/** The event's attendance e-mails (scan-in, scan-out, successful attendance ...) and how their delivery went. */
export function MailStatusButton({ eventId }: { eventId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<MailOutlined />} onClick={() => setOpen(true)} data-testid="attendance-mail-status">
        Mail status
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Attendance e-mails"
        size="large"
        // Mounted only while open, so each opening shows the current statuses.
        destroyOnHidden
      >
        <AttendanceMails eventId={eventId} />
      </Drawer>
    </>
  );
}

/** Tells every participant who attended the whole event so; the server skips the others and says why. */
export function SendSuccessfulAttendanceButton({ eventId }: { eventId: number }) {
  const [send, { isLoading }] = useSendSuccessfulAttendanceMutation();
  const { modal } = App.useApp();
  const showApiError = useShowApiError();
  const showMailReport = useShowMailReport();

  const confirm = () =>
    modal.confirm({
      title: 'Send the successful-attendance e-mails?',
      content: 'Each participant whose attendance is complete gets one.',
      okText: 'Send',
      cancelText: 'Back',
      onOk: async () => {
        try {
          showMailReport(await send({ eventId }).unwrap());
        } catch (error) {
          showApiError(error);
        }
      },
    });

  return (
    <Can I="update" a="Attendance">
      <Button
        icon={<SendOutlined />}
        loading={isLoading}
        onClick={confirm}
        data-testid="send-successful-attendance"
      >
        Send successful-attendance e-mails
      </Button>
    </Can>
  );
}
