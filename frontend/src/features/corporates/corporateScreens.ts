import type { EditDeleteConfig } from '@/shared/EditDeleteActions';
import type { RecordScreens } from '@/shared/recordScreens';
import { useDeleteCorporateMutation } from './corporatesApi';
import { corporatePaths } from './paths';

/** The corporates' list, view, create and edit pages. */
export const corporateScreens: RecordScreens = {
  subject: 'Corporate',
  area: 'Corporates',
  noun: 'corporate',
  testId: 'corporate',
  paths: corporatePaths,
};

/** What a corporate's row and view page offer. */
export const corporateActions: EditDeleteConfig = {
  screens: corporateScreens,
  useDelete: useDeleteCorporateMutation,
  deleteDescription: 'A corporate that participants belong to cannot be deleted.',
};
