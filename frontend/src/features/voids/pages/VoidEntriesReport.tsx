import { Button, type TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { Can } from '@/app/abilityContext';
import { DateRangeFilter } from '@/features/finance/components/DateRangeFilter';
import { ChoiceFilter } from '@/shared/ChoiceFilter';
import { formatDate } from '@/shared/formatDateTime';
import { isDateValue } from '@/shared/listSearchParams';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { voidPaths } from '../paths';
import { useGetVoidEntriesQuery } from '../voidsApi';
import { voidableDocuments, type VoidEntryRow } from '../voidTypes';

const listFilters = { dateFrom: isDateValue, dateTo: isDateValue, documentType: voidableDocuments };

const columns: TableColumnsType<VoidEntryRow> = [
  { key: 'voidedOn', title: 'Voided on', sorter: true, render: (_, row) => formatDate(row.voidedOn) },
  { key: 'documentType', title: 'Type', sorter: true, dataIndex: 'documentType' },
  {
    key: 'documentNo',
    title: 'Number',
    sorter: true,
    render: (_, row) => (
      <Link to={voidPaths.entry(row.documentType, row.documentNo)} data-testid="void-entry-link">
        {row.documentNo}
      </Link>
    ),
  },
  { key: 'reason', title: 'Reason', dataIndex: 'reason' },
  { key: 'voidedBy', title: 'Voided by', render: (_, row) => row.voidedBy ?? '—' },
  { key: 'unvoidedOn', title: 'Unvoided on', render: (_, row) => formatDate(row.unvoidedOn) },
  { key: 'unvoidReason', title: 'Unvoid reason', render: (_, row) => row.unvoidReason ?? '—' },
];

/** The report as an .xlsx file, with the filters the list shows (the server streams every row). */
function ExportButton() {
  const [params] = useSearchParams();
  const query = new URLSearchParams([...params].filter(([name]) => !['page', 'pageSize'].includes(name)));
  return (
    <Can I="export" a="FinanceReport">
      <Button
        href={`/admin/reports/accounts/voidentries/getallbypage/export?${query.toString()}`}
        data-testid="export-void-entries"
      >
        Export
      </Button>
    </Can>
  );
}

/** The void entries report (spec 7.9): every void by date voided and document type, with who, why and any unvoid. */
export function VoidEntriesReport() {
  return (
    <RecordListPage
      screens={{ subject: 'FinanceReport', area: 'Void entries report', testId: 'void-entries' }}
      actions={<ExportButton />}
    >
      <RecordListTable
        listFilters={listFilters}
        useList={useGetVoidEntriesQuery}
        columns={columns}
        searchPlaceholder="Search by number or reason"
        filters={(bind) => (
          <>
            <DateRangeFilter from={bind('dateFrom')} to={bind('dateTo')} />
            <ChoiceFilter
              options={voidableDocuments.map((value) => ({ value, label: value }))}
              allLabel="All types"
              label="Document type"
              testId="void-type-filter"
              {...bind('documentType')}
            />
          </>
        )}
      />
    </RecordListPage>
  );
}
