import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListQuery } from './listQuery';

export const pageSizeOptions = [10, 20, 50, 100] as const;

interface ListDefaults {
  pageSize?: number;
  sort?: string | null;
}

function positiveInteger(value: string | null): number | null {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
}

/**
 * Page, page size, keyword and sort of a list, kept in the URL so a list can be bookmarked and shared.
 * Changing anything but the page goes back to page 1, where the new result set starts.
 */
export function useListParams({
  pageSize: defaultPageSize = 20,
  sort: defaultSort = null,
}: ListDefaults = {}) {
  const [searchParams, setSearchParams] = useSearchParams();

  const query = useMemo<ListQuery>(() => {
    const pageSize = positiveInteger(searchParams.get('pageSize'));
    return {
      page: positiveInteger(searchParams.get('page')) ?? 1,
      pageSize:
        pageSize && (pageSizeOptions as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
      keyword: searchParams.get('keyword')?.trim() ?? '',
      sort: searchParams.get('sort') || defaultSort,
    };
  }, [searchParams, defaultPageSize, defaultSort]);

  const setQuery = useCallback(
    (change: Partial<ListQuery>) => {
      const next: ListQuery = { ...query, ...change };
      if (Object.keys(change).some((key) => key !== 'page')) next.page = change.page ?? 1;
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        const write = (
          key: keyof ListQuery,
          value: string | number | null,
          fallback: string | number | null,
        ) => {
          if (value === null || value === '' || value === fallback) params.delete(key);
          else params.set(key, String(value));
        };
        write('page', next.page, 1);
        write('pageSize', next.pageSize, defaultPageSize);
        write('keyword', next.keyword.trim(), '');
        write('sort', next.sort, defaultSort);
        return params;
      });
    },
    [query, setSearchParams, defaultPageSize, defaultSort],
  );

  return [query, setQuery] as const;
}
