import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { publicPagesRouteId, publicRoutes } from '@/public/publicRoutes';
import { loadChunk } from './loadChunk';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RouteSpinner } from './RouteSpinner';

const adminRouteId = 'admin';

/**
 * The route tables of the pages built with antd (the back office's, the public site's beyond the home
 * page) are chunks of their own too: React Router asks for them when a path matches none of the routes
 * it has, or only a splat or a parameter (lazy route discovery), and adds them to their area.
 */
const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path === '/admin' || path.startsWith('/admin/')) {
    patch(adminRouteId, (await loadChunk(() => import('@/admin/adminRoutes'))).adminRoutes);
  } else {
    patch(publicPagesRouteId, (await loadChunk(() => import('@/public/publicPages'))).publicPages);
  }
};

/**
 * Each area and page is its own chunk, so the public site never downloads the back office, and the home
 * page loads no antd (the root, the public layout and the home page are built without it).
 */
export const router = createBrowserRouter(
  [
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: RouteSpinner,
      children: [
        {
          path: '/',
          lazy: async () => ({
            Component: (await loadChunk(() => import('@/public/PublicLayout'))).PublicLayout,
          }),
          children: publicRoutes,
        },
        {
          id: adminRouteId,
          path: '/admin',
          lazy: async () => ({
            Component: (await loadChunk(() => import('@/admin/AdminLayout'))).AdminLayout,
          }),
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await loadChunk(() => import('@/admin/pages/Dashboard'))).Dashboard,
              }),
            },
          ],
        },
      ],
    },
  ],
  { patchRoutesOnNavigation: discoverRoutes },
);
