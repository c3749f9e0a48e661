import type { RecordScreens } from '@/shared/RecordFormPage';
import { userPaths } from './paths';

/** The users' create and edit pages. */
export const userScreens: RecordScreens = { subject: 'User', area: 'Users', noun: 'user', paths: userPaths };
