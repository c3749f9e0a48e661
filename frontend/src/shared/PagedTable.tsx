import { Alert, Flex, Input, Select, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { parseApiError } from './apiError';
import { formatSort, parseSort, type ListQuery, type Paged } from './listQuery';
import { Pagination } from './pagination/Pagination';
import { pageSizeOptions } from './listSearchParams';

type TableChange<T> = NonNullable<TableProps<T>['onChange']>;

/** Below this a column is too narrow to read: a narrower screen scrolls the table, never the page. */
const minColumnWidth = 100;

/** What an RTK Query list hook returns, as far as the table needs it. */
export interface PagedResult<T> {
  data?: Paged<T>;
  error?: unknown;
  isFetching: boolean;
}

export interface PagedTableProps<T, F extends string = never> {
  /** Sortable columns set `sorter: true` and a `key` naming the server's sort field. */
  columns: TableColumnsType<T>;
  rowKey: (row: T) => Key;
  query: ListQuery<F>;
  result: PagedResult<T>;
  onChange: (change: Partial<ListQuery<F>>) => void;
  searchPlaceholder?: string;
  /** False for lists the server cannot search (a change log ...); the box would do nothing there. */
  searchable?: boolean;
  /** The list's own filter controls (a status select ...), shown beside the search box. */
  filters?: ReactNode;
  onRowClick?: (row: T) => void;
  /** Checkboxes for bulk actions; the list says what to do with the chosen rows. */
  rowSelection?: TableProps<T>['rowSelection'];
  /** Rows under the page (a report's totals over every page). */
  summary?: TableProps<T>['summary'];
  /** Rows that open to show what is behind them (a report's drill-down). */
  expandable?: TableProps<T>['expandable'];
}

/** A server-paged list: keyword search above, the spec's pagination widget below, sorting by column headers. */
export function PagedTable<T extends object, F extends string = never>({
  columns,
  rowKey,
  query: { page, pageSize, keyword, sort },
  result: { data, error, isFetching },
  onChange,
  searchPlaceholder = 'Search',
  searchable = true,
  filters,
  onRowClick,
  rowSelection,
  summary,
  expandable,
}: PagedTableProps<T, F>) {
  const total = data?.total ?? 0;
  const activeSort = parseSort(sort);
  // Columns share the table's width and cut long text with an ellipsis (the whole text on hover), so a list
  // fits a 1366 px screen instead of growing as wide as its longest cell.
  const controlledColumns = columns.map((column) => ({
    ellipsis: true,
    ...column,
    ...(column.sorter
      ? { sortOrder: activeSort && activeSort.field === column.key ? activeSort.order : null }
      : {}),
  }));
  const minWidth = columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : minColumnWidth),
    rowSelection ? 48 : 0,
  );
  const pageCount = Math.ceil(total / pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  const handleTableChange: TableChange<T> = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.columnKey;
    onChange({ sort: field && single.order ? formatSort(String(field), single.order) : null });
  };

  return (
    <Flex vertical gap="middle">
      {error !== undefined && <Alert type="error" showIcon title={parseApiError(error).message} />}
      {(searchable || filters) && (
        <Flex wrap gap="small" align="center">
          {searchable && (
            <Input.Search
              // Remount when the URL changes underneath (back button), so the box shows the keyword in use.
              key={keyword}
              defaultValue={keyword}
              placeholder={searchPlaceholder}
              allowClear
              enterButton
              onSearch={(value) => onChange({ keyword: value.trim() })}
              style={{ maxWidth: 400 }}
              data-testid="list-search"
            />
          )}
          {filters}
        </Flex>
      )}
      <Table<T>
        columns={controlledColumns}
        dataSource={data?.items ?? []}
        rowKey={rowKey}
        loading={isFetching}
        pagination={false}
        sortDirections={['ascend', 'descend']}
        onChange={handleTableChange}
        onRow={
          onRowClick ? (row) => ({ onClick: () => onRowClick(row), style: { cursor: 'pointer' } }) : undefined
        }
        rowSelection={rowSelection}
        summary={summary}
        expandable={expandable}
        scroll={{ x: minWidth }}
      />
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary" data-testid="list-range">
          {total === 0 ? 'No results' : `${first}–${last} of ${total}`}
        </Typography.Text>
        <Flex align="center" gap="small" wrap>
          <Pagination page={page} pageCount={pageCount} onChange={(next) => onChange({ page: next })} />
          <Select
            size="small"
            value={pageSize}
            onChange={(next) => onChange({ pageSize: next })}
            options={pageSizeOptions.map((size) => ({ value: size, label: `${size} / page` }))}
            aria-label="Rows per page"
          />
        </Flex>
      </Flex>
    </Flex>
  );
}
