import type { ListQuery } from './listQuery';

export const pageSizeOptions = [10, 20, 50, 100] as const;

export type FilterValues = readonly string[] | ((value: string) => boolean);

function accepts(values: FilterValues, value: string): boolean {
  return typeof values === 'function' ? values(value) : values.includes(value);
}

/** A filter on a calendar date: accepts `YYYY-MM-DD`. */
export function isDateValue(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** A filter on an id: accepts positive whole numbers. */
export function isIdValue(value: string): boolean {
  return /^[1-9]\d*$/.test(value);
}

export interface ListDefaults<F extends string = never> {
  pageSize: number;
  sort: string | null;
  /**
   * Each extra filter with the values it accepts, or a test for them (ids of server-side lists); anything
   * else in the URL is ignored.
   */
  filters: Readonly<Record<F, FilterValues>>;
}

function positiveInteger(value: string | null): number | null {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
}

function filterNames<F extends string>(defaults: ListDefaults<F>): F[] {
  // Object.keys widens to string[]; the keys are exactly the record's F keys.
  return Object.keys(defaults.filters) as F[];
}

/** The list query a URL describes; hand-edited or stale values fall back to the defaults. */
export function readListQuery<F extends string>(
  searchParams: URLSearchParams,
  defaults: ListDefaults<F>,
): ListQuery<F> {
  const pageSize = positiveInteger(searchParams.get('pageSize'));
  const filters: Partial<Record<F, string>> = {};
  for (const name of filterNames(defaults)) {
    const value = searchParams.get(name);
    if (value && accepts(defaults.filters[name], value)) filters[name] = value;
  }
  return {
    page: positiveInteger(searchParams.get('page')) ?? 1,
    pageSize:
      pageSize && (pageSizeOptions as readonly number[]).includes(pageSize) ? pageSize : defaults.pageSize,
    keyword: searchParams.get('keyword')?.trim() ?? '',
    sort: searchParams.get('sort') || defaults.sort,
    filters,
  };
}

/**
 * The query after a change. Changing anything but the page goes back to page 1, where the new result set
 * starts; filters merge, so changing one keeps the others.
 */
export function applyListChange<F extends string>(
  query: ListQuery<F>,
  change: Partial<ListQuery<F>>,
): ListQuery<F> {
  const next: ListQuery<F> = { ...query, ...change, filters: { ...query.filters, ...change.filters } };
  if (Object.keys(change).some((key) => key !== 'page')) next.page = change.page ?? 1;
  return next;
}

/** Writes the query into the URL's parameters, leaving out defaults so shared links stay short. */
export function writeListQuery<F extends string>(
  previous: URLSearchParams,
  query: ListQuery<F>,
  defaults: ListDefaults<F>,
): URLSearchParams {
  const params = new URLSearchParams(previous);
  const write = (
    key: string,
    value: string | number | null | undefined,
    fallback: string | number | null,
  ) => {
    if (value === null || value === undefined || value === '' || value === fallback) params.delete(key);
    else params.set(key, String(value));
  };
  write('page', query.page, 1);
  write('pageSize', query.pageSize, defaults.pageSize);
  write('keyword', query.keyword.trim(), '');
  write('sort', query.sort, defaults.sort);
  for (const name of filterNames(defaults)) write(name, query.filters[name], null);
  return params;
}
