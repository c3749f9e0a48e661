import { formatRate } from '@/features/registration/eventDisplay';
import { hasBlankRequired, optionalText } from '@/shared/formValues';
import { centsToDollars, dollarsToCents, formatMoney } from '@/shared/money';
import type {
  ExclusiveBundle,
  ExclusiveBundleInput,
  PromoCode,
  PromoCodeInput,
  PromoCodeKind,
} from './promotionTypes';

/**
 * The promotion forms and how their values become the API's: people type percentages and dollars, the API
 * keeps basis points and cents. Kept free of antd so it can be unit-tested.
 */

/** 12.5 (%) → 1250 basis points, rounded to a whole basis point. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** What the form's value field holds (a percentage, or dollars) as the API keeps it. */
export function toStoredValue(kind: PromoCodeKind, shown: number): number {
  return kind === 'percent' ? percentToBasisPoints(shown) : dollarsToCents(shown);
}

/** The API's value (basis points, or cents) as the form shows it. */
export function toShownValue(kind: PromoCodeKind, stored: number): number {
  return kind === 'percent' ? basisPointsToPercent(stored) : centsToDollars(stored);
}

/** "10%" or "S$50.00". */
export function formatPromoValue({ kind, value }: Pick<PromoCode, 'kind' | 'value'>): string {
  return kind === 'percent' ? formatRate(value) : formatMoney(value);
}

export const promoKindLabels: Readonly<Record<PromoCodeKind, string>> = {
  percent: 'Percentage off',
  amount: 'Amount off',
};

/** Whether a promotion may be used: "Active" or "Inactive", as the other lists show it. */
export function activeStatus(active: boolean): string {
  return active ? 'Active' : 'Inactive';
}

/** "3 of 50", or "3" where there is no limit. */
export function formatUses({ usedCount, maxUses }: Pick<PromoCode, 'usedCount' | 'maxUses'>): string {
  return maxUses === null ? String(usedCount) : `${usedCount} of ${maxUses}`;
}

/** The promo code form, by API name; `value` is in the unit its kind shows (% or S$), empty inputs ''. */
export interface PromoCodeFormValues {
  code: string;
  description: string;
  kind: PromoCodeKind;
  value: number | null;
  courseIds: number[];
  validFrom: string;
  validTo: string;
  maxUses: number | null;
  active: boolean;
}

/** The form's fields, which take the server's field errors. */
export const promoCodeFieldNames = [
  'code',
  'description',
  'kind',
  'value',
  'courseIds',
  'validFrom',
  'validTo',
  'maxUses',
  'active',
] as const;

export const promoCodeFieldLabels: Readonly<Record<(typeof promoCodeFieldNames)[number], string>> = {
  code: 'Code',
  description: 'Description',
  kind: 'Kind',
  value: 'Discount',
  courseIds: 'Courses',
  validFrom: 'Valid from',
  validTo: 'Valid to',
  maxUses: 'Maximum uses',
  active: 'Active',
};

/** The server's rule for codes; it upper-cases them itself. */
export const promoCodePattern = /^[A-Za-z0-9-]+$/;

export function initialPromoCodeValues(promo: PromoCode | null): PromoCodeFormValues {
  if (!promo) {
    return {
      code: '',
      description: '',
      kind: 'percent',
      value: null,
      courseIds: [],
      validFrom: '',
      validTo: '',
      maxUses: null,
      active: true,
    };
  }
  return {
    code: promo.code,
    description: promo.description,
    kind: promo.kind,
    value: toShownValue(promo.kind, promo.value),
    courseIds: [...promo.courseIds],
    validFrom: promo.validFrom ?? '',
    validTo: promo.validTo ?? '',
    maxUses: promo.maxUses,
    active: promo.active,
  };
}

export function toPromoCodeInput(values: PromoCodeFormValues, id?: number): PromoCodeInput {
  return {
    ...(id === undefined ? {} : { id }),
    code: values.code.trim().toUpperCase(),
    description: values.description.trim(),
    kind: values.kind,
    value: toStoredValue(values.kind, values.value ?? 0),
    courseIds: [...values.courseIds],
    validFrom: optionalText(values.validFrom),
    validTo: optionalText(values.validTo),
    maxUses: values.maxUses ?? null,
    active: values.active,
  };
}

const promoRequired: (keyof PromoCodeFormValues)[] = ['code', 'description', 'value'];

export function promoCodeMissingRequired(values: Partial<PromoCodeFormValues>): boolean {
  return hasBlankRequired(values, promoRequired);
}

/** The exclusive bundle form; `discount` is in dollars, empty inputs ''. */
export interface ExclusiveBundleFormValues {
  name: string;
  courseIds: number[];
  discount: number | null;
  validFrom: string;
  validTo: string;
  active: boolean;
}

/** The form's fields, which take the server's field errors; `discountCents` errors show above the form. */
export const bundleFieldNames = ['name', 'courseIds', 'validFrom', 'validTo', 'active'] as const;

/** A bundle takes two or three courses. */
export const bundleCourseCount = { min: 2, max: 3 } as const;

export function initialBundleValues(bundle: ExclusiveBundle | null): ExclusiveBundleFormValues {
  return {
    name: bundle?.name ?? '',
    courseIds: bundle ? [...bundle.courseIds] : [],
    discount: bundle ? centsToDollars(bundle.discountCents) : null,
    validFrom: bundle?.validFrom ?? '',
    validTo: bundle?.validTo ?? '',
    active: bundle?.active ?? true,
  };
}

export function toBundleInput(values: ExclusiveBundleFormValues, id?: number): ExclusiveBundleInput {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    courseIds: [...values.courseIds],
    discountCents: dollarsToCents(values.discount ?? 0),
    validFrom: optionalText(values.validFrom),
    validTo: optionalText(values.validTo),
    active: values.active,
  };
}

const bundleRequired: (keyof ExclusiveBundleFormValues)[] = ['name', 'discount'];

export function bundleMissingRequired(values: Partial<ExclusiveBundleFormValues>): boolean {
  return hasBlankRequired(values, bundleRequired);
}
