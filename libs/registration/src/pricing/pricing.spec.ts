import { type LineInput, type PricingRules, divideRoundHalfUp, gstOfInclusive, priceCart } from './pricing';

const rules = (overrides: Partial<PricingRules> = {}): PricingRules => ({
  exclusiveBundles: [],
  anyBundles: [],
  gstRateBasisPoints: 900,
  ...overrides,
});

const line = (
  courseId: number,
  feeCents: number,
  participantKey = 'p1',
  promoFeeCents?: number,
): LineInput => ({
  key: `${participantKey}-${courseId}`,
  participantKey,
  courseId,
  feeCents,
  promoFeeCents,
});

describe('GST rounding', () => {
  it('takes the tax share of an inclusive price, rounding half up to the cent', () => {
    expect(gstOfInclusive(10_900, 900)).toBe(900);
    // 100.00 x 9/109 = 8.2568...: 8.26
    expect(gstOfInclusive(10_000, 900)).toBe(826);
    // 0.12 x 9/109 = 0.99 cents: 1 cent
    expect(gstOfInclusive(12, 900)).toBe(1);
    // 8 % (2023): 54.00 x 8/108 = 4.00
    expect(gstOfInclusive(5_400, 800)).toBe(400);
    expect(gstOfInclusive(0, 900)).toBe(0);
  });

  it('rounds exact halves up', () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(4, 2)).toBe(2);
    expect(divideRoundHalfUp(1, 3)).toBe(0);
  });
});

describe('priceCart', () => {
  it('uses the course promo fee while it is lower, and states GST inside the total', () => {
    const quote = priceCart([line(1, 30_000, 'p1', 25_000), line(2, 20_000, 'p1', 22_000)], rules());
    expect(quote.lines.map((priced) => priced.unitCents)).toEqual([25_000, 20_000]);
    expect(quote).toMatchObject({
      subtotalCents: 45_000,
      discountCents: 0,
      totalCents: 45_000,
      gstCents: 3_716,
      totalExcludingGstCents: 41_284,
    });
  });

  it('gives each participant the one best bundle, exclusive or any-N, without stacking', () => {
    const quote = priceCart(
      [line(1, 10_000), line(2, 10_000), line(3, 10_000), line(1, 10_000, 'p2'), line(9, 10_000, 'p2')],
      rules({
        exclusiveBundles: [{ name: 'RES + Revision', courseIds: [1, 2], discountCents: 2_500 }],
        anyBundles: [
          { size: 2, discountCents: 1_000 },
          { size: 3, discountCents: 3_000 },
        ],
      }),
    );
    expect(quote.discounts).toEqual([
      { kind: 'bundle', label: 'Any 3 courses', amountCents: 3_000 },
      { kind: 'bundle', label: 'Any 2 courses', amountCents: 1_000 },
    ]);
    expect(quote.totalCents).toBe(46_000);
  });

  it('counts distinct courses for any-N bundles and needs every course of an exclusive one', () => {
    const quote = priceCart(
      [line(1, 10_000), line(1, 10_000)],
      rules({
        exclusiveBundles: [{ name: 'Pair', courseIds: [1, 2], discountCents: 5_000 }],
        anyBundles: [{ size: 2, discountCents: 1_000 }],
      }),
    );
    expect(quote.discounts).toEqual([]);
  });

  it('applies a percentage promo code to its courses only, after bundles', () => {
    const quote = priceCart(
      [line(1, 10_005), line(2, 20_000)],
      rules({ promoCode: { code: 'EARLY10', kind: 'percent', value: 1_000, courseIds: [1] } }),
    );
    // 10 % of 100.05 = 10.005: 10.01
    expect(quote.discounts).toEqual([
      { kind: 'promo-code', label: 'Promo code EARLY10', amountCents: 1_001 },
    ]);
    expect(quote.totalCents).toBe(29_004);
  });

  it('never takes an amount code below zero', () => {
    const quote = priceCart(
      [line(1, 5_000)],
      rules({ promoCode: { code: 'BIG', kind: 'amount', value: 9_000, courseIds: [] } }),
    );
    expect(quote).toMatchObject({ discountCents: 5_000, totalCents: 0, gstCents: 0 });
  });

  it('takes the minimum-spend discount once, when what is left after other discounts reaches it', () => {
    const minSpend = { minSpendCents: 30_000, discountCents: 2_000 };
    const reached = priceCart([line(1, 20_000), line(2, 10_000)], rules({ minSpend }));
    expect(reached.discounts).toEqual([
      { kind: 'min-spend', label: 'Minimum-spend discount', amountCents: 2_000 },
    ]);
    const missed = priceCart(
      [line(1, 20_000), line(2, 10_000)],
      rules({ minSpend, promoCode: { code: 'X', kind: 'amount', value: 100, courseIds: [] } }),
    );
    expect(missed.discounts.map((discount) => discount.kind)).toEqual(['promo-code']);
    expect(missed.totalCents).toBe(29_900);
  });
});
