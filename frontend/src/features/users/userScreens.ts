import type { EditDeleteConfig } from '@/shared/EditDeleteActions';
import type { RecordScreens } from '@/shared/recordScreens';
import { userPaths } from './paths';
import { useDeleteUserMutation } from './usersApi';

/** The users' list, view, create and edit pages. */
export const userScreens: RecordScreens = {
  subject: 'User',
  area: 'Users',
  noun: 'user',
  testId: 'user',
  paths: userPaths,
};

/** What a user's row and view page offer, besides changing another's password. */
export const userActions: EditDeleteConfig = {
  screens: userScreens,
  useDelete: useDeleteUserMutation,
  deleteDescription: 'A login that records refer to cannot be deleted; set it inactive instead.',
};
