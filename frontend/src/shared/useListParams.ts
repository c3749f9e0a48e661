import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListQuery } from './listQuery';
import {
  applyListChange,
  readListQuery,
  writeListQuery,
  type FilterValues,
  type ListDefaults,
} from './listSearchParams';

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
  const [searchParams, setSearchParams] = useSearchParams();
  const defaults = useMemo<ListDefaults<F>>(() => ({ pageSize, sort, filters }), [pageSize, sort, filters]);

  const query = useMemo(() => readListQuery(searchParams, defaults), [searchParams, defaults]);

  const setQuery = useCallback(
    (change: Partial<ListQuery<F>>) => {
      const next = applyListChange(query, change);
      setSearchParams((previous) => writeListQuery(previous, next, defaults));
    },
    [query, setSearchParams, defaults],
  );

  return [query, setQuery] as const;
}
