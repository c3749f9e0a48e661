import type { Facilitator, FacilitatorInput } from './facilitatorTypes';

/** What the form holds besides the photo, by API name; empty inputs are '' (or null for the login link). */
export interface FacilitatorFormValues {
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string;
  userId: number | null;
  remarks: string;
}

/** The form's own fields, which take the server's field errors; the photo's errors go on its upload. */
export const facilitatorFieldNames = [
  'firstName',
  'lastName',
  'email',
  'mobileNo',
  'userId',
  'remarks',
  'photo',
] as const;

/** Labels for the form and for the change log's Field column. */
export const facilitatorFieldLabels: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  mobileNo: 'Mobile',
  userId: 'Login',
  remarks: 'Remarks',
  photo: 'Photo',
  status: 'Status',
};

export const mobileMessage =
  'Mobile number must be a Singapore mobile number (8 digits starting with 8 or 9)';

/** The server's rule, checked early so the user need not wait for a round trip; spaces are forgiven. */
export function isSingaporeMobile(value: string): boolean {
  return /^(\+65)?[89]\d{7}$/.test(value.replace(/\s+/g, ''));
}

export const photoMaxBytes = 2 * 1024 * 1024;
const photoTypes: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp']);
const photoExtensions = /\.(png|jpe?g|webp)$/i;

/** Why the server would refuse this photo, or null. Either the type or the extension may be missing. */
export function photoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!photoTypes.has(file.type) && !photoExtensions.test(file.name)) {
    return 'Photo must be a PNG, JPG or WEBP image';
  }
  if (file.size > photoMaxBytes) return 'Photo must be at most 2 MB';
  return null;
}

export function initialFacilitatorValues(facilitator: Facilitator | null): FacilitatorFormValues {
  return {
    firstName: facilitator?.firstName ?? '',
    lastName: facilitator?.lastName ?? '',
    email: facilitator?.email ?? '',
    mobileNo: facilitator?.mobileNo ?? '',
    userId: facilitator?.userId ?? null,
    remarks: facilitator?.remarks ?? '',
  };
}

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  // Null rather than '' so an update clears the value and the server's e-mail check is not run on nothing.
  return trimmed === '' ? null : trimmed;
}

export function toFacilitatorInput(values: FacilitatorFormValues, id?: number): FacilitatorInput {
  return {
    ...(id === undefined ? {} : { id }),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: optional(values.email),
    mobileNo: values.mobileNo.trim(),
    userId: values.userId ?? null,
    remarks: optional(values.remarks),
  };
}

/** The multipart body of create and update: the record as JSON under `data`, the photo beside it. */
export function buildFacilitatorFormData(input: FacilitatorInput, photo: Blob | null): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(input));
  if (photo) body.append('photo', photo);
  return body;
}

/**
 * Server field errors for the form's fields, and the messages of any others (which have nowhere to show
 * but above the form).
 */
export function splitFacilitatorErrors(fieldErrors: Record<string, string[]>): {
  onFields: Record<string, string[]>;
  elsewhere: string[];
} {
  const known: ReadonlySet<string> = new Set(facilitatorFieldNames);
  const onFields: Record<string, string[]> = {};
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (known.has(field)) onFields[field] = messages;
    else elsewhere.push(...messages);
  }
  return { onFields, elsewhere };
}

/** Spec 5's form-level message when required fields are empty, or the server refuses without saying which. */
export const requiredFieldsMessage = 'Required fields are not filled';

const requiredFields = ['firstName', 'lastName', 'mobileNo'] as const;

/** Whether a required field is empty, as opposed to filled in a way the rules refuse. */
export function hasMissingRequired(values: Partial<FacilitatorFormValues>): boolean {
  return requiredFields.some((field) => !values[field]?.trim());
}
