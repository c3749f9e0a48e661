/** Public pages of the RES area. */
export const resPaths = {
  letterOfUndertaking: (token: string) => `/res/letter-of-undertaking/${token}`,
  skillsFuture: '/skillsfuture',
};
