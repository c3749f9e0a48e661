import { App } from 'antd';
import { useShowApiError } from './useShowApiError';

type UseMutation<A> = () => readonly [(arg: A) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

/** The archive, unarchive and delete mutations of one kind of record; RTK Query's generated hooks fit. */
export interface RecordStatusHooks {
  useArchive: UseMutation<number>;
  useUnarchive: UseMutation<number>;
  /** Left out for kinds that are never deleted (participants, which are merged instead). */
  useDelete?: UseMutation<number>;
}

const cannotDelete = [
  () => ({ unwrap: () => Promise.reject(new Error('This kind of record cannot be deleted')) }),
  { isLoading: false },
] as const;

/** Stands in for a missing delete mutation, so the same hooks run on every render. */
const useNoDelete: UseMutation<number> = () => cannotDelete;

/**
 * Archive, unarchive and delete for one record, each telling the user how it went; the server's
 * refusals (a 409 "used by ...; archive instead") are shown as it words them.
 */
export function useRecordStatus(api: RecordStatusHooks, record: { id: number; status: string }) {
  const [archive, archiveState] = api.useArchive();
  const [unarchive, unarchiveState] = api.useUnarchive();
  const useDelete = api.useDelete ?? useNoDelete;
  const [remove, removeState] = useDelete();
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
      record.status === 'Archived'
        ? run(() => unarchive(record.id).unwrap(), 'Unarchived')
        : run(() => archive(record.id).unwrap(), 'Archived'),
    remove: () => run(() => remove(record.id).unwrap(), 'Deleted'),
  };
}
