import { App } from 'antd';
import { useShowApiError } from '@/shared/useShowApiError';
import {
  useArchiveFacilitatorMutation,
  useDeleteFacilitatorMutation,
  useUnarchiveFacilitatorMutation,
} from './facilitatorsApi';
import type { Facilitator } from './facilitatorTypes';

/**
 * Archive, unarchive and delete for one facilitator, each telling the user how it went; the server's
 * refusals (a 409 "used by ...; archive instead") are shown as it words them.
 */
export function useFacilitatorStatus(facilitator: Facilitator) {
  const [archive, archiveState] = useArchiveFacilitatorMutation();
  const [unarchive, unarchiveState] = useUnarchiveFacilitatorMutation();
  const [remove, removeState] = useDeleteFacilitatorMutation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();

  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await action();
      void message.success(done);
      return true;
    } catch (error) {
      showApiError(error);
      return false;
    }
  };

  return {
    busy: archiveState.isLoading || unarchiveState.isLoading || removeState.isLoading,
    deleting: removeState.isLoading,
    toggleArchived: () =>
      facilitator.status === 'Archived'
        ? run(() => unarchive(facilitator.id).unwrap(), 'Unarchived')
        : run(() => archive(facilitator.id).unwrap(), 'Archived'),
    remove: () => run(() => remove(facilitator.id).unwrap(), 'Deleted'),
  };
}
