import { Card, Table, type TableColumnsType } from 'antd';
import { paymentDocumentPath } from '@/features/registration/payment';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { formatDateTime } from '@/shared/formatDateTime';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { PdfLink } from '@/shared/PdfLink';
import { formatMoney } from '@/shared/money';
import { paymentMethodLabel, paymentsOf } from '../registrationAdmin';
import { useGetParticipantTransactionsQuery } from '../registrationAdminApi';
import type { Transaction } from '../registrationAdminTypes';

const columns: TableColumnsType<Transaction> = [
  {
    key: 'invoice',
    title: 'Invoice',
    render: (_, payment) => (
      <PdfLink href={paymentDocumentPath('invoice', payment.invoiceId)} testId="invoice-link">
        {payment.invoiceNo}
      </PdfLink>
    ),
  },
  {
    key: 'receipt',
    title: 'Receipt',
    render: (_, payment) =>
      payment.receiptId === null ? (
        '—'
      ) : (
        <PdfLink href={paymentDocumentPath('receipt', payment.receiptId)} testId="receipt-link">
          {payment.receiptNo ?? `#${payment.receiptId}`}
        </PdfLink>
      ),
  },
  { key: 'method', title: 'Method', render: (_, payment) => paymentMethodLabel(payment.method) },
  {
    key: 'amountCents',
    title: 'Amount',
    align: 'right',
    render: (_, payment) => formatMoney(payment.amountCents),
  },
  { key: 'receivedAt', title: 'Received', render: (_, payment) => formatDateTime(payment.receivedAt) },
];

/** The invoice and receipt PDFs of a paid registration, found among its payer's payments. */
export function RegistrationDocuments({ registration }: { registration: RegistrationView }) {
  const { data, error, isFetching, refetch } = useGetParticipantTransactionsQuery(registration.payer.id);
  return (
    <Card title="Invoice and receipt" data-testid="registration-documents">
      {error ? (
        <LoadErrorAlert error={error} onRetry={refetch} />
      ) : (
        <Table<Transaction>
          columns={columns}
          dataSource={paymentsOf(data ?? [], registration.regNo)}
          rowKey={(payment) => payment.invoiceId}
          loading={isFetching}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No payment recorded' }}
        />
      )}
    </Card>
  );
}
