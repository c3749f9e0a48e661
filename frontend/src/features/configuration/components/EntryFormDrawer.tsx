import { Drawer } from 'antd';
import type { Entry, ListDescription } from '../configurationTypes';
import { EntryForm } from './EntryForm';

export interface EntryFormDrawerProps {
  list: ListDescription;
  open: boolean;
  /** The entry to edit, or null to create one; kept while the drawer slides shut. */
  entry: Entry | null;
  onClose: () => void;
}

export function EntryFormDrawer({ list, open, entry, onClose }: EntryFormDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={entry ? 'Edit entry' : 'Add entry'}
      size="large"
      // A fresh form on every opening, so one entry's values or errors never show on the next.
      destroyOnHidden
      data-testid="entry-drawer"
    >
      <EntryForm key={entry?.id ?? 'new'} list={list} entry={entry} onSaved={onClose} onCancel={onClose} />
    </Drawer>
  );
}
