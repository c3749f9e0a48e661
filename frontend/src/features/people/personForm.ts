import type { Person, PersonInput } from './personTypes';

/** What the form holds of a person besides the photo, by API name; empty inputs are '' (null for the login). */
export interface PersonFormValues {
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string;
  userId: number | null;
  remarks: string;
}

/** The shared fields, which take the server's field errors; the photo's errors go on its upload. */
export const personFieldNames = [
  'firstName',
  'lastName',
  'email',
  'mobileNo',
  'userId',
  'remarks',
  'photo',
] as const;

/** Labels for the form and for the change log's Field column. */
export const personFieldLabels: Readonly<Record<string, string>> = {
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

export function initialPersonValues(person: Person | null): PersonFormValues {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    email: person?.email ?? '',
    mobileNo: person?.mobileNo ?? '',
    userId: person?.userId ?? null,
    remarks: person?.remarks ?? '',
  };
}

/** Trimmed text, or null for nothing. */
export function optionalText(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  // Null rather than '' so an update clears the value and the server's checks are not run on nothing.
  return trimmed === '' ? null : trimmed;
}

export function toPersonInput(values: PersonFormValues, id?: number): PersonInput {
  return {
    ...(id === undefined ? {} : { id }),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: optionalText(values.email),
    mobileNo: values.mobileNo.trim(),
    userId: values.userId ?? null,
    remarks: optionalText(values.remarks),
  };
}

/** Spec 5's form-level message when required fields are empty, or the server refuses without saying which. */
export const requiredFieldsMessage = 'Required fields are not filled';

const requiredFields = ['firstName', 'lastName', 'mobileNo'] as const;

/** Whether a required field is empty, as opposed to filled in a way the rules refuse. */
export function hasMissingRequired(values: Partial<PersonFormValues>): boolean {
  return requiredFields.some((field) => !values[field]?.trim());
}
