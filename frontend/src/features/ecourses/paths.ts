import { recordPaths } from '@/shared/recordPaths';

/** Under /admin/catalog/, so no screen path is also an API path (/admin/e-courses/..., /admin/e-course/...). */
export const ecoursePaths = recordPaths('/admin/catalog/e-courses');
