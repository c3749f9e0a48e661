import { singaporeToday } from '@/shared/singaporeTime';
import { defineReport, type ReportFilter } from '../reportDefinition';

const settlement = '/admin/reports/sales/dailysalessettlement';

/** A Singapore business day (today unless chosen) or a range up to `To`, and optionally one payment mode. */
const filters: readonly ReportFilter[] = [
  { name: 'dateFrom', label: 'From', kind: 'date', defaultValue: () => singaporeToday() },
  { name: 'dateTo', label: 'To', kind: 'date' },
  { name: 'paymentModeId', label: 'Payment mode', kind: 'paymentMode' },
];

const totalsColumns = [
  { key: 'staff', title: 'Staff', sortable: true },
  { key: 'paymentMode', title: 'Payment mode', sortable: true },
  { key: 'payments', title: 'Payments', type: 'integer', total: true },
  { key: 'amountCents', title: 'Amount', type: 'money', total: true, sortable: true },
] as const;

const totalsKey = (row: Record<string, unknown>) => `${String(row.staffId)}:${String(row.paymentMode)}`;

export const settlementIndividualReport = defineReport({
  id: 'settlement-individual',
  title: 'Per staff member',
  route: `${settlement}/individual/getall`,
  exportRoute: `${settlement}/individual/getall/export`,
  filters,
  searchPlaceholder: 'Search by receipt no., customer or reference',
  rowKey: totalsKey,
  columns: totalsColumns,
});

export const settlementConsolidatedReport = defineReport({
  id: 'settlement-consolidated',
  title: 'Consolidated',
  route: `${settlement}/consolidated/getall`,
  exportRoute: `${settlement}/consolidated/getall/export`,
  filters,
  searchPlaceholder: 'Search by receipt no., customer or reference',
  rowKey: totalsKey,
  columns: totalsColumns.filter((column) => column.key !== 'staff'),
});

export const settlementListReport = defineReport({
  id: 'settlement-list',
  title: 'Payments',
  route: `${settlement}/individual/getregistrationparticipants`,
  exportRoute: `${settlement}/list/export`,
  filters,
  searchPlaceholder: 'Search by receipt no., customer or reference',
  columns: [
    { key: 'receivedOn', title: 'Date', type: 'date', sortable: true },
    { key: 'receiptNo', title: 'Receipt No.', sortable: true },
    { key: 'customerName', title: 'Customer', sortable: true, width: 200 },
    { key: 'registrationNo', title: 'Registration No.' },
    { key: 'paymentMode', title: 'Payment mode', sortable: true },
    { key: 'reference', title: 'Reference' },
    { key: 'staff', title: 'Staff', sortable: true },
    { key: 'amountCents', title: 'Amount', type: 'money', total: true, sortable: true },
  ],
});
