import { Component, lazy, Suspense, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, loadChunk } from './loadChunk';
import type { RouteErrorKind } from './RouteErrorView';
import { RouteSpinner } from './RouteSpinner';

// The error pages (antd Result and its illustrations) stay out of the entry chunk every visitor downloads.
const RouteErrorView = lazy(async () => ({
  default: (await loadChunk(() => import('./RouteErrorView'))).RouteErrorView,
}));

/** When even the error page cannot be downloaded (offline), a plain notice with the same retry. */
class ViewLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
        <h1>This page could not be loaded</h1>
        <p>The connection may be slow or the site was just updated. Please try again.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    );
  }
}

function kindOf(error: unknown): RouteErrorKind {
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound';
  return isChunkLoadError(error) ? 'chunkLoad' : 'unexpected';
}

export function RouteError() {
  const error = useRouteError();
  const kind = kindOf(error);
  if (kind === 'unexpected') console.error(error);
  return (
    <ViewLoadBoundary>
      <Suspense fallback={<RouteSpinner />}>
        <RouteErrorView kind={kind} />
      </Suspense>
    </ViewLoadBoundary>
  );
}
