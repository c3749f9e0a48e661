import { hasBlankRequired, optionalText, optionalTexts, textInputs } from '@/shared/formValues';
import type { Corporate, CorporateInput } from './corporateTypes';

/** What the corporate form holds, by API name; empty inputs are ''. */
export interface CorporateFormValues {
  name: string;
  uen: string;
  address: string;
  postalCode: string;
  contactPerson: string;
  contactEmail: string;
  contactNo: string;
  remarks: string;
}

/** The form's fields, which take the server's field errors. */
export const corporateFieldNames = [
  'name',
  'uen',
  'address',
  'postalCode',
  'contactPerson',
  'contactEmail',
  'contactNo',
  'remarks',
] as const;

/** Labels for the form, the view page and the change log's Field column. */
export const corporateFieldLabels: Readonly<Record<string, string>> = {
  name: 'Company name',
  uen: 'Company registration no. (UEN)',
  address: 'Address',
  postalCode: 'Postal code',
  contactPerson: 'Contact person',
  contactEmail: 'Contact e-mail',
  contactNo: 'Contact number',
  remarks: 'Remarks',
};

/** The server's rules, checked early so the user need not wait for a round trip; spaces are forgiven. */
export const corporateRules = {
  /** ACRA UENs: businesses (8 digits + letter), local companies (9 digits + letter), other entities. */
  uen: {
    pattern: /^(\d{8}[A-Z]|\d{9}[A-Z]|[RST]\d{2}[A-Z]{2}\d{4}[A-Z])$/,
    message: 'UEN must look like 201912345K, 53123456D or T08LL1234A',
  },
  postalCode: { pattern: /^\d{6}$/, message: 'Postal code must be 6 digits' },
  /** Offices give landlines too: any 8-digit Singapore number. */
  contactNo: {
    pattern: /^(\+65)?[3689]\d{7}$/,
    message: 'Contact number must be an 8-digit Singapore number',
  },
} as const;

/** A UEN as the server stores it: without spaces, upper case. */
export function normaliseUen(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Text without any spaces, or null for nothing: postal codes and phone numbers are typed in groups. */
function compact(value: string | null | undefined): string | null {
  return optionalText(value?.replace(/\s+/g, ''));
}

/** Whether a filled value breaks the rule; empty is the required rule's (or nobody's) to report. */
export function breaksRule(rule: keyof typeof corporateRules, value: string | null | undefined): boolean {
  const filled = rule === 'uen' ? normaliseUen(value ?? '') : (compact(value) ?? '');
  return filled !== '' && !corporateRules[rule].pattern.test(filled);
}

export function initialCorporateValues(corporate: Corporate | null): CorporateFormValues {
  return textInputs(corporate, corporateFieldNames);
}

export function toCorporateInput(values: CorporateFormValues, id?: number): CorporateInput {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    uen: normaliseUen(values.uen),
    ...optionalTexts(values, ['address', 'contactPerson', 'contactEmail', 'remarks']),
    postalCode: compact(values.postalCode),
    contactNo: compact(values.contactNo),
  };
}

const requiredFields: (keyof CorporateFormValues)[] = ['name', 'uen'];

/** Whether the name or UEN is empty, as opposed to filled in a way the rules refuse. */
export function hasMissingRequired(values: Partial<CorporateFormValues>): boolean {
  return hasBlankRequired(values, requiredFields);
}
