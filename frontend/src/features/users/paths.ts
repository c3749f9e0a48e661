import { recordPaths } from '@/shared/recordPaths';

/** Under /admin/people/, so no screen path is also an API path (/admin/users/..., /admin/user/...). */
export const userPaths = recordPaths('/admin/people/users');
