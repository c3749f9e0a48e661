/**
 * Server field errors name fields by dotted path: `mobileNo`, or `educations.0.institution` for a row of a
 * list. Kept free of antd so the mapping can be unit-tested.
 */

export type FieldPath = (string | number)[];

/** `educations.0.institution` → ['educations', 0, 'institution'], the name antd's Form.List fields carry. */
export function toFieldPath(field: string): FieldPath {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export interface FormFieldNames {
  /** Plain fields; an error on a part of one (`specializationIds.1`) shows on the whole field. */
  fields: readonly string[];
  /** Form.List fields; only errors on a cell of a row (`educations.0.institution`) have a field to show on. */
  lists?: readonly string[];
  /** Nested objects edited as separate fields (`pcep.enrolledOn`); an error on the whole object has none. */
  groups?: readonly string[];
}

/**
 * Server field errors keyed by the form field that shows them, and the messages of any others (which
 * have nowhere to show but above the form).
 */
export function splitFieldErrors(
  fieldErrors: Readonly<Record<string, string[]>>,
  { fields, lists = [], groups = [] }: FormFieldNames,
): { onFields: Record<string, string[]>; elsewhere: string[] } {
  const onFields: Record<string, string[]> = {};
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const path = toFieldPath(field);
    const [root, part] = path;
    const under = (names: readonly string[]) => typeof root === 'string' && names.includes(root);
    const target = under(fields)
      ? String(root)
      : (under(lists) && path.length === 3 && typeof part === 'number') ||
          (under(groups) && path.length === 2 && typeof part === 'string')
        ? field
        : null;
    if (target === null) elsewhere.push(...messages);
    else onFields[target] = [...(onFields[target] ?? []), ...messages];
  }
  return { onFields, elsewhere };
}
