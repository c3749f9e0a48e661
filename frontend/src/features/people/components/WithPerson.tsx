import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { parseApiError } from '@/shared/apiError';
import { PageSpinner } from '@/shared/PageSpinner';
import type { PersonFormValues } from '../personForm';
import type { PersonKind } from '../personKind';
import type { Person } from '../personTypes';

function idFrom(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function NotFound({ noun, area, path }: { noun: string; area: string; path: string }) {
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

export interface WithPersonProps<T extends Person, V extends PersonFormValues> {
  kind: PersonKind<T, V>;
  children: (person: T) => ReactNode;
}

/** Loads the person the URL names (`:id`), then renders the page for them; a bad or unknown id is a 404. */
export function WithPerson<T extends Person, V extends PersonFormValues>({
  kind,
  children,
}: WithPersonProps<T, V>) {
  const id = idFrom(useParams().id);
  const { data, error, isLoading, refetch } = kind.api.useOne(id ?? skipToken);
  const notFound = <NotFound noun={kind.noun} area={kind.area} path={kind.paths.list} />;

  if (id === null) return notFound;
  if (isLoading) return <PageSpinner />;
  if (error) {
    if (parseApiError(error).status === 404) return notFound;
    return (
      <Alert
        type="error"
        showIcon
        title={parseApiError(error).message}
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  }
  return data ? children(data) : notFound;
}
