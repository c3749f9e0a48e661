import { redirect, type RouteObject } from 'react-router';
import { loadChunk } from '@/app/loadChunk';
import { registrationPaths } from '@/features/registration/paths';

/**
 * The public registration steps (spec 2.1), the pages after payment, and the course families' pages,
 * children of the public layout.
 */
export const registrationRoutes: RouteObject[] = [
  {
    path: 'registration',
    children: [
      {
        index: true,
        // Spec 2.1: /registration goes to the first step, keeping a chosen event (?eventId=).
        loader: ({ request }) => redirect(`${registrationPaths.step1}${new URL(request.url).search}`),
      },
      {
        path: 'step/1',
        lazy: async () => ({
          Component: (await loadChunk(() => import('@/public/pages/registration/RegistrationStep1')))
            .RegistrationStep1,
        }),
      },
      {
        path: 'step/2',
        lazy: async () => ({
          Component: (await loadChunk(() => import('@/public/pages/registration/RegistrationStep2')))
            .RegistrationStep2,
        }),
      },
      {
        path: 'step/3',
        lazy: async () => ({
          Component: (await loadChunk(() => import('@/public/pages/registration/RegistrationStep3')))
            .RegistrationStep3,
        }),
      },
      {
        path: 'thank-you',
        lazy: async () => ({
          Component: (await loadChunk(() => import('@/public/pages/registration/ThankYou'))).ThankYou,
        }),
      },
      {
        path: 'card-success',
        lazy: async () => ({
          Component: (await loadChunk(() => import('@/public/pages/registration/CardSuccess'))).CardSuccess,
        }),
      },
      {
        path: 'paypal/return',
        lazy: async () => ({
          Component: (await loadChunk(() => import('@/public/pages/registration/PaypalReturn'))).PaypalReturn,
        }),
      },
    ],
  },
  {
    // /courses/upcoming, a static path, still wins over this one.
    path: 'courses/:family',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/public/pages/courses/CourseFamilyPage'))).CourseFamilyPage,
    }),
  },
];
