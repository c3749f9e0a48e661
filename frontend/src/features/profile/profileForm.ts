import { profileSaveErrorMessage } from '@/shared/formMessages';
import { optionalText, optionalTexts, textInputs } from '@/shared/formValues';
import { normaliseNric } from '@/shared/nric';
import {
  agentStatuses,
  profileLookupFields,
  type AgentStatus,
  type Profile,
  type ProfileLookupField,
  type ProfileInput,
  type SignUpInput,
} from './profileTypes';

/** The inputs of the profile form, which take the server's field errors. */
export const profileFieldNames = [
  'firstName',
  'lastName',
  'nric',
  'email',
  'mobileNo',
  'ceaRegNo',
  'dateOfBirth',
  'agentStatus',
  'agencyName',
  'medicalCondition',
  'address',
  'postalCode',
] as const;

/** What the profile form holds, by API name; empty inputs are '' (null for no agent status). */
export type ProfileFormValues = Record<Exclude<(typeof profileFieldNames)[number], 'agentStatus'>, string> & {
  agentStatus: AgentStatus | null;
};

export type SignUpFormValues = ProfileFormValues & {
  password: string;
  confirmPassword: string;
};

export const profileFieldLabels: Readonly<Record<keyof ProfileFormValues, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  nric: 'NRIC/FIN',
  email: 'Email',
  mobileNo: 'Mobile number',
  ceaRegNo: 'CEA registration no.',
  dateOfBirth: 'Date of birth',
  agentStatus: 'Agent status',
  agencyName: 'Agency name',
  medicalCondition: 'Medical condition',
  address: 'Address',
  postalCode: 'Postal code',
};

export const agentStatusLabels: Readonly<Record<AgentStatus, string>> = {
  'partner-agency': 'Partner agency agent',
  External: 'Agent of another agency',
  'Non-Agent': 'Not an agent',
};

export const agentStatusOptions = agentStatuses.map((value) => ({ value, label: agentStatusLabels[value] }));

/** The server's password rule, checked early; whether a password is too common only the server knows. */
export const passwordMinLength = 10;
export const passwordLengthMessage = `Password must be at least ${passwordMinLength} characters long`;

export function initialProfileValues(profile: Profile | null): ProfileFormValues {
  // No agent status is a select's null, not ''.
  return { ...textInputs(profile, profileFieldNames), agentStatus: profile?.agentStatus ?? null };
}

/**
 * The update body. The form has no inputs for the lookup fields (gender, race ...), but the server clears
 * any it is not sent, so the record's current ones travel back unchanged.
 */
export function toProfileInput(values: ProfileFormValues, current: Profile | null): ProfileInput {
  const lookups: Partial<Record<ProfileLookupField, number | null>> = {};
  if (current) for (const field of profileLookupFields) lookups[field] = current[field];
  const nric = optionalText(values.nric);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    nric: nric === null ? null : normaliseNric(nric),
    email: values.email.trim(),
    mobileNo: values.mobileNo.trim(),
    ceaRegNo: optionalText(values.ceaRegNo)?.toUpperCase() ?? null,
    agentStatus: values.agentStatus ?? null,
    ...optionalTexts(values, ['dateOfBirth', 'agencyName', 'medicalCondition', 'address', 'postalCode']),
    ...lookups,
  };
}

export function toSignUpInput(values: SignUpFormValues): SignUpInput {
  return { ...toProfileInput(values, null), password: values.password };
}

/** The spec's message when a profile save is refused. */
export { profileSaveErrorMessage } from '@/shared/formMessages';

export interface ProfileProblem {
  title: string;
  /** The server's messages: every field's (also shown by the field, when the form has it), or its one message. */
  details: string[];
}

/** When the server refuses a new password or the current one. */
export const passwordChangeErrorMessage = 'Error changing password: please review the form';

/**
 * What to show above a profile form after a refused save (`title`: the form's message); null when the
 * base query already told the user (403, 419).
 */
export function profileSaveProblem(
  { message, fieldErrors }: { message: string; fieldErrors: Readonly<Record<string, string[]>> },
  alertedGlobally: boolean,
  title = profileSaveErrorMessage,
): ProfileProblem | null {
  if (alertedGlobally) return null;
  const fieldMessages = [...new Set(Object.values(fieldErrors).flat())];
  return { title, details: fieldMessages.length > 0 ? fieldMessages : [message] };
}

/** Router state with which sign-up hands the new account's e-mail to the sign-in page. */
export interface SignedUpState {
  signedUpEmail: string;
}

export function signedUpState(email: string): SignedUpState {
  return { signedUpEmail: email };
}

/** The e-mail sign-up handed over, or null when the sign-in page was opened any other way. */
export function signedUpEmailOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('signedUpEmail' in state)) return null;
  const { signedUpEmail } = state;
  return typeof signedUpEmail === 'string' && signedUpEmail !== '' ? signedUpEmail : null;
}
