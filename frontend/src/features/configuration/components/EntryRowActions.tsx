import { App, Button, Flex, Popconfirm } from 'antd';
import { useShowApiError } from '@/shared/useShowApiError';
import { useDeleteEntryMutation, useSetEntryStatusMutation } from '../configurationApi';
import type { Entry, ListDescription, RecordStatus } from '../configurationTypes';
import { statusActions } from '../statusActions';

export interface EntryRowActionsProps {
  list: ListDescription;
  entry: Entry;
  onEdit: (entry: Entry) => void;
}

const statusChanged: Record<RecordStatus, string> = {
  Active: 'Activated',
  Inactive: 'Deactivated',
  Archive: 'Archived',
};

/** Edit, the status changes and delete for one entry; the server's refusals (a default, in use) are shown. */
export function EntryRowActions({ list, entry, onEdit }: EntryRowActionsProps) {
  const [setStatus, statusState] = useSetEntryStatusMutation();
  const [deleteEntry, deleteState] = useDeleteEntryMutation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();
  const busy = statusState.isLoading || deleteState.isLoading;

  const changeStatus = async (status: RecordStatus) => {
    try {
      await setStatus({ list, id: entry.id, status }).unwrap();
      void message.success(statusChanged[status]);
    } catch (error) {
      showApiError(error);
    }
  };

  const remove = async () => {
    try {
      await deleteEntry({ list: list.name, id: entry.id }).unwrap();
      void message.success('Deleted');
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <Flex gap={4} wrap={false}>
      <Button size="small" type="link" onClick={() => onEdit(entry)} disabled={busy}>
        Edit
      </Button>
      {statusActions(entry.status).map((action) => (
        <Button
          key={action.label}
          size="small"
          type="link"
          disabled={busy}
          onClick={() => void changeStatus(action.status)}
        >
          {action.label}
        </Button>
      ))}
      <Popconfirm
        title="Delete this entry?"
        description="Entries in use cannot be deleted; archive them instead."
        okText="Delete"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onConfirm={remove}
      >
        <Button size="small" type="link" danger disabled={busy} loading={deleteState.isLoading}>
          Delete
        </Button>
      </Popconfirm>
    </Flex>
  );
}
