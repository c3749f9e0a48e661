import type { RecordScreens } from '@/shared/RecordFormPage';
import { ecoursePaths } from './paths';

/** The e-courses' create and edit pages. */
export const ecourseScreens: RecordScreens = {
  subject: 'ECourse',
  area: 'E-courses',
  noun: 'e-course',
  paths: ecoursePaths,
};
