import { recordPaths } from '@/shared/recordPaths';

/** Under /admin/people/, so no screen path is also an API path (/admin/corporates/..., /admin/corporate/...). */
export const corporatePaths = recordPaths('/admin/people/corporates');
