import type { Entry, EntryInput, FieldDescription, FieldValue, ListDescription } from './configurationTypes';
import { centsToDollars, dollarsToCents } from '@/shared/money';

/** What the entry form holds, by field name: money in dollars, empty inputs as null or ''. */
export type EntryFormValues = Record<string, FieldValue | undefined>;

/** The form's own fields besides the list's: code (when the list has one), name and order. */
export function formFieldNames(list: ListDescription): string[] {
  return [...(list.hasCode ? ['code'] : []), 'name', 'sortOrder', ...list.fields.map((field) => field.name)];
}

function toFormValue(field: FieldDescription, value: FieldValue | undefined): FieldValue {
  if (value === undefined || value === null) return field.type === 'boolean' ? false : null;
  if (field.type === 'money' && typeof value === 'number') return centsToDollars(value);
  return value;
}

/** The form's starting values: the entry's, or a blank entry's when creating (switches start off). */
export function initialFormValues(list: ListDescription, entry: Entry | null): EntryFormValues {
  const values: EntryFormValues = {
    ...(list.hasCode ? { code: entry?.code ?? '' } : {}),
    name: entry?.name ?? '',
    sortOrder: entry?.sortOrder ?? null,
  };
  for (const field of list.fields) values[field.name] = toFormValue(field, entry?.[field.name]);
  return values;
}

function trimmedOrNull(value: FieldValue | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function numberOrNull(value: FieldValue | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function toApiValue(field: FieldDescription, value: FieldValue | undefined): FieldValue {
  switch (field.type) {
    case 'text':
    case 'richText':
    case 'date':
    case 'time':
    case 'enum':
      // An emptied optional field is cleared; '' would fail the server's pattern and date checks.
      return trimmedOrNull(value);
    case 'integer':
    case 'percent':
    case 'reference':
      return numberOrNull(value);
    case 'money': {
      const amount = numberOrNull(value);
      return amount === null ? null : dollarsToCents(amount);
    }
    case 'boolean':
      return value === true;
  }
}

/** The save request for the form's values; `id` is the edited entry's, absent when creating. */
export function toEntryInput(list: ListDescription, values: EntryFormValues, id?: number): EntryInput {
  const sortOrder = numberOrNull(values.sortOrder);
  const input: EntryInput = {
    ...(id === undefined ? {} : { id }),
    ...(list.hasCode ? { code: trimmedOrNull(values.code) } : {}),
    name: typeof values.name === 'string' ? values.name.trim() : '',
    // Left empty, the order stays as it is (or the server's default for a new entry).
    ...(sortOrder === null ? {} : { sortOrder }),
  };
  for (const field of list.fields) input[field.name] = toApiValue(field, values[field.name]);
  return input;
}

/**
 * Splits the server's field errors into those the form can show next to a field and the rest, which
 * would otherwise go unseen (an error about `id` or `status`).
 */
export function splitFieldErrors(
  list: ListDescription,
  fieldErrors: Record<string, string[]>,
): { onFields: Record<string, string[]>; elsewhere: string[] } {
  const names = new Set(formFieldNames(list));
  const onFields: Record<string, string[]> = {};
  const elsewhere: string[] = [];
  for (const [name, messages] of Object.entries(fieldErrors)) {
    if (names.has(name)) onFields[name] = messages;
    else elsewhere.push(...messages);
  }
  return { onFields, elsewhere };
}
