import { invoicePdfPath } from '@/features/finance/financeScreens';
import { PdfLink } from '@/shared/PdfLink';
import { singaporeToday } from '@/shared/singaporeTime';
import {
  ageingDays,
  cellText,
  defineReport,
  exportHref,
  type ReportColumn,
  type ReportRow,
} from '../reportDefinition';
import { customerKeyOf, customerKindLabel, customerKinds } from './customers';

const accounts = '/admin/reports/accounts';

/** The server's default bucket boundaries: Not yet due, 1–30, 31–60, 61–90, 91–120, over 120. */
export const DEFAULT_AGEING_DAYS = '30,60,90,120';

/** The ageing buckets, in order, headed by the boundaries in use (the default when none or not valid). */
export function ageingBuckets(boundaries?: string | number) {
  const [a, b, c, d] = ageingDays(boundaries === undefined ? undefined : String(boundaries)) ?? [
    30, 60, 90, 120,
  ];
  return [
    { key: 'notDue', title: 'Not yet due' },
    { key: 'days1', title: `1–${a}` },
    { key: 'days2', title: `${a + 1}–${b}` },
    { key: 'days3', title: `${b + 1}–${c}` },
    { key: 'days4', title: `${c + 1}–${d}` },
    { key: 'over', title: `Over ${d}` },
  ];
}

const money = (key: string, title: string, sortable = false): ReportColumn => ({
  key,
  title,
  type: 'money',
  total: true,
  sortable,
});

/** A document number opening its PDF where it has one (invoices). */
const documentLink = (row: ReportRow) => {
  const number = cellText(row.documentNo, '—');
  return row.documentType === 'Invoice' && typeof row.documentId === 'number' ? (
    <PdfLink href={invoicePdfPath(row.documentId)} testId={`document-${number}`}>
      {number}
    </PdfLink>
  ) : (
    number
  );
};

const documentKey = (row: ReportRow) => `${String(row.documentType)}:${String(row.documentId)}`;

export const agedTrialBalanceReport = defineReport({
  id: 'aged-trial-balance',
  title: 'Aged trial balance',
  route: `${accounts}/agedtrialbalance/getallcustomerswithinvoices`,
  exportRoute: `${accounts}/agedtrialbalance/getallcustomerswithinvoices/export`,
  filters: [
    { name: 'asAt', label: 'As at', kind: 'date', defaultValue: () => singaporeToday() },
    {
      name: 'basis',
      label: 'Age by',
      kind: 'choice',
      options: [
        { value: 'due', label: 'By due date' },
        { value: 'invoice', label: 'By invoice date' },
      ],
    },
    {
      name: 'customerType',
      label: 'Customer type',
      kind: 'choice',
      options: customerKinds,
      allLabel: 'All customers',
    },
    { name: 'boundaries', label: 'Buckets (days)', kind: 'days', placeholder: DEFAULT_AGEING_DAYS },
  ],
  searchPlaceholder: 'Search by customer',
  rowKey: customerKeyOf,
  columnsFor: (params) => [
    { key: 'customerName', title: 'Customer', sortable: true, width: 220 },
    { key: 'customerKind', title: 'Type', width: 100, render: (row) => customerKindLabel(row.customerKind) },
    { key: 'invoiceCount', title: 'Invoices', type: 'integer', total: true, width: 90 },
    ...ageingBuckets(params.boundaries).map((bucket) => money(bucket.key, bucket.title, true)),
    money('onAccount', 'On account', true),
    money('totalCents', 'Total', true),
  ],
});

export const agedInvoicesReport = defineReport({
  id: 'aged-invoices',
  title: 'Aged invoices',
  route: `${accounts}/agedtrialbalance/invoices`,
  exportRoute: `${accounts}/agedtrialbalance/invoices/export`,
  searchable: false,
  rowKey: documentKey,
  columnsFor: (params) => [
    { key: 'documentType', title: 'Document', width: 100 },
    { key: 'documentNo', title: 'Number', sortable: true, width: 150, render: documentLink },
    { key: 'datedOn', title: 'Date', type: 'date', sortable: true },
    { key: 'dueOn', title: 'Due', type: 'date', sortable: true },
    { key: 'days', title: 'Days', type: 'integer', sortable: true, width: 80 },
    {
      key: 'bucket',
      title: 'Bucket',
      render: (row) =>
        ageingBuckets(params.boundaries).find((bucket) => bucket.key === row.bucket)?.title ??
        (row.bucket === 'onAccount' ? 'On account' : cellText(row.bucket, '—')),
    },
    money('amountCents', 'Amount'),
    money('creditedCents', 'Credited'),
    money('paidCents', 'Paid'),
    money('refundedCents', 'Refunded'),
    money('outstandingCents', 'Outstanding', true),
  ],
});

/** The customers with a statement at a date: what the statement's customer picker offers. */
export const statementCustomersRoute = `${accounts}/statementofaccount/getallcustomers`;

export const statementOfAccountReport = defineReport({
  id: 'statement-of-account',
  title: 'Statement of account',
  route: `${accounts}/statementofaccount/getallinvoicesbycustomer`,
  method: 'POST',
  exportRoute: `${accounts}/statementofaccount/export`,
  searchable: false,
  rowKey: documentKey,
  columns: [
    { key: 'datedOn', title: 'Date', type: 'date' },
    { key: 'documentType', title: 'Document' },
    { key: 'documentNo', title: 'Number', render: documentLink },
    { key: 'dueOn', title: 'Due', type: 'date' },
    money('debitCents', 'Debit'),
    money('creditCents', 'Credit'),
    { key: 'balanceCents', title: 'Balance', type: 'money' },
  ],
});

/** Where a statement's PDF opens (a new tab): the statement's own query. */
export const statementPdfHref = (params: Record<string, string | number>): string =>
  exportHref(`${accounts}/statementofaccount/pdf`, params);
