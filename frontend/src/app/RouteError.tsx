import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '@/shared/NotFound';
import { isChunkLoadError } from './loadChunk';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const reload = (
    <Button type="primary" onClick={() => window.location.reload()}>
      Retry
    </Button>
  );
  if (isChunkLoadError(error)) {
    return (
      <Result
        status="warning"
        title="This page could not be loaded"
        subTitle="The connection may be slow or the site was just updated. Please try again."
        extra={reload}
      />
    );
  }
  console.error(error);
  return (
    <Result
      status="500"
      title="Something went wrong"
      subTitle="An unexpected error stopped this page. Please try again."
      extra={reload}
    />
  );
}
