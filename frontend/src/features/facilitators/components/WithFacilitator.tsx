import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { parseApiError } from '@/shared/apiError';
import { PageSpinner } from '@/shared/PageSpinner';
import { useGetFacilitatorQuery } from '../facilitatorsApi';
import type { Facilitator } from '../facilitatorTypes';
import { facilitatorsPath } from '../paths';

function idFrom(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function NotFound() {
  return (
    <Result
      status="404"
      title="There is no such facilitator"
      extra={
        <Link to={facilitatorsPath}>
          <Button type="primary">All facilitators</Button>
        </Link>
      }
    />
  );
}

/** Loads the facilitator the URL names (`:id`), then renders the page for it; a bad or unknown id is a 404. */
export function WithFacilitator({ children }: { children: (facilitator: Facilitator) => ReactNode }) {
  const id = idFrom(useParams().id);
  const { data, error, isLoading, refetch } = useGetFacilitatorQuery(id ?? skipToken);

  if (id === null) return <NotFound />;
  if (isLoading) return <PageSpinner />;
  if (error) {
    if (parseApiError(error).status === 404) return <NotFound />;
    return (
      <Alert
        type="error"
        showIcon
        title={parseApiError(error).message}
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  }
  return data ? children(data) : <NotFound />;
}
