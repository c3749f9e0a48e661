import {
  activeStatus,
  basisPointsToPercent,
  bundleMissingRequired,
  formatPromoValue,
  formatUses,
  initialBundleValues,
  initialPromoCodeValues,
  percentToBasisPoints,
  promoCodeMissingRequired,
  toBundleInput,
  toPromoCodeInput,
  toShownValue,
  toStoredValue,
  type PromoCodeFormValues,
} from './promotionForm';
import type { ExclusiveBundle, PromoCode } from './promotionTypes';

const promo: PromoCode = {
  id: 4,
  code: 'EARLY10',
  description: 'Early bird',
  kind: 'percent',
  value: 1250,
  courseIds: [3, 5],
  validFrom: '2026-01-01',
  validTo: null,
  maxUses: 50,
  usedCount: 7,
  active: true,
};

const bundle: ExclusiveBundle = {
  id: 2,
  name: 'Negotiation pair',
  courseIds: [1, 2],
  discountCents: 2_550,
  validFrom: null,
  validTo: '2026-12-31',
  active: false,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('percentages and basis points', () => {
  it('converts a percentage to whole basis points and back', () => {
    expect(percentToBasisPoints(10)).toBe(1000);
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints(0.01)).toBe(1);
    expect(percentToBasisPoints(100)).toBe(10_000);
    expect(basisPointsToPercent(1250)).toBe(12.5);
    expect(basisPointsToPercent(1)).toBe(0.01);
  });

  it('rounds away floating-point error', () => {
    // 0.07 * 100 is 7.000000000000001 and 33.33 * 100 is 3332.9999999999995.
    expect(percentToBasisPoints(0.07)).toBe(7);
    expect(percentToBasisPoints(33.33)).toBe(3333);
  });

  it('round-trips every basis point a form can show', () => {
    for (const basisPoints of [1, 7, 99, 1000, 1250, 3333, 9999, 10_000]) {
      expect(percentToBasisPoints(basisPointsToPercent(basisPoints))).toBe(basisPoints);
    }
  });
});

describe('a promo value by its kind', () => {
  it('stores a percentage as basis points and an amount as cents', () => {
    expect(toStoredValue('percent', 15)).toBe(1500);
    expect(toStoredValue('amount', 15)).toBe(1500);
    expect(toStoredValue('amount', 19.99)).toBe(1999);
    expect(toStoredValue('percent', 2.5)).toBe(250);
  });

  it('shows basis points as a percentage and cents as dollars', () => {
    expect(toShownValue('percent', 250)).toBe(2.5);
    expect(toShownValue('amount', 1999)).toBe(19.99);
  });

  it('formats the discount as % or S$', () => {
    expect(formatPromoValue({ kind: 'percent', value: 1000 })).toBe('10%');
    expect(formatPromoValue({ kind: 'percent', value: 1250 })).toBe('12.5%');
    expect(formatPromoValue({ kind: 'amount', value: 5000 })).toBe('S$50.00');
    expect(formatPromoValue({ kind: 'amount', value: 123_456 })).toBe('S$1,234.56');
  });
});

describe('the promo code form', () => {
  it('starts a new code empty, active, as a percentage for every course', () => {
    expect(initialPromoCodeValues(null)).toEqual({
      code: '',
      description: '',
      kind: 'percent',
      value: null,
      courseIds: [],
      validFrom: '',
      validTo: '',
      maxUses: null,
      active: true,
    });
  });

  it('shows a code in the units people type, and round-trips it unchanged', () => {
    const initial = initialPromoCodeValues(promo);
    expect(initial).toMatchObject({ value: 12.5, validFrom: '2026-01-01', validTo: '' });
    const { usedCount: _usedCount, ...saved } = promo;
    expect(toPromoCodeInput(initial, promo.id)).toEqual(saved);
  });

  it('sends amounts as cents, the code upper case, and empty dates and limits as null', () => {
    const values: PromoCodeFormValues = {
      code: ' welcome-5 ',
      description: ' New members ',
      kind: 'amount',
      value: 5.5,
      courseIds: [],
      validFrom: '',
      validTo: '2026-06-30',
      maxUses: null,
      active: false,
    };
    expect(toPromoCodeInput(values)).toEqual({
      code: 'WELCOME-5',
      description: 'New members',
      kind: 'amount',
      value: 550,
      courseIds: [],
      validFrom: null,
      validTo: '2026-06-30',
      maxUses: null,
      active: false,
    });
  });

  it('names a missing code, description or discount as missing', () => {
    const filled = initialPromoCodeValues(promo);
    expect(promoCodeMissingRequired(filled)).toBe(false);
    expect(promoCodeMissingRequired({ ...filled, code: ' ' })).toBe(true);
    expect(promoCodeMissingRequired({ ...filled, value: null })).toBe(true);
  });
});

describe('the exclusive bundle form', () => {
  it('shows the discount in dollars and round-trips a bundle unchanged', () => {
    const initial = initialBundleValues(bundle);
    expect(initial).toMatchObject({ discount: 25.5, validFrom: '', active: false });
    expect(toBundleInput(initial, bundle.id)).toEqual({
      id: 2,
      name: 'Negotiation pair',
      courseIds: [1, 2],
      discountCents: 2_550,
      validFrom: null,
      validTo: '2026-12-31',
      active: false,
    });
  });

  it('starts a new bundle empty and active', () => {
    expect(initialBundleValues(null)).toEqual({
      name: '',
      courseIds: [],
      discount: null,
      validFrom: '',
      validTo: '',
      active: true,
    });
    expect(bundleMissingRequired(initialBundleValues(null))).toBe(true);
  });
});

describe('promotion wording', () => {
  it('counts uses against the limit, if any', () => {
    expect(formatUses({ usedCount: 3, maxUses: 50 })).toBe('3 of 50');
    expect(formatUses({ usedCount: 3, maxUses: null })).toBe('3');
  });

  it('words the active flag as the other lists do', () => {
    expect(activeStatus(true)).toBe('Active');
    expect(activeStatus(false)).toBe('Inactive');
  });
});
