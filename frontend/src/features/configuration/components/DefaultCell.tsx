import { App, Button, Tag } from 'antd';
import { useShowApiError } from '@/shared/useShowApiError';
import { useSetDefaultEntryMutation } from '../configurationApi';
import type { Entry, ListDescription } from '../configurationTypes';

export interface DefaultCellProps {
  list: ListDescription;
  entry: Entry;
  canEdit: boolean;
}

/** Marks the list's one default entry, and lets an editor move the mark to another entry. */
export function DefaultCell({ list, entry, canEdit }: DefaultCellProps) {
  const [setDefault, { isLoading }] = useSetDefaultEntryMutation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();

  if (entry.isDefault) return <Tag color="blue">Default</Tag>;
  if (!canEdit) return null;

  const makeDefault = async () => {
    try {
      await setDefault({ list, id: entry.id }).unwrap();
      void message.success(`${entry.name} is now the default`);
    } catch (error) {
      // Only an active entry can be the default; the server says so.
      showApiError(error);
    }
  };

  return (
    <Button size="small" onClick={() => void makeDefault()} loading={isLoading}>
      Make default
    </Button>
  );
}
