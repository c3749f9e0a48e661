import { useCallback } from 'react';
import { useNavigate, useSearchParams, type NavigateOptions } from 'react-router';

/** The next query, built from the current one. */
export type SearchParamsUpdate = (current: URLSearchParams) => URLSearchParams;

/**
 * The URL's query, and a way to change part of it that never drops an earlier change.
 *
 * React Router's `setSearchParams(updater)` hands the updater the query of the last render, not the URL's.
 * Its navigations render as transitions, so a change made before the previous one has rendered (Record B
 * picked while Record A's pick is still rendering, two changes in one handler) starts from the old query
 * and silently undoes the previous one. Each update here starts from the address bar, which the router
 * writes as soon as it navigates.
 */
export function useSearchParamsUpdater() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const update = useCallback(
    (change: SearchParamsUpdate, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(window.location.search));
      void navigate(`?${next.toString()}`, options);
    },
    [navigate],
  );
  return [searchParams, update] as const;
}
