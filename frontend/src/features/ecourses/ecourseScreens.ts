import type { RecordActionsConfig } from '@/shared/RecordActions';
import type { RecordScreens } from '@/shared/recordScreens';
import { ecourseStatusHooks } from './ecoursesApi';
import { ecoursePaths } from './paths';

/** The e-courses' list, view, create and edit pages. */
export const ecourseScreens: RecordScreens = {
  subject: 'ECourse',
  area: 'E-courses',
  noun: 'e-course',
  testId: 'ecourse',
  paths: ecoursePaths,
};

/** What an e-course's row and view page offer: edit, archive or unarchive. */
export const ecourseActions: RecordActionsConfig = { screens: ecourseScreens, hooks: ecourseStatusHooks };
