/**
 * The query every server-paged list sends: `?page=&pageSize=&keyword=&sort=`, plus the list's own filters
 * (`F` names them, e.g. `status`), which travel under their own names.
 */
export interface ListQuery<F extends string = never> {
  page: number;
  pageSize: number;
  keyword: string;
  /** `field` sorts ascending, `-field` descending; null leaves the order to the server. */
  sort: string | null;
  /** A filter that is not set is absent (or empty), so the server applies none. */
  filters: Partial<Record<F, string>>;
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export type SortOrder = 'ascend' | 'descend';

export function parseSort(sort: string | null): { field: string; order: SortOrder } | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { field: sort.slice(1), order: 'descend' } : { field: sort, order: 'ascend' };
}

export function formatSort(field: string, order: SortOrder): string {
  return order === 'descend' ? `-${field}` : field;
}

/** Drops empty values so the URL and the request stay short. */
export function toRequestParams<F extends string>(query: ListQuery<F>): Record<string, string | number> {
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries<string | undefined>(query.filters)) {
    if (value) filters[name] = value;
  }
  return {
    page: query.page,
    pageSize: query.pageSize,
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
    ...filters,
  };
}
