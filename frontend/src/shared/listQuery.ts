/** The query every server-paged list sends: `?page=&pageSize=&keyword=&sort=`. */
export interface ListQuery {
  page: number;
  pageSize: number;
  keyword: string;
  /** `field` sorts ascending, `-field` descending; null leaves the order to the server. */
  sort: string | null;
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
export function toRequestParams(query: ListQuery): Record<string, string | number> {
  return {
    page: query.page,
    pageSize: query.pageSize,
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
  };
}
