import { Descriptions, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { PdfLink } from '@/shared/PdfLink';
import { RecordViewPage } from '@/shared/RecordViewPage';
import { InvoiceActions } from '../components/InvoiceActions';
import { SettlementTag } from '../components/InvoiceTable';
import { VersionsTable } from '../components/VersionsTable';
import { useGetInvoiceLogsQuery, useGetInvoiceQuery } from '../financeApi';
import {
  invoiceAttachmentPath,
  invoiceScreens,
  invoiceVersionPdfPath,
  receiptPdfPath,
} from '../financeScreens';
import type { InvoiceDetail, InvoiceLine } from '../financeTypes';
import { receiptPaths } from '../paths';

type Payment = InvoiceDetail['payments'][number];
type CreditNote = InvoiceDetail['creditNotes'][number];
type Receipt = InvoiceDetail['receipts'][number];

const receiptColumns: TableColumnsType<Receipt> = [
  {
    key: 'no',
    title: 'Receipt',
    render: (_, r) => <Link to={receiptPaths.view(r.id)}>{r.receiptNo}</Link>,
  },
  { key: 'date', title: 'Date', render: (_, r) => formatDate(r.receivedOn) },
  { key: 'status', title: 'Status', dataIndex: 'status' },
  { key: 'amount', title: 'Receipt total', align: 'right', render: (_, r) => formatMoney(r.amountCents) },
];

const lineColumns: TableColumnsType<InvoiceLine & { key: number }> = [
  { key: 'description', title: 'Description', dataIndex: 'description' },
  { key: 'quantity', title: 'Qty', align: 'right', dataIndex: 'quantity' },
  { key: 'unit', title: 'Unit price', align: 'right', render: (_, line) => formatMoney(line.unitPriceCents) },
  {
    key: 'discount',
    title: 'Discount',
    align: 'right',
    render: (_, line) => formatMoney(line.discountCents),
  },
  { key: 'gst', title: 'GST', align: 'right', render: (_, line) => formatMoney(line.gstCents) },
  { key: 'amount', title: 'Amount', align: 'right', render: (_, line) => formatMoney(line.amountCents) },
];

const paymentColumns: TableColumnsType<Payment> = [
  { key: 'date', title: 'Date', render: (_, p) => formatDate(p.receivedOn) },
  {
    key: 'receipt',
    title: 'Receipt',
    render: (_, p) => (
      <PdfLink href={receiptPdfPath(p.receiptId)} testId={`receipt-${p.receiptNo}`}>
        {p.receiptNo}
      </PdfLink>
    ),
  },
  { key: 'mode', title: 'Mode', dataIndex: 'paymentMode' },
  { key: 'reference', title: 'Reference', render: (_, p) => p.reference ?? '—' },
  {
    key: 'amount',
    title: 'Paid to this invoice',
    align: 'right',
    render: (_, p) => formatMoney(p.allocatedCents),
  },
];

const creditNoteColumns: TableColumnsType<CreditNote> = [
  { key: 'no', title: 'Credit note', render: (_, c) => c.creditNoteNo ?? 'Awaiting approval' },
  { key: 'status', title: 'Status', dataIndex: 'status' },
  { key: 'reason', title: 'Reason', dataIndex: 'reason' },
  { key: 'amount', title: 'Amount', align: 'right', render: (_, c) => formatMoney(c.totalCents) },
];

function InvoiceDetails({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'customer', label: 'Customer', children: invoice.customer.name },
          { key: 'address', label: 'Address', children: invoice.customerAddress ?? '—' },
          {
            key: 'issued',
            label: 'Issued',
            children: invoice.issuedOn ? formatDate(invoice.issuedOn) : 'Draft',
          },
          { key: 'due', label: 'Due', children: invoice.dueOn ? formatDate(invoice.dueOn) : '—' },
          { key: 'status', label: 'Status', children: <SettlementTag settlement={invoice.settlement} /> },
          { key: 'regNo', label: 'Registration no.', children: invoice.regNo ?? '—' },
          {
            key: 'attachment',
            label: 'Document',
            children: invoice.attachment ? (
              <Typography.Link
                href={invoiceAttachmentPath(invoice.id)}
                target="_blank"
                rel="noopener"
                data-testid="invoice-attachment-link"
              >
                {invoice.attachment.name}
              </Typography.Link>
            ) : (
              '—'
            ),
          },
          { key: 'total', label: 'Total incl. GST', children: formatMoney(invoice.totalCents) },
          { key: 'gst', label: 'GST', children: formatMoney(invoice.gstCents) },
          { key: 'paid', label: 'Paid', children: formatMoney(invoice.paidCents) },
          { key: 'credited', label: 'Credited', children: formatMoney(invoice.creditedCents) },
          {
            key: 'balance',
            label: 'Balance',
            children: <span data-testid="invoice-balance">{formatMoney(invoice.balanceCents)}</span>,
          },
        ]}
      />
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        columns={lineColumns}
        dataSource={invoice.lines.map((line, index) => ({ ...line, key: index }))}
      />
      <Typography.Title level={5}>Payments</Typography.Title>
      <Table
        rowKey="paymentId"
        size="small"
        pagination={false}
        columns={paymentColumns}
        dataSource={invoice.payments}
      />
      <Typography.Title level={5}>Receipts</Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        columns={receiptColumns}
        dataSource={invoice.receipts}
        data-testid="invoice-receipts"
      />
      <Typography.Title level={5}>Credit notes</Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        columns={creditNoteColumns}
        dataSource={invoice.creditNotes}
      />
      {invoice.versions.length > 0 && (
        <VersionsTable
          versions={invoice.versions}
          pdfPath={(version) => invoiceVersionPdfPath(invoice.id, version)}
          testId="invoice"
        />
      )}
    </Flex>
  );
}

/** One invoice: its lines, payments with their receipts, credit notes and change log; PDFs in a new tab. */
export function InvoiceView() {
  return (
    <RecordViewPage<InvoiceDetail>
      screens={invoiceScreens}
      useOne={useGetInvoiceQuery}
      titleOf={(invoice) => `Invoice ${invoice.invoiceNo ?? '(draft)'}`}
      actions={(invoice, onDeleted) => (
        <Flex gap="small" align="center" wrap>
          <InvoiceActions invoice={invoice} onDeleted={onDeleted} />
        </Flex>
      )}
      changeLog={{ useLogs: useGetInvoiceLogsQuery }}
    >
      {(invoice) => <InvoiceDetails invoice={invoice} />}
    </RecordViewPage>
  );
}
