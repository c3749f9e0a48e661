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
