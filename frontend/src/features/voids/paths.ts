import type { VoidableDocument } from './voidTypes';

/** The void screens; none equals an API path (the API's are /admin/register/voidentry/... and /admin/reports/...). */
export const voidPaths = {
  entry: (type?: VoidableDocument, no?: string) =>
    type && no ? `/admin/voids/entry?${new URLSearchParams({ type, no }).toString()}` : '/admin/voids/entry',
  report: '/admin/voids/report',
};
