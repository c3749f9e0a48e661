import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { Can } from '@/app/abilityContext';
import { applyListChange, type ListDefaults } from '@/shared/listSearchParams';
import { toRequestParams, type ListQuery } from '@/shared/listQuery';
import { PagedTable } from '@/shared/PagedTable';
import { useListParams } from '@/shared/useListParams';
import { ReportFilters } from './components/ReportFilters';
import { columnsFromRows, tableColumns, totalsRow } from './reportColumns';
import {
  exportHref,
  filterParams,
  type DefinedReport,
  type ReportPage,
  type ReportRow,
} from './reportDefinition';
import { useGetReportQuery } from './reportsApi';

type Query = ListQuery<string>;

export interface ReportTableProps {
  definition: DefinedReport;
  /**
   * Parameters the screen sets rather than the user (the customer of a drill-down, the statement's
   * customer); they go with every request and the export.
   */
  fixedParams?: Record<string, string | number>;
  /**
   * Where the page, sort and filters live: the URL (the screen's own report, bookmarkable) or the
   * component (a drill-down inside a row, whose paging must not move the outer report's).
   */
  state?: 'url' | 'local';
  /** Not asked until the screen has what it needs (a customer chosen ...); `placeholder` shows instead. */
  skip?: boolean;
  placeholder?: ReactNode;
  /** What a row opens to (its drill-down); rows it returns null for do not open. */
  drillDown?: (row: ReportRow, params: Record<string, string | number>) => ReactNode | null;
  /** Shown above the table with the page in view (the aged trial balance's chart of buckets ...). */
  header?: (page: ReportPage | undefined, params: Record<string, string | number>) => ReactNode;
  /** The screen's own buttons beside the export (a statement's PDF and e-mail). */
  actions?: (params: Record<string, string | number>) => ReactNode;
}

const localDefaults: ListDefaults<string> = { pageSize: 10, sort: null, filters: {} };

/** A report's query kept in the component: a drill-down pages on its own. */
function useLocalQuery() {
  const [query, setQuery] = useState<Query>({
    page: 1,
    pageSize: localDefaults.pageSize,
    keyword: '',
    sort: null,
    filters: {},
  });
  return [
    query,
    (change: Partial<Query>) => setQuery((current) => applyListChange(current, change)),
  ] as const;
}

/**
 * Any report: its filters, search and export above, the server's page with the totals of the whole report
 * below it, sorting by the server's sortable columns and rows opening to their drill-down.
 */
export function ReportTable({
  definition,
  fixedParams,
  state = 'url',
  skip = false,
  placeholder,
  drillDown,
  header,
  actions,
}: ReportTableProps) {
  const urlQuery = useListParams({ filters: definition.listFilters });
  const localQuery = useLocalQuery();
  const [query, setQuery] = state === 'url' ? urlQuery : localQuery;
  const params = {
    ...toRequestParams({ ...query, filters: {} }),
    ...filterParams(definition, query.filters),
    ...fixedParams,
  };
  const result = useGetReportQuery({ route: definition.route, method: definition.method, params }, { skip });
  const page = result.data;
  const columns = definition.columnsFor?.(params) ?? definition.columns ?? columnsFromRows(page);
  const expandable = drillDown
    ? {
        expandedRowRender: (row: ReportRow) => drillDown(row, params),
        rowExpandable: (row: ReportRow) => drillDown(row, params) !== null,
      }
    : undefined;
  const exportRoute = definition.exportRoute;

  if (skip) return <div data-testid={`${definition.id}-report`}>{placeholder}</div>;
  return (
    <div data-testid={`${definition.id}-report`}>
      {header?.(page, params)}
      <PagedTable<ReportRow, string>
        columns={tableColumns(columns)}
        rowKey={definition.rowKey ?? ((row) => String(row.id))}
        query={query}
        result={result}
        onChange={setQuery}
        searchable={definition.searchable ?? true}
        searchPlaceholder={definition.searchPlaceholder}
        filters={
          <>
            <ReportFilters
              definition={definition}
              values={query.filters}
              onChange={(name, value) => setQuery({ filters: { [name]: value } })}
            />
            {exportRoute && (
              <Can I="export" a={definition.subject ?? 'FinanceReport'}>
                <Button href={exportHref(exportRoute, params)} data-testid={`${definition.id}-export`}>
                  Excel
                </Button>
              </Can>
            )}
            {actions?.(params)}
          </>
        }
        summary={totalsRow(columns, page?.totals, expandable ? 1 : 0, `${definition.id}-totals`)}
        expandable={expandable}
      />
    </div>
  );
}
