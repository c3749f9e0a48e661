/**
 * Every screen path of the public site as publicRoutes and publicPages declare it (publicRoutes.spec.ts keeps them in
 * step), so the checks that must visit every public page (the phone layout, a clean console) find a new page
 * without anyone remembering to add it. Free of imports, so the browser tests can read it.
 */
export const publicScreenPaths = [
  '/',
  '/courses/upcoming',
  '/login',
  '/profile/create',
  '/profile',
  '/profile/edit',
  '/profile/settings/change-password',
  '/registration',
  '/registration/step/1',
  '/registration/step/2',
  '/registration/step/3',
  '/registration/thank-you',
  '/registration/card-success',
  '/registration/paypal/return',
  '/courses/:family',
  '/attendance/pass/:code',
  '/res/letter-of-undertaking/:token',
  '/skillsfuture',
  '/res/enquiry',
  '/other-training/enquiry',
  '/digital-training/interest',
  '/about',
  '/privacy',
  '/terms',
  '/faqs',
  '/articles',
] as const;
