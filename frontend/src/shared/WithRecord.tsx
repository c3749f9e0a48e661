import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { parseApiError } from './apiError';
import { LoadErrorAlert } from './LoadErrorAlert';
import { PageSpinner } from './PageSpinner';

/** A record id from the URL, or null for anything that cannot be one. */
export function idFrom(param: string | null | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function RecordNotFound({ noun, area, path }: { noun: string; area: string; path: string }) {
  return (
    <Result
      status="404"
      title={`There is no such ${noun}`}
      extra={
        <Link to={path}>
          <Button type="primary">All {area.toLowerCase()}</Button>
        </Link>
      }
    />
  );
}

/** What the page uses of an RTK Query hook for one record; the generated hooks fit as they are. */
export type UseRecord<T> = (id: number | SkipToken) => {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
};

export interface WithRecordProps<T> {
  useOne: UseRecord<T>;
  /** "trainer": the 404's wording. */
  noun: string;
  /** "Trainers" and the list's path: the 404's way back. */
  area: string;
  listPath: string;
  children: (record: T) => ReactNode;
}

/** Loads the record the URL names (`:id`), then renders the page for it; a bad or unknown id is a 404. */
export function WithRecord<T>({ useOne, noun, area, listPath, children }: WithRecordProps<T>) {
  const id = idFrom(useParams().id);
  const { data, error, isLoading, refetch } = useOne(id ?? skipToken);
  const notFound = <RecordNotFound noun={noun} area={area} path={listPath} />;

  if (id === null) return notFound;
  if (isLoading) return <PageSpinner />;
  if (error) {
    if (parseApiError(error).status === 404) return notFound;
    return <LoadErrorAlert error={error} onRetry={refetch} />;
  }
  return data ? children(data) : notFound;
}
