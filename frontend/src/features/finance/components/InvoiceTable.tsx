import { Flex, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ChoiceFilter } from '@/shared/ChoiceFilter';
import { isDateValue } from '@/shared/listSearchParams';
import type { ListQuery } from '@/shared/listQuery';
import { formatDate } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import type { PagedResult } from '@/shared/PagedTable';
import { RecordListTable } from '@/shared/RecordListTable';
import { invoicePaths } from '../paths';
import { DateRangeFilter } from './DateRangeFilter';
import { settlementLabels, type InvoiceSummary, type Settlement } from '../financeTypes';

/** The server's status filter values and what the list shows for them. */
const statusOptions = [
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'partlypaid', label: 'Partly paid' },
  { value: 'paid', label: 'Paid' },
  { value: 'credited', label: 'Credited' },
  { value: 'void', label: 'Void' },
  { value: 'draft', label: 'Draft' },
] as const;

const listFilters = {
  status: statusOptions.map((option) => option.value),
  dateFrom: isDateValue,
  dateTo: isDateValue,
};

const settlementColours: Partial<Record<Settlement, string>> = {
  Unpaid: 'orange',
  PartlyPaid: 'gold',
  Paid: 'green',
  Credited: 'blue',
  Void: 'default',
};

export function SettlementTag({ settlement }: { settlement: Settlement }) {
  return <Tag color={settlementColours[settlement]}>{settlementLabels[settlement]}</Tag>;
}

const columns: TableColumnsType<InvoiceSummary> = [
  {
    key: 'invoiceNo',
    title: 'Invoice no.',
    sorter: true,
    render: (_, row) => <Link to={invoicePaths.view(row.id)}>{row.invoiceNo ?? 'Draft'}</Link>,
  },
  {
    key: 'issuedOn',
    title: 'Date',
    sorter: true,
    render: (_, row) => (row.issuedOn ? formatDate(row.issuedOn) : '—'),
  },
  { key: 'customerName', title: 'Customer', sorter: true, render: (_, row) => row.customer.name },
  { key: 'regNo', title: 'Registration no.', render: (_, row) => row.regNo ?? '—' },
  {
    key: 'totalCents',
    title: 'Total',
    sorter: true,
    align: 'right',
    render: (_, row) => formatMoney(row.totalCents),
  },
  {
    key: 'balanceCents',
    title: 'Balance',
    sorter: true,
    align: 'right',
    render: (_, row) => formatMoney(row.balanceCents),
  },
  { key: 'settlement', title: 'Status', render: (_, row) => <SettlementTag settlement={row.settlement} /> },
];

export type InvoiceFilter = keyof typeof listFilters;

/** Invoices, server-paged: search by invoice no., customer or registration no., status and issue dates in the URL. */
export function InvoiceTable({
  useList,
}: {
  useList: (query: ListQuery<InvoiceFilter>) => PagedResult<InvoiceSummary>;
}) {
  return (
    <RecordListTable
      listFilters={listFilters}
      useList={useList}
      columns={columns}
      searchPlaceholder="Search by invoice no., customer or registration no."
      filters={(bind) => (
        <Flex gap="small" wrap>
          <ChoiceFilter
            options={statusOptions}
            {...bind('status')}
            allLabel="All statuses"
            label="Status"
            testId="status-filter"
          />
          <DateRangeFilter from={bind('dateFrom')} to={bind('dateTo')} />
        </Flex>
      )}
    />
  );
}
