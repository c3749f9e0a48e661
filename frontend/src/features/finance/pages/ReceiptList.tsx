import { Flex, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ChoiceFilter } from '@/shared/ChoiceFilter';
import { formatDate } from '@/shared/formatDateTime';
import { isDateValue } from '@/shared/listSearchParams';
import { formatMoney } from '@/shared/money';
import { PdfLink } from '@/shared/PdfLink';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { DateRangeFilter } from '../components/DateRangeFilter';
import { useGetReceiptsQuery } from '../financeApi';
import { receiptPdfPath, receiptScreens } from '../financeScreens';
import type { ReceiptStatus, ReceiptSummary } from '../financeTypes';
import { receiptPaths } from '../paths';

const statusOptions: readonly { value: ReceiptStatus; label: string }[] = [
  { value: 'Active', label: 'Active' },
  // The spec's "archived receipts" screen is this list filtered.
  { value: 'Archived', label: 'Archived' },
  { value: 'Void', label: 'Void' },
];

const listFilters = {
  status: statusOptions.map((option) => option.value),
  dateFrom: isDateValue,
  dateTo: isDateValue,
};

const statusColours: Record<ReceiptStatus, string> = { Active: 'green', Archived: 'default', Void: 'red' };

export function ReceiptStatusTag({ status }: { status: ReceiptStatus }) {
  return <Tag color={statusColours[status]}>{status}</Tag>;
}

const columns: TableColumnsType<ReceiptSummary> = [
  {
    key: 'receiptNo',
    title: 'Receipt no.',
    sorter: true,
    render: (_, row) => <Link to={receiptPaths.view(row.id)}>{row.receiptNo}</Link>,
  },
  { key: 'receivedOn', title: 'Date', sorter: true, render: (_, row) => formatDate(row.receivedOn) },
  { key: 'customerName', title: 'Customer', sorter: true, render: (_, row) => row.customer.name },
  {
    key: 'amountCents',
    title: 'Amount',
    sorter: true,
    align: 'right',
    render: (_, row) => formatMoney(row.amountCents),
  },
  { key: 'status', title: 'Status', render: (_, row) => <ReceiptStatusTag status={row.status} /> },
  {
    key: 'pdf',
    title: 'PDF',
    render: (_, row) => (
      <PdfLink href={receiptPdfPath(row.id)} testId={`receipt-pdf-${row.receiptNo}`}>
        PDF
      </PdfLink>
    ),
  },
];

/** Every receipt, server-paged; the status filter in the URL gives the archived receipts. */
export function ReceiptList() {
  return (
    <RecordListPage screens={receiptScreens}>
      <RecordListTable
        listFilters={listFilters}
        useList={useGetReceiptsQuery}
        columns={columns}
        searchPlaceholder="Search by receipt no. or customer"
        filters={(bind) => (
          <Flex gap="small" wrap>
            <ChoiceFilter
              options={statusOptions}
              {...bind('status')}
              allLabel="All statuses"
              label="Status"
              testId="receipt-status-filter"
            />
            <DateRangeFilter from={bind('dateFrom')} to={bind('dateTo')} />
          </Flex>
        )}
      />
    </RecordListPage>
  );
}
