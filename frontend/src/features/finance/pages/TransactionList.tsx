import { Button, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { Can } from '@/app/abilityContext';
import { formatDate } from '@/shared/formatDateTime';
import { isDateValue } from '@/shared/listSearchParams';
import { formatMoney } from '@/shared/money';
import { PdfLink } from '@/shared/PdfLink';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { DateRangeFilter } from '../components/DateRangeFilter';
import { useGetPaymentsQuery } from '../financeApi';
import { receiptPdfPath } from '../financeScreens';
import type { PaymentRow } from '../financeTypes';

const listFilters = { dateFrom: isDateValue, dateTo: isDateValue };

const columns: TableColumnsType<PaymentRow> = [
  { key: 'receivedOn', title: 'Date', sorter: true, render: (_, row) => formatDate(row.receivedOn) },
  {
    key: 'receiptNo',
    title: 'Receipt',
    sorter: true,
    render: (_, row) => (
      <PdfLink href={receiptPdfPath(row.receiptId)} testId={`receipt-${row.receiptNo}`}>
        {row.receiptNo}
      </PdfLink>
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
        filters={(bind) => <DateRangeFilter from={bind('dateFrom')} to={bind('dateTo')} />}
      />
    </RecordListPage>
  );
}
