import { useCallback, useMemo } from 'react';
import type { ListQuery } from './listQuery';
import {
  applyListChange,
  readListQuery,
  writeListQuery,
  type FilterValues,
  type ListDefaults,
} from './listSearchParams';
import { useSearchParamsUpdater } from './useSearchParamsUpdater';

export { pageSizeOptions } from './listSearchParams';

const noFilters: Readonly<Record<never, FilterValues>> = {};

/**
 * Page, page size, keyword, sort and the list's own filters, kept in the URL so a list can be bookmarked
 * and shared. Pass `filters` as a module-level constant, so the query keeps its identity between renders.
 */
export function useListParams<F extends string = never>({
  pageSize = 20,
  sort = null,
  filters = noFilters as Readonly<Record<F, FilterValues>>,
}: Partial<ListDefaults<F>> = {}) {
  const [searchParams, updateSearchParams] = useSearchParamsUpdater();
  const defaults = useMemo<ListDefaults<F>>(() => ({ pageSize, sort, filters }), [pageSize, sort, filters]);

  const query = useMemo(() => readListQuery(searchParams, defaults), [searchParams, defaults]);

  // The change applies to the query in the URL now, not to the one this render read: a second change made
  // before the first has rendered (a filter, then a page) keeps the first.
  const setQuery = useCallback(
    (change: Partial<ListQuery<F>>) =>
      updateSearchParams((current) =>
        writeListQuery(current, applyListChange(readListQuery(current, defaults), change), defaults),
      ),
    [updateSearchParams, defaults],
  );

  return [query, setQuery] as const;
}
