import type { RecordScreens } from '@/shared/recordScreens';
import { registrationAdminPaths } from './paths';

/** The registration details list and each registration's page; registrations are made at checkout, not here. */
export const registrationScreens: RecordScreens = {
  subject: 'Registration',
  area: 'Registrations',
  noun: 'registration',
  testId: 'registration',
  paths: registrationAdminPaths,
};
