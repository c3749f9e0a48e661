import type { FormRule } from 'antd';
import type { FormFieldNames } from '@/shared/fieldErrors';
import { hasBlankRequired, optionalText, optionalTexts, textInputs } from '@/shared/formValues';
import { normaliseNric } from '@/shared/nric';
import {
  lookupFieldLabels,
  lookupFields,
  partnerAgency,
  type LookupField,
  type Participant,
  type ParticipantInput,
  type PngStatus,
} from './participantTypes';

/** The inputs that hold text, by API name; dates are YYYY-MM-DD from date inputs. */
const textFields = [
  'firstName',
  'lastName',
  'nric',
  'email',
  'mobileNo',
  'ceaRegNo',
  'dateOfBirth',
  'agencyName',
  'medicalCondition',
  'address',
  'postalCode',
  'remarks',
] as const;
const pcepFields = ['membershipNo', 'enrolledOn', 'expiresOn'] as const;
const pngTextFields = ['cohort', 'enrolledOn', 'completedOn'] as const;

export type PcepValues = Record<(typeof pcepFields)[number], string>;

export type PngValues = Record<(typeof pngTextFields)[number], string> & { status: PngStatus | null };

/**
 * What the form holds, by API name: empty inputs are '' and empty selects null. PCEP and PNG details are
 * nested as the API nests them.
 */
export type ParticipantFormValues = Record<(typeof textFields)[number], string> &
  Record<LookupField, number | null> & {
    agentStatus: string | null;
    corporateId: number | null;
    pcep: PcepValues;
    png: PngValues;
  };

/** The form's fields that take the server's errors; `pcep.enrolledOn` ... go on the nested inputs. */
export const participantErrorFields: FormFieldNames = {
  fields: [...textFields, ...lookupFields, 'agentStatus', 'corporateId'],
  groups: ['pcep', 'png'],
};

export const pcepLabels: Readonly<Record<keyof PcepValues, string>> = {
  membershipNo: 'PCEP membership no.',
  enrolledOn: 'PCEP enrolled on',
  expiresOn: 'PCEP expires on',
};

export const pngLabels: Readonly<Record<keyof PngValues, string>> = {
  status: 'PNG training status',
  cohort: 'PNG cohort',
  enrolledOn: 'PNG enrolled on',
  completedOn: 'PNG completed on',
};

/** Labels for the form, the view page, the merge screen and the change log's Field column. */
export const participantFieldLabels: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  nric: 'NRIC/FIN',
  email: 'Email',
  mobileNo: 'Mobile',
  ceaRegNo: 'CEA registration no.',
  dateOfBirth: 'Date of birth',
  ...lookupFieldLabels,
  agentStatus: 'Agent status',
  agencyName: 'Agency name',
  corporateId: 'Corporate',
  medicalCondition: 'Medical condition',
  address: 'Address',
  postalCode: 'Postal code',
  remarks: 'Remarks',
  status: 'Status',
  userId: 'Login',
  mergedIntoId: 'Merged into',
  // The change log names the nested fields with an underscore (pcep_membershipNo).
  ...Object.fromEntries(Object.entries(pcepLabels).map(([field, label]) => [`pcep_${field}`, label])),
  ...Object.fromEntries(Object.entries(pngLabels).map(([field, label]) => [`png_${field}`, label])),
  // Notes the merge and transfer leave on both records.
  mergedFrom: 'Merged from',
  mergedInto: 'Merged into',
  transferredFrom: 'Records transferred from',
  transferredTo: 'Records transferred to',
};

/** The server's rules, checked early so the user need not wait for a round trip; its messages word them. */
export const ceaRegNoPattern = /^(R\d{6}[A-Z]|L\d{7}[A-Z])$/;
export const ceaRegNoMessage = 'CEA registration number must look like R123456A';
export const postalCodeRule: FormRule = { pattern: /^\d{6}$/, message: 'Postal code must be 6 digits' };

