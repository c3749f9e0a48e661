import { Card, Table, type TableColumnsType } from 'antd';
import { formatDate } from '@/shared/formatDateTime';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { formatMoney } from '@/shared/money';
import { PdfLink } from '@/shared/PdfLink';
import { useGetMyCreditNotesQuery, type MyCreditNote } from '../creditNotesApi';

const columns: TableColumnsType<MyCreditNote> = [
  { key: 'issuedOn', title: 'Date', render: (_, row) => formatDate(row.issuedOn) },
  {
    key: 'creditNoteNo',
    title: 'Credit note',
    render: (_, row) => (
      <PdfLink href={`/transactions/creditnote/${row.id}/pdf`} testId="credit-note-link">
        {row.creditNoteNo}
      </PdfLink>
    ),
  },
  { key: 'invoiceNo', title: 'Invoice', render: (_, row) => row.invoiceNo ?? '—' },
  { key: 'reason', title: 'Reason', dataIndex: 'reason' },
  {
    key: 'total',
    title: 'Amount',
    align: 'right',
    render: (_, row) => <span data-testid="credit-note-amount">{formatMoney(row.totalCents)}</span>,
  },
];

/** The profile's credit notes (refunds and corrections); shown only once there is one. */
export function MyCreditNotes({ participantId }: { participantId: number }) {
  const { data, error, refetch } = useGetMyCreditNotesQuery(participantId, {
    refetchOnMountOrArgChange: true,
  });
  if (error) return <LoadErrorAlert error={error} onRetry={refetch} />;
  if (!data || data.length === 0) return null;
  return (
    <Card title="My credit notes" data-testid="my-credit-notes">
      <Table<MyCreditNote>
        columns={columns}
        dataSource={data}
        rowKey="id"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        size="small"
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
