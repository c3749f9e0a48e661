import type { RouteObject } from 'react-router';
import { loadChunk } from '@/app/loadChunk';
import { upcomingCoursesPath } from '@/features/events/paths';
import { publicLeadForms } from '@/features/leads/leadTypes';
import { infoPaths } from './infoPaths';
import { profileRoutes } from './profileRoutes';
import { registrationRoutes } from './registrationRoutes';

const infoPage = {
  lazy: async () => ({ Component: (await loadChunk(() => import('./pages/info/InfoPage'))).InfoPage }),
};

/**
 * The public site's pages built with antd, each its own chunk: children of publicRoutes' antd route,
 * added on the first visit to one of them (app/router.tsx), so the entry chunk does not carry this table.
 * Spec 2.1's named routes (/registration, /profile, /articles/...) join here as their pages are built.
 */
export const publicPages: RouteObject[] = [
  {
    path: upcomingCoursesPath.slice(1),
    lazy: async () => ({
      Component: (await loadChunk(() => import('./pages/UpcomingCourses'))).UpcomingCourses,
    }),
  },
  {
    path: 'login',
    lazy: async () => ({ Component: (await loadChunk(() => import('./pages/Login'))).Login }),
  },
  ...profileRoutes,
  ...registrationRoutes,
  {
    // Public: a seat's QR opens it on the participant's own phone, signed in or not.
    path: 'attendance/pass/:code',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/attendance/pages/AttendancePassPage')))
        .AttendancePassPage,
    }),
  },
  {
    // Public: the link in the letter's e-mail opens it, signed in or not.
    path: 'res/letter-of-undertaking/:token',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/res/pages/ResLouPage'))).ResLouPage,
    }),
  },
  {
    path: 'skillsfuture',
    lazy: async () => ({
      Component: (await loadChunk(() => import('@/features/res/pages/SkillsFutureInfoPage')))
        .SkillsFutureInfoPage,
    }),
  },
  // The public enquiry forms (spec 7.6 leads), one per lead kind.
  ...(['res', 'other', 'wsq'] as const).map((kind) => ({
    path: publicLeadForms[kind].path.slice(1),
    lazy: async () => {
      const pages = await loadChunk(() => import('@/features/leads/pages/LeadFormPage'));
      const Component = {
        res: pages.ResLeadPage,
        other: pages.OtherLeadPage,
        wsq: pages.DigitalTrainingInterestPage,
      }[kind];
      return { Component };
    },
  })),
  { path: infoPaths.about.slice(1), ...infoPage },
  { path: infoPaths.privacy.slice(1), ...infoPage },
  { path: infoPaths.terms.slice(1), ...infoPage },
  { path: infoPaths.faqs.slice(1), ...infoPage },
  {
    path: infoPaths.articles.slice(1),
    lazy: async () => ({
      Component: (await loadChunk(() => import('./pages/info/ArticlesPage'))).ArticlesPage,
    }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await loadChunk(() => import('@/shared/NotFound'))).NotFound }),
  },
];
