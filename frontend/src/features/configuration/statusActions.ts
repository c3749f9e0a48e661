import type { RecordStatus } from './configurationTypes';

export interface StatusAction {
  label: 'Activate' | 'Deactivate' | 'Archive';
  status: RecordStatus;
}

/** The status buttons of an entry: switch it on or off, and archive what is not archived yet. */
export function statusActions(status: RecordStatus): StatusAction[] {
  const toggle: StatusAction =
    status === 'Active'
      ? { label: 'Deactivate', status: 'Inactive' }
      : { label: 'Activate', status: 'Active' };
  return status === 'Archive' ? [toggle] : [toggle, { label: 'Archive', status: 'Archive' }];
}
