import { Button, Flex, type TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { Can } from '@/app/abilityContext';
import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';
import { ChoiceFilter } from '@/shared/ChoiceFilter';
import { formatDate } from '@/shared/formatDateTime';
import { IdFilter } from '@/shared/IdFilter';
import { isDateValue, isIdValue } from '@/shared/listSearchParams';
import { formatMoney } from '@/shared/money';
import { PdfLink } from '@/shared/PdfLink';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { DateRangeFilter } from '../components/DateRangeFilter';
import { useGetPaymentsQuery } from '../financeApi';
import { receiptPdfPath } from '../financeScreens';
import type { PaymentRow } from '../financeTypes';
import { receiptPaths } from '../paths';

const statusOptions = [
  { value: 'Received', label: 'Received' },
  { value: 'Void', label: 'Void' },
] as const;
const customerKindOptions = [
  { value: 'participant', label: 'Participants' },
  { value: 'corporate', label: 'Corporates' },
  { value: 'walk_in', label: 'Walk-in' },
] as const;

const listFilters = {
  dateFrom: isDateValue,
  dateTo: isDateValue,
  paymentModeId: isIdValue,
  customerKind: customerKindOptions.map((option) => option.value),
  status: statusOptions.map((option) => option.value),
};

function usePaymentModeChoices() {
  const modes = useGetActiveEntriesQuery('paymentmode');
  return {
    options: (modes.data ?? []).map((mode) => ({ value: mode.id, label: mode.name })),
    loading: modes.isLoading,
  };
}

const columns: TableColumnsType<PaymentRow> = [
  { key: 'receivedOn', title: 'Date', sorter: true, render: (_, row) => formatDate(row.receivedOn) },
  {
    key: 'receiptNo',
    title: 'Receipt',
    sorter: true,
    render: (_, row) => (
      <Flex gap="small">
        <Link to={receiptPaths.view(row.receiptId)}>{row.receiptNo}</Link>
        <PdfLink href={receiptPdfPath(row.receiptId)} testId={`receipt-${row.receiptNo}`}>
          PDF
        </PdfLink>
      </Flex>
    ),
  },
  { key: 'customer', title: 'Customer', dataIndex: 'customerName' },
  { key: 'invoices', title: 'Invoices', render: (_, row) => row.invoiceNos ?? '—' },
  { key: 'mode', title: 'Mode', dataIndex: 'paymentMode' },
  { key: 'reference', title: 'Reference', render: (_, row) => row.reference ?? '—' },
  {
    key: 'amountCents',
    title: 'Amount',
    sorter: true,
    align: 'right',
    render: (_, row) => formatMoney(row.amountCents),
  },
  { key: 'status', title: 'Status', dataIndex: 'status' },
];

/** The search as an .xlsx file: the same filters as the list shows (the server streams every row). */
function ExportButton() {
  const [params] = useSearchParams();
  const query = new URLSearchParams([...params].filter(([name]) => !['page', 'pageSize'].includes(name)));
  return (
    <Can I="export" a="Payment">
      <Button href={`/admin/payment/search/filter/export?${query.toString()}`} data-testid="export-payments">
        Export
      </Button>
    </Can>
  );
}

/** "Transactions payment": payments across customers by receipt no., reference, customer, invoice no. and dates. */
export function TransactionList() {
  return (
    <RecordListPage
      screens={{ subject: 'Payment', area: 'Transactions', testId: 'transaction' }}
      actions={<ExportButton />}
    >
      <RecordListTable
        listFilters={listFilters}
        useList={useGetPaymentsQuery}
        columns={columns}
        searchPlaceholder="Search by receipt no., reference, customer or invoice no."
        filters={(bind) => (
          <Flex gap="small" wrap>
            <IdFilter
              useChoices={usePaymentModeChoices}
              {...bind('paymentModeId')}
              allLabel="All payment modes"
              label="Payment mode"
              testId="payment-mode-filter"
              width={200}
            />
            <ChoiceFilter
              options={customerKindOptions}
              {...bind('customerKind')}
              allLabel="All customers"
              label="Customer kind"
              testId="customer-kind-filter"
            />
            <ChoiceFilter
              options={statusOptions}
              {...bind('status')}
              allLabel="All statuses"
              label="Status"
              testId="payment-status-filter"
            />
            <DateRangeFilter from={bind('dateFrom')} to={bind('dateTo')} />
          </Flex>
        )}
      />
    </RecordListPage>
  );
}