/** Partner-agency agents name their agency; the item depends on `agentStatus`, so a change rechecks it. */
export const agencyNameRule: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, value: string | undefined) =>
    getFieldValue('agentStatus') === partnerAgency && !value?.trim()
      ? Promise.reject(new Error('Agency name is required for partner-agency agents'))
      : Promise.resolve(),
});

/** Upper case without spaces, as the server stores NRIC/FIN and CEA numbers. */
function identifier(value: string | null | undefined): string | null {
  const text = optionalText(value);
  return text === null ? null : normaliseNric(text);
}

/** The personal data (NRIC/FIN, date of birth) some readers may not see, and so must not send back. */
export type PersonalField = 'nric' | 'dateOfBirth';

/**
 * The personal fields the form shows read-only and leaves out of an update, so the server keeps the stored
 * values: both when the NRIC/FIN comes masked; the date of birth alone for a reader who may not see personal
 * data (the server never shows it to them, even when there is no NRIC/FIN to mask). A new record hides none.
 */
export function hiddenPersonalFields(
  record: Participant | null,
  canSeePersonalData: boolean,
): PersonalField[] {
  if (!record) return [];
  if (record.nricMasked) return ['nric', 'dateOfBirth'];
  return canSeePersonalData ? [] : ['dateOfBirth'];
}

export function initialParticipantValues(record: Participant | null): ParticipantFormValues {
  const lookups = Object.fromEntries(lookupFields.map((field) => [field, record?.[field] ?? null])) as Record<
    LookupField,
    number | null
  >;
  return {
    // A masked NRIC/FIN (S****567D) is shown as it came, read-only.
    ...textInputs(record, textFields),
    ...lookups,
    agentStatus: record?.agentStatus ?? null,
    corporateId: record?.corporateId ?? null,
    pcep: textInputs(record?.pcep, pcepFields),
    png: { status: record?.png.status ?? null, ...textInputs(record?.png, pngTextFields) },
  };
}

/**
 * The body to send: text trimmed, blanks as null (so an update clears them), identifiers upper-cased. The
 * `hidden` personal fields are left out altogether, so the server keeps what it has.
 */
export function toParticipantInput(
  values: ParticipantFormValues,
  id?: number,
  hidden: readonly PersonalField[] = [],
): ParticipantInput {
  const lookups = Object.fromEntries(lookupFields.map((field) => [field, values[field] ?? null])) as Record<
    LookupField,
    number | null
  >;
  const personal: Partial<Record<PersonalField, string | null>> = {};
  if (!hidden.includes('nric')) personal.nric = identifier(values.nric);
  if (!hidden.includes('dateOfBirth')) personal.dateOfBirth = optionalText(values.dateOfBirth);
  return {
    ...(id === undefined ? {} : { id }),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...personal,
    email: values.email.trim(),
    mobileNo: values.mobileNo.trim(),
    ceaRegNo: identifier(values.ceaRegNo),
    ...lookups,
    agentStatus: values.agentStatus ?? null,
    corporateId: values.corporateId ?? null,
    ...optionalTexts(values, ['agencyName', 'medicalCondition', 'address', 'postalCode', 'remarks']),
    pcep: optionalTexts(values.pcep, pcepFields),
    png: { status: values.png?.status ?? null, ...optionalTexts(values.png, pngTextFields) },
  };
}

const requiredFields = ['firstName', 'lastName', 'email', 'mobileNo'] as const;

/** Whether a required field is empty, as opposed to filled in a way the rules refuse. */
export function hasMissingRequired(values: Partial<ParticipantFormValues>): boolean {
  return hasBlankRequired(values, requiredFields);
}

/** The existing participant a duplicate refusal names ("Participant #12 (Tan Ah Kow) already has ..."). */
export function duplicateParticipantId(message: string): number | null {
  const match = /\bParticipant #(\d+)\b/.exec(message);
  return match ? Number(match[1]) : null;
}
