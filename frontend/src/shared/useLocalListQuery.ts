import { useCallback, useState } from 'react';
import type { ListQuery } from './listQuery';
import { applyListChange } from './listSearchParams';

/**
 * Paging for a list inside another page (a drawer's change log, a record's participants): kept in state, not
 * in the URL, which belongs to the page around it. Starts on page 1 of `pageSize` rows.
 */
export function useLocalListQuery(pageSize = 10) {
  const [query, setQuery] = useState<ListQuery>(() => ({
    page: 1,
    pageSize,
    keyword: '',
    sort: null,
    filters: {},
  }));
  const change = useCallback(
    (next: Partial<ListQuery>) => setQuery((current) => applyListChange(current, next)),
    [],
  );
  return [query, change] as const;
}
