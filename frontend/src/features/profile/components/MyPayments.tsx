import { FilePdfOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import {
  paymentDocumentPath,
  paymentMethodLabels,
  type PaymentDocument,
} from '@/features/registration/payment';
import { formatDateTime } from '@/shared/formatDateTime';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { formatMoney } from '@/shared/money';
import { useGetMyPaymentsQuery } from '../profileApi';
import type { MyPayment } from '../profileTypes';

/** An invoice or receipt PDF, in a new tab: the API serves it to the signed-in payer. */
function DocumentLink({
  kind,
  id,
  number,
}: {
  kind: PaymentDocument;
  id: number | null;
  number: string | null;
}) {
  if (id === null || number === null) return <>—</>;
  return (
    <Typography.Link
      href={paymentDocumentPath(kind, id)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={`${kind}-link`}
    >
      <FilePdfOutlined /> {number}
    </Typography.Link>
  );
}

const columns: TableColumnsType<MyPayment> = [
  { key: 'receivedAt', title: 'Date', render: (_, row) => formatDateTime(row.receivedAt) },
  {
    key: 'regNo',
    title: 'Registration',
    render: (_, row) => <span data-testid="payment-reg-no">{row.regNo}</span>,
  },
  { key: 'method', title: 'Method', render: (_, row) => paymentMethodLabels[row.method] },
  {
    key: 'amount',
    title: 'Amount',
    align: 'right',
    render: (_, row) => <span data-testid="payment-amount">{formatMoney(row.amountCents)}</span>,
  },
  {
    key: 'invoice',
    title: 'Invoice',
    render: (_, row) => <DocumentLink kind="invoice" id={row.invoiceId} number={row.invoiceNo} />,
  },
  {
    key: 'receipt',
    title: 'Receipt',
    render: (_, row) => <DocumentLink kind="receipt" id={row.receiptId} number={row.receiptNo} />,
  },
];

/** The profile's "My payments": what the participant paid for their registrations, with the documents. */
export function MyPayments({ participantId }: { participantId: number }) {
  const { data, error, isFetching, refetch } = useGetMyPaymentsQuery(participantId, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <Card title="My payments" data-testid="my-payments">
      {error ? (
        <LoadErrorAlert error={error} onRetry={refetch} />
      ) : !data ? (
        // Not "none yet" before the first answer.
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Table<MyPayment>
          columns={columns}
          dataSource={data}
          // The answer carries no payment id; these together tell payments apart.
          rowKey={(row) => `${row.invoiceId}-${row.method}-${row.receivedAt}-${row.amountCents}`}
          loading={isFetching}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          size="small"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="No payments yet" /> }}
        />
      )}
    </Card>
  );
}
