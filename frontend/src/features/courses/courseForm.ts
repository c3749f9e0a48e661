import { fileProblem, imageRule, type FileLike, type FileRule } from '@/shared/fileProblem';
import { optionalText } from '@/shared/formValues';
import { centsToDollars, dollarsToCents } from '@/shared/money';
import { familyFieldLists, familyFields, familyFieldsFor, type FamilyField } from './courseFamilies';
import type { Course, CourseCopy, CourseInput } from './courseTypes';

/**
 * What the form holds besides the files, by API name. Money is in dollars (the fields keep the API's
 * `...Cents` names, so server errors land on them); dates are YYYY-MM-DD from date inputs, '' when empty.
 */
export type CourseFormValues = {
  code: string;
  title: string;
  courseTypeId: number | null;
  validityTypeId: number | null;
  description: string;
  cpdHours: number | null;
  validityMonths: number | null;
  feeCents: number | null;
  promoFeeCents: number | null;
  promoValidFrom: string;
  promoValidTo: string;
} & Record<FamilyField, number | null>;

/** The fields that take the server's field errors; the files' go on their uploads. */
export const courseFieldNames = [
  'code',
  'title',
  'courseTypeId',
  'validityTypeId',
  'description',
  'cpdHours',
  'validityMonths',
  'feeCents',
  'promoFeeCents',
  'promoValidFrom',
  'promoValidTo',
  ...familyFields,
  'image',
  'brochure',
] as const;

/** Labels for the form, the view page and the change log's Field column. */
export const courseFieldLabels: Readonly<Record<string, string>> = {
  code: 'Code',
  title: 'Title',
  courseTypeId: 'Course type',
  validityTypeId: 'Validity type',
  description: 'Description',
  cpdHours: 'CPD hours',
  validityMonths: 'Validity (months)',
  feeCents: 'Fee',
  promoFeeCents: 'Promo fee',
  promoValidFrom: 'Promo from',
  promoValidTo: 'Promo until',
  ...Object.fromEntries(familyFields.map((field) => [field, familyFieldLists[field].label])),
  image: 'Image',
  brochure: 'Brochure',
  status: 'Status',
};

/** Spec 5's form-level message, when the server refuses a save without naming a field the form shows. */
export { saveErrorMessage as courseSaveErrorMessage } from '@/shared/formMessages';

export const codePattern = /^[A-Z0-9][A-Z0-9-]{1,29}$/;
export const codeMessage = 'Code must be 2 to 30 capital letters, digits or dashes';

/** The server's bounds on how long a completion stays valid. */
export const validityMonthsRange = { min: 1, max: 120 } as const;

/** "24 months", "1 month", or what the view shows when a completion never expires. */
export function formatValidity(months: number | null): string {
  if (months === null) return 'Does not expire';
  return months === 1 ? '1 month' : `${months} months`;
}

/** Whether a number has more than two decimals (CPD hours, dollar amounts). */
export function hasMoreThanTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) > 1e-6;
}

/** Whether the promo fee (dollars) is not below the fee; either missing means nothing to compare. */
export function promoNotBelowFee(fee: number | null | undefined, promo: number | null | undefined): boolean {
  return typeof fee === 'number' && typeof promo === 'number' && dollarsToCents(promo) >= dollarsToCents(fee);
}

const courseImageRule = imageRule('Image');
const brochureRule: FileRule = {
  label: 'Brochure',
  kinds: 'a PDF file',
  types: ['application/pdf'],
  extensions: /\.pdf$/i,
  maxBytes: 10 * 1024 * 1024,
};

export function imageProblem(file: FileLike): string | null {
  return fileProblem(file, courseImageRule);
}

export function brochureProblem(file: FileLike): string | null {
  return fileProblem(file, brochureRule);
}

const money = (cents: number | null | undefined) =>
  typeof cents === 'number' ? centsToDollars(cents) : null;

/** The form's starting values: a record to edit, a duplicate's unsaved copy, or nothing for a new course. */
export function initialCourseValues(source: Course | CourseCopy | null): CourseFormValues {
  const family = Object.fromEntries(familyFields.map((field) => [field, source?.[field] ?? null])) as Record<
    FamilyField,
    number | null
  >;
  return {
    code: source && 'code' in source ? source.code : '',
    title: source?.title ?? '',
    courseTypeId: source?.courseTypeId ?? null,
    validityTypeId: source?.validityTypeId ?? null,
    description: source?.description ?? '',
    cpdHours: source?.cpdHours ?? null,
    validityMonths: source?.validityMonths ?? null,
    feeCents: money(source?.feeCents),
    promoFeeCents: money(source?.promoFeeCents),
    promoValidFrom: source?.promoValidFrom ?? '',
    promoValidTo: source?.promoValidTo ?? '',
    ...family,
  };
}

const numberOrNull = (value: number | null | undefined) => (typeof value === 'number' ? value : null);

/**
 * The record to send: dollars become cents, empty inputs null, and only the family fields of the chosen
 * course type (`courseTypeCode`) are kept; the other families' are sent as null so the server clears them.
 */
export function toCourseInput(
  values: CourseFormValues,
  courseTypeCode: string | null,
  id?: number,
): CourseInput {
  const kept = familyFieldsFor(courseTypeCode);
  const family = Object.fromEntries(
    familyFields.map((field) => [field, kept.includes(field) ? numberOrNull(values[field]) : null]),
  ) as Record<FamilyField, number | null>;
  const promo = numberOrNull(values.promoFeeCents);
  return {
    ...(id === undefined ? {} : { id }),
    code: values.code.trim(),
    title: values.title.trim(),
    // The form requires it; 0 would only reach the server if that check were skipped, which then refuses it.
    courseTypeId: values.courseTypeId ?? 0,
    validityTypeId: numberOrNull(values.validityTypeId),
    description: optionalText(values.description),
    cpdHours: numberOrNull(values.cpdHours),
    validityMonths: numberOrNull(values.validityMonths),
    feeCents: dollarsToCents(values.feeCents ?? 0),
    promoFeeCents: promo === null ? null : dollarsToCents(promo),
    promoValidFrom: optionalText(values.promoValidFrom),
    promoValidTo: optionalText(values.promoValidTo),
    ...family,
  };
}
