import { App } from 'antd';
import { useShowApiError } from '@/shared/useShowApiError';
import type { PersonApiHooks } from './personKind';
import type { Person } from './personTypes';

/**
 * Archive, unarchive and delete for one person, each telling the user how it went; the server's
 * refusals (a 409 "used by ...; archive instead") are shown as it words them.
 */
export function usePersonStatus<T extends Person>(api: PersonApiHooks<T>, person: T) {
  const [archive, archiveState] = api.useArchive();
  const [unarchive, unarchiveState] = api.useUnarchive();
  const [remove, removeState] = api.useDelete();
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
      person.status === 'Archived'
        ? run(() => unarchive(person.id).unwrap(), 'Unarchived')
        : run(() => archive(person.id).unwrap(), 'Archived'),
    remove: () => run(() => remove(person.id).unwrap(), 'Deleted'),
  };
}
