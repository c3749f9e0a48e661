import type { LeadKind } from './leadTypes';

/** Back-office lead lists; the API's are /admin/register/<kind>leads/..., so no screen path is an API path. */
export const leadPaths = {
  list: (kind: LeadKind) => `/admin/leads/${kind}`,
};
