import { fileProblem, imageRule, type FileLike } from '@/shared/fileProblem';
import { hasBlankRequired, optionalText, textInputs } from '@/shared/formValues';
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

const photoRule = imageRule('Photo');
export const photoMaxBytes = photoRule.maxBytes;

/** Why the server would refuse this photo, or null. Either the type or the extension may be missing. */
export function photoProblem(file: FileLike): string | null {
  return fileProblem(file, photoRule);
}

export function initialPersonValues(person: Person | null): PersonFormValues {
  return {
    ...textInputs(person, ['firstName', 'lastName', 'email', 'mobileNo', 'remarks']),
    userId: person?.userId ?? null,
  };
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

const requiredFields: (keyof PersonFormValues)[] = ['firstName', 'lastName', 'mobileNo'];

/** Whether a required field is empty, as opposed to filled in a way the rules refuse. */
export function hasMissingRequired(values: Partial<PersonFormValues>): boolean {
  return hasBlankRequired(values, requiredFields);
}
