/** The spec's paths of the participant's profile pages (the API's calls sit beside them on POST). */
export const profilePaths = {
  view: '/profile',
  create: '/profile/create',
  edit: '/profile/edit',
  changePassword: '/profile/settings/change-password',
} as const;
