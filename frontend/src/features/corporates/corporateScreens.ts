import type { RecordScreens } from '@/shared/RecordFormPage';
import { corporatePaths } from './paths';

/** The corporates' create and edit pages. */
export const corporateScreens: RecordScreens = {
  subject: 'Corporate',
  area: 'Corporates',
  noun: 'corporate',
  paths: corporatePaths,
};
