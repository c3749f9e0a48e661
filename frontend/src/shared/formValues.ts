/** Small conversions between form inputs and API values, shared by every feature's form. */

/** Trimmed text, or null for nothing. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  // Null rather than '' so an update clears the value and the server's checks are not run on nothing.
  return trimmed === '' ? null : trimmed;
}
