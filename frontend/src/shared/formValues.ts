/** Small conversions between form inputs and API values, shared by every feature's form. */

/** Trimmed text, or null for nothing. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  // Null rather than '' so an update clears the value and the server's checks are not run on nothing.
  return trimmed === '' ? null : trimmed;
}

/**
 * Whether any of `fields` is empty in the form's values (nothing, or only spaces), as opposed to filled in a
 * way the rules refuse; forms show "Required fields are not filled" only then.
 */
export function hasBlankRequired<V extends object>(
  values: Partial<V>,
  fields: readonly (keyof V)[],
): boolean {
  return fields.some((field) => {
    const value: unknown = values[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}

/** A form's text inputs filled from a record: each field's value, or '' for nothing (and for a new record). */
export function textInputs<K extends string>(
  record: Partial<Record<K, string | null>> | null | undefined,
  fields: readonly K[],
): Record<K, string> {
  // fromEntries widens the keys to string; they are exactly `fields`.
  return Object.fromEntries(fields.map((field) => [field, record?.[field] ?? ''])) as Record<K, string>;
}

/** Each of `fields` as the API takes optional text: trimmed, or null for nothing. */
export function optionalTexts<K extends string>(
  values: Partial<Record<K, string | null>> | null | undefined,
  fields: readonly K[],
): Record<K, string | null> {
  return Object.fromEntries(fields.map((field) => [field, optionalText(values?.[field])])) as Record<
    K,
    string | null
  >;
}

/** Whether a period ends before it starts; YYYY-MM-DD dates compare as text, and an open end is no conflict. */
export function endsBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  return Boolean(start && end && end < start);
}
