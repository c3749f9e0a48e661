import type { TableColumnsType, TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { ListQuery } from './listQuery';
import type { FilterValues } from './listSearchParams';
import { PagedTable, type PagedResult } from './PagedTable';
import { useListParams } from './useListParams';

/** What a filter control needs of one of the list's filters: the value in the URL, and how to change it. */
export interface FilterBinding {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

export interface RecordListTableProps<T extends { id: number }, F extends string> {
  /**
   * The list's filters and the values each accepts, as useListParams takes them; a module-level constant, so
   * the query keeps its identity between renders. Left out for a list with none.
   */
  listFilters?: Readonly<Record<F, FilterValues>>;
  /** The order before the user sorts by a column; the server's own when left out. */
  defaultSort?: string;
  /** The list's query hook; RTK Query's generated hooks fit as they are. */
  useList: (query: ListQuery<F>) => PagedResult<T>;
  /** Keys of sortable columns are the server's sort fields. */
  columns: TableColumnsType<T>;
  /** Fixed, or worded after the filters in use (what a "search in" filter chose ...). */
  searchPlaceholder: string | ((filters: ListQuery<F>['filters']) => string);
  /** The controls beside the search box; `bind('status')` gives a control the filter's value and onChange. */
  filters?: (bind: (name: F) => FilterBinding) => ReactNode;
  rowSelection?: TableProps<T>['rowSelection'];
}

/** A server-paged list of records whose page, search, sort and filters live in the URL. */
export function RecordListTable<T extends { id: number }, F extends string>({
  listFilters,
  defaultSort,
  useList,
  columns,
  searchPlaceholder,
  filters,
  rowSelection,
}: RecordListTableProps<T, F>) {
  const [query, setQuery] = useListParams({ filters: listFilters, sort: defaultSort });
  const result = useList(query);
  const bind = (name: F): FilterBinding => ({
    value: query.filters[name],
    // A computed key widens to string; it is exactly one of the list's filters.
    onChange: (value) => setQuery({ filters: { [name]: value } as Partial<Record<F, string>> }),
  });

  return (
    <PagedTable
      columns={columns}
      rowKey={(row) => row.id}
      query={query}
      result={result}
      onChange={setQuery}
      searchPlaceholder={
        typeof searchPlaceholder === 'string' ? searchPlaceholder : searchPlaceholder(query.filters)
      }
      filters={filters?.(bind)}
      rowSelection={rowSelection}
    />
  );
}
