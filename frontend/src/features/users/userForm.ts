import type { RoleCode } from '@/features/auth/me';
import { hasBlankRequired } from '@/shared/formValues';
import type { User, UserInput, UserStatus } from './userTypes';

/** What the user form holds, by API name; empty inputs are '' (null for the selects). */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  roleCode: RoleCode | null;
  /** A user types code; null leaves the server's choice (`staff` for a new user). */
  userType: string | null;
  status: UserStatus;
  /** Only when creating: an update changes the password through its own route. */
  password: string;
  /** Checked against the password on the client, never sent. */
  confirmPassword: string;
}

/** The form's fields that take the server's field errors. */
export const userFieldNames = [
  'firstName',
  'lastName',
  'email',
  'roleCode',
  'userType',
  'status',
  'password',
] as const;

export const userFieldLabels: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  roleCode: 'Role',
  userType: 'User type',
  status: 'Status',
  password: 'Password',
  lastLoginAt: 'Last sign-in',
};

export function initialUserValues(user: User | null): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    roleCode: user?.roleCode ?? null,
    userType: user?.userType ?? null,
    status: user?.status ?? 'Active',
    password: '',
    confirmPassword: '',
  };
}

/** The `data` of create (no id, with the password as typed) or update (the id, no password). */
export function toUserInput(values: UserFormValues, id?: number): UserInput {
  return {
    ...(id === undefined ? { password: values.password ?? '' } : { id }),
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    // Null only when left empty, which the server reports on the field.
    roleCode: values.roleCode ?? null,
    ...(values.userType ? { userType: values.userType } : {}),
    status: values.status,
  };
}

/** Whether a required field is empty, as opposed to filled in a way the rules refuse. */
export function hasMissingRequired(values: Partial<UserFormValues>, creating: boolean): boolean {
  const required: (keyof UserFormValues)[] = ['firstName', 'lastName', 'email', 'roleCode'];
  return hasBlankRequired(values, creating ? [...required, 'password'] : required);
}
