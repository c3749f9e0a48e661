/** One row of a record's change log, as every `/admin/.../logs` route answers it. */
export interface ChangeLogEntry {
  id: number;
  action: 'create' | 'update' | 'delete';
  /** The changed field's API name on updates; null on create and delete. */
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
  changedAt: string;
  changedBy: { id: number; name: string } | null;
}

/** What a change-log query needs: whose log, and which page of it. */
export interface ChangeLogArgs {
  id: number;
  page: number;
  pageSize: number;
}

export interface ChangeLogRow {
  who: string;
  field: string;
  oldValue: string;
  newValue: string;
}

const actionLabels: Record<Exclude<ChangeLogEntry['action'], 'update'>, string> = {
  create: 'Created',
  delete: 'Deleted',
};

const blank = '—';

/** "mobileNo" → "Mobile no": readable enough for a field a feature did not name. */
export function humanizeField(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The cells of one log row. Creating and deleting touch the whole record, so the field cell names the action
 * instead; `fieldLabels` gives a feature's own wording for its API field names.
 */
export function describeChange(
  entry: ChangeLogEntry,
  fieldLabels: Readonly<Record<string, string>> = {},
): ChangeLogRow {
  const field =
    entry.action === 'update'
      ? entry.field
        ? (fieldLabels[entry.field] ?? humanizeField(entry.field))
        : blank
      : actionLabels[entry.action];
  return {
    // No user means the system changed it (an import, a scheduled job ...).
    who: entry.changedBy?.name ?? 'System',
    field,
    oldValue: entry.oldValue ?? blank,
    newValue: entry.newValue ?? blank,
  };
}
