import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadErrorAlert } from './LoadErrorAlert';
import { PageSpinner } from './PageSpinner';
import { idFrom } from './WithRecord';

interface CopyQueryState<C> {
  data?: C;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A feature's query hook for a record's unsaved copy; RTK Query's generated hooks fit as they are. */
export type UseCopy<C> = (
  id: number | SkipToken,
  options: { refetchOnMountOrArgChange: boolean },
) => CopyQueryState<C>;

/**
 * The server's unsaved copy of the record `?from={id}` names, for Duplicate: asked from the server, so the
 * link also works when opened in a new tab. `skip` when the page already has something to start from.
 */
export function useCopyFromUrl<C>(useCopy: UseCopy<C>, skip = false) {
  const [searchParams] = useSearchParams();
  const fromId = skip ? null : idFrom(searchParams.get('from'));
  const copy = useCopy(fromId ?? skipToken, { refetchOnMountOrArgChange: true });
  return { fromId, copy: fromId === null ? null : copy };
}

/** The create form once the copy it starts from has loaded; a spinner until then, or why it could not load. */
export function WithCopy({ copy, children }: { copy: CopyQueryState<unknown> | null; children: ReactNode }) {
  if (copy?.isFetching) return <PageSpinner />;
  if (copy?.error) return <LoadErrorAlert error={copy.error} onRetry={copy.refetch} />;
  return children;
}
