import type { RecordActionsConfig } from '@/shared/RecordActions';
import type { RecordScreens } from '@/shared/recordScreens';
import { courseStatusHooks } from './coursesApi';
import { coursePaths } from './paths';

/** The courses' list, view, create and edit pages. */
export const courseScreens: RecordScreens = {
  subject: 'Course',
  area: 'Courses',
  noun: 'course',
  testId: 'course',
  paths: coursePaths,
};

/** What a course's row and view page offer. */
export const courseActions: RecordActionsConfig = {
  screens: courseScreens,
  hooks: courseStatusHooks,
  deleteDescription: 'Courses in use cannot be deleted; archive them instead.',
};
