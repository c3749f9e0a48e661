import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Modal, Statistic, Table, Tag, Upload, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useShowApiError } from '@/shared/useShowApiError';
import { useImportAttendanceMutation } from '../attendanceApi';
import type { ImportReport, ImportRowReport } from '../attendanceTypes';

const outcomeColors: Readonly<Record<ImportRowReport['outcome'], string>> = {
  accepted: 'success',
  unchanged: 'default',
  refused: 'error',
};

const columns: TableColumnsType<ImportRowReport> = [
  { key: 'row', title: 'Row', dataIndex: 'row', width: 80 },
  {
    key: 'outcome',
    title: 'Outcome',
    render: (_, row) => <Tag color={outcomeColors[row.outcome]}>{row.outcome}</Tag>,
  },
  { key: 'message', title: 'Message', dataIndex: 'message' },
];

function ImportReportModal({ report, onClose }: { report: ImportReport | null; onClose: () => void }) {
  return (
    <Modal open={report !== null} title="Import report" onCancel={onClose} footer={null} width={720}>
      {report && (
        <Flex vertical gap="middle" data-testid="import-report">
          <Flex gap="large" wrap>
            <Statistic title="Accepted" value={report.accepted} />
            <Statistic title="Unchanged" value={report.unchanged} />
            <Statistic title="Refused" value={report.refused} />
          </Flex>
          <Table<ImportRowReport>
            columns={columns}
            dataSource={report.rows}
            rowKey={(row) => row.row}
            size="small"
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
          />
        </Flex>
      )}
    </Modal>
  );
}

/**
 * Takes attendance from a spreadsheet (Code or NRIC/FIN or Mobile, Session date, Scan in, Scan out), sent as
 * soon as it is chosen; what became of each row is shown after, refused rows with the server's reason.
 */
export function ImportAttendanceButton({ eventId }: { eventId: number }) {
  const [importAttendance, { isLoading }] = useImportAttendanceMutation();
  const [report, setReport] = useState<ImportReport | null>(null);
  const { message } = App.useApp();
  const showApiError = useShowApiError();

  const send = async (file: File) => {
    try {
      const answer = await importAttendance({ eventId, file }).unwrap();
      setReport(answer);
      void message.success(
        `Import read: ${answer.accepted} accepted, ${answer.unchanged} unchanged, ${answer.refused} refused`,
      );
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        disabled={isLoading}
        beforeUpload={(file) => {
          void send(file);
          // The file went through RTK Query, with the session's CSRF header; antd need not upload or list it.
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={isLoading} data-testid="attendance-import">
          Import spreadsheet
        </Button>
      </Upload>
      <ImportReportModal report={report} onClose={() => setReport(null)} />
    </>
  );
}
