import { Descriptions, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { formatDate } from '@/shared/formatDateTime';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { formatMoney } from '@/shared/money';
import { PdfLink } from '@/shared/PdfLink';
import { RecordViewPage } from '@/shared/RecordViewPage';
import { PaymentCorrections } from '../components/PaymentCorrections';
import { ReceiptActions } from '../components/ReceiptActions';
import { VersionsTable } from '../components/VersionsTable';
import { useGetReceiptLogsQuery, useGetReceiptPaymentsQuery, useGetReceiptQuery } from '../financeApi';
import { receiptPdfPath, receiptScreens, receiptVersionPdfPath } from '../financeScreens';
import type { PaymentRow, ReceiptDetail } from '../financeTypes';
import { ReceiptStatusTag } from './ReceiptList';

const paymentColumns: TableColumnsType<PaymentRow> = [
  { key: 'date', title: 'Date', render: (_, row) => formatDate(row.receivedOn) },
  { key: 'mode', title: 'Mode', dataIndex: 'paymentMode' },
  { key: 'reference', title: 'Reference', render: (_, row) => row.reference ?? '—' },
  { key: 'bank', title: 'Bank', render: (_, row) => row.chequeBank ?? '—' },
  { key: 'invoices', title: 'Invoices', render: (_, row) => row.invoiceNos ?? '—' },
  { key: 'amount', title: 'Amount', align: 'right', render: (_, row) => formatMoney(row.amountCents) },
  {
    key: 'onAccount',
    title: 'On account',
    align: 'right',
    render: (_, row) => formatMoney(row.amountCents - row.allocatedCents),
  },
  { key: 'status', title: 'Status', dataIndex: 'status' },
  { key: 'actions', title: '', render: (_, row) => <PaymentCorrections payment={row} /> },
];

function ReceiptPayments({ receiptId }: { receiptId: number }) {
  const payments = useGetReceiptPaymentsQuery(receiptId);
  if (payments.error) return <LoadErrorAlert error={payments.error} onRetry={payments.refetch} />;
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      loading={payments.isFetching}
      columns={paymentColumns}
      dataSource={payments.data?.items}
      scroll={{ x: 'max-content' }}
      data-testid="receipt-payments"
    />
  );
}

function ReceiptDetails({ receipt }: { receipt: ReceiptDetail }) {
  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'customer', label: 'Customer', children: receipt.customer.name },
          { key: 'address', label: 'Address', children: receipt.customerAddress ?? '—' },
          {
            key: 'date',
            label: 'Date',
            children: <span data-testid="receipt-date-value">{formatDate(receipt.receivedOn)}</span>,
          },
          {
            key: 'amount',
            label: 'Amount',
            children: <span data-testid="receipt-amount">{formatMoney(receipt.amountCents)}</span>,
          },
          {
            key: 'onAccount',
            label: 'Credit on account',
            children: formatMoney(receipt.creditOnAccountCents),
          },
          { key: 'invoices', label: 'Invoices', children: receipt.invoiceNos.join(', ') || '—' },
          { key: 'status', label: 'Status', children: <ReceiptStatusTag status={receipt.status} /> },
          { key: 'version', label: 'Version', children: receipt.version },
        ]}
      />
      <Typography.Title level={5}>Payments</Typography.Title>
      <ReceiptPayments receiptId={receipt.id} />
      <VersionsTable
        versions={receipt.versions}
        pdfPath={(version) => receiptVersionPdfPath(receipt.id, version)}
        testId="receipt"
      />
    </Flex>
  );
}

/** One receipt: its payments (each correctable), versions with their PDFs, corrections and change log. */
export function ReceiptView() {
  return (
    <RecordViewPage<ReceiptDetail>
      screens={receiptScreens}
      useOne={useGetReceiptQuery}
      titleOf={(receipt) => `Receipt ${receipt.receiptNo}`}
      actions={(receipt) => (
        <Flex gap="small" align="center" wrap>
          <PdfLink href={receiptPdfPath(receipt.id)} testId="receipt-pdf">
            PDF
          </PdfLink>
          <ReceiptActions receipt={receipt} />
        </Flex>
      )}
      changeLog={{ useLogs: useGetReceiptLogsQuery }}
    >
      {(receipt) => <ReceiptDetails receipt={receipt} />}
    </RecordViewPage>
  );
}
