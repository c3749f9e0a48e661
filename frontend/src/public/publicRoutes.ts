import type { RouteObject } from 'react-router';
import { loadChunk } from '@/app/loadChunk';

/** The route that holds publicPages once the router has discovered them. */
export const publicPagesRouteId = 'public-pages';

/**
 * The public site's routes the entry chunk knows, children of the public layout: the home page, built
 * without antd so a first visit loads none, and the route that puts the other pages in antd's provider.
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await loadChunk(() => import('./pages/Home'))).Home }),
  },
  {
    id: publicPagesRouteId,
    lazy: async () => ({ Component: (await loadChunk(() => import('@/app/AntdProvider'))).AntdOutlet }),
  },
];
