import { Button, Result } from 'antd';
import { NotFound } from '@/shared/NotFound';
import { AntdProvider } from './AntdProvider';

export type RouteErrorKind = 'notFound' | 'chunkLoad' | 'unexpected';

function ErrorResult({ kind }: { kind: RouteErrorKind }) {
  if (kind === 'notFound') return <NotFound />;
  const reload = (
    <Button type="primary" onClick={() => window.location.reload()}>
      Retry
    </Button>
  );
  if (kind === 'chunkLoad') {
    return (
      <Result
        status="warning"
        title="This page could not be loaded"
        subTitle="The connection may be slow or the site was just updated. Please try again."
        extra={reload}
      />
    );
  }
  return (
    <Result
      status="500"
      title="Something went wrong"
      subTitle="An unexpected error stopped this page. Please try again."
      extra={reload}
    />
  );
}

/** The error pages' antd Result (with its illustrations), loaded only when a route fails. */
export function RouteErrorView({ kind }: { kind: RouteErrorKind }) {
  return (
    <AntdProvider>
      <ErrorResult kind={kind} />
    </AntdProvider>
  );
}
