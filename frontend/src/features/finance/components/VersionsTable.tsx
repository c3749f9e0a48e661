import { Table, Typography, type TableColumnsType } from 'antd';
import { formatDate, formatDateTime } from '@/shared/formatDateTime';
import { PdfLink } from '@/shared/PdfLink';
import type { DocumentVersion } from '../financeTypes';

/**
 * A tax document's versions, each with its PDF as it was issued: a regeneration or correction adds one,
 * the old ones stay retrievable.
 */
export function VersionsTable({
  versions,
  pdfPath,
  testId,
}: {
  versions: DocumentVersion[];
  pdfPath: (version: number) => string;
  /** `invoice`: each link's test id is `<testId>-version-<n>`. */
  testId: string;
}) {
  const columns: TableColumnsType<DocumentVersion> = [
    {
      key: 'version',
      title: 'Version',
      render: (_, row) => (
        <PdfLink href={pdfPath(row.version)} testId={`${testId}-version-${row.version}`}>
          {`Version ${row.version} (PDF)`}
        </PdfLink>
      ),
    },
    { key: 'effectiveOn', title: 'Effective', render: (_, row) => formatDate(row.effectiveOn) },
    { key: 'reason', title: 'Reason', render: (_, row) => row.reason ?? '—' },
    { key: 'createdAt', title: 'Written', render: (_, row) => formatDateTime(row.createdAt) },
  ];
  return (
    <>
      <Typography.Title level={5}>Versions</Typography.Title>
      <Table
        rowKey="version"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={versions}
        data-testid={`${testId}-versions`}
      />
    </>
  );
}
