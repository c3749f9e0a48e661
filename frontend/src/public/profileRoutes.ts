import type { RouteObject } from 'react-router';
import { loadChunk } from '@/app/loadChunk';

/**
 * The participant's profile pages at the spec's paths, children of the public layout. Creating a profile
 * is signing up, so only that page is open to visitors.
 */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile/create',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/public/pages/profile/ProfileCreate'))).ProfileCreate,
    }),
  },
  {
    path: 'profile',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/public/RequireSignIn'))).RequireSignIn,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await loadChunk(() => import('@/public/pages/profile/ProfileView'))).ProfileView,
        }),
      },
      {
        path: 'edit',
        lazy: async () => ({
          Component: (await loadChunk(() => import('@/public/pages/profile/ProfileEdit'))).ProfileEdit,
        }),
      },
      {
        path: 'settings/change-password',
        lazy: async () => ({
          Component: (await loadChunk(() => import('@/public/pages/profile/ChangePassword'))).ChangePassword,
        }),
      },
    ],
  },
];
