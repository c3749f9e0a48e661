/**
 * Checkout pricing, on the server only. Every amount is integer cents and GST-inclusive (prices
 * shown to the public include GST). The rules, in the order they apply:
 *
 * 1. A line's price is the course's promo fee while it runs, otherwise the event's fee for the
 *    participant's type (or the event's fee when the type has none).
 * 2. Bundles are per participant and do not stack: the one that saves most of an exclusive bundle
 *    (that participant's lines cover all its courses) and "any 2 / any 3 courses" (distinct courses).
 * 3. A promo code takes its percentage or amount off the lines of the courses it applies to, after
 *    bundles, never below zero; a percentage is rounded half up per line.
 * 4. A minimum-spend discount comes off once, when what is left reaches the minimum spend.
 * 5. GST is the tax share of the inclusive total: total x rate / (100 + rate), rounded half up to
 *    the cent (IRAS rounds the GST of an invoice, not of each line).
 *
 * Discounts are spread over lines only for display; the totals are what the invoice states.
 */

export interface LineInput {
  /** Identifies the line (event and participant) in the result. */
  key: string;
  participantKey: string;
  courseId: number;
  /** The event's fee for this participant's type. */
  feeCents: number;
  /** The course's promo fee when it runs on the pricing date. */
  promoFeeCents?: number | null;
}

export interface ExclusiveBundle {
  name: string;
  courseIds: readonly number[];
  discountCents: number;
}

export interface AnyBundle {
  size: 2 | 3;
  discountCents: number;
}

export interface PromoCode {
  code: string;
  kind: 'percent' | 'amount';
  /** Basis points for a percentage (1 000 = 10 %), cents for an amount. */
  value: number;
  /** Courses it applies to; empty means every course. */
  courseIds: readonly number[];
}

export interface MinSpendDiscount {
  minSpendCents: number;
  discountCents: number;
}

export interface PricingRules {
  exclusiveBundles: readonly ExclusiveBundle[];
  anyBundles: readonly AnyBundle[];
  promoCode?: PromoCode | null;
  minSpend?: MinSpendDiscount | null;
  /** GST rate in basis points (900 = 9 %). */
  gstRateBasisPoints: number;
}

export interface PricedLine {
  key: string;
  participantKey: string;
  courseId: number;
  listCents: number;
  /** The price after the course promo fee, before cart discounts. */
  unitCents: number;
}

export interface Discount {
  kind: 'bundle' | 'promo-code' | 'min-spend';
  label: string;
  amountCents: number;
}

export interface Quote {
  lines: PricedLine[];
  subtotalCents: number;
  discounts: Discount[];
  discountCents: number;
  totalCents: number;
  gstCents: number;
  totalExcludingGstCents: number;
  gstRateBasisPoints: number;
}

/** Half-up rounding of numerator / denominator for non-negative integers, without floats. */
export const divideRoundHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The GST share of a GST-inclusive amount. */
export const gstOfInclusive = (inclusiveCents: number, rateBasisPoints: number): number =>
  divideRoundHalfUp(inclusiveCents * rateBasisPoints, 10_000 + rateBasisPoints);

const unitPrice = (line: LineInput): number =>
  line.promoFeeCents !== null && line.promoFeeCents !== undefined && line.promoFeeCents < line.feeCents
    ? line.promoFeeCents
    : line.feeCents;

/** The best single bundle of each participant's lines. */
const bundleDiscounts = (lines: PricedLine[], rules: PricingRules): Discount[] => {
  const byParticipant = new Map<string, PricedLine[]>();
  for (const line of lines) {
    byParticipant.set(line.participantKey, [...(byParticipant.get(line.participantKey) ?? []), line]);
  }
  const discounts: Discount[] = [];
  for (const own of byParticipant.values()) {
    const courses = new Set(own.map((line) => line.courseId));
    const spend = own.reduce((sum, line) => sum + line.unitCents, 0);
    const candidates: Discount[] = [
      ...rules.exclusiveBundles
        .filter((bundle) => bundle.courseIds.length > 0 && bundle.courseIds.every((id) => courses.has(id)))
        .map((bundle) => ({
          kind: 'bundle' as const,
          label: bundle.name,
          amountCents: bundle.discountCents,
        })),
      ...rules.anyBundles
        .filter((bundle) => courses.size >= bundle.size)
        .map((bundle) => ({
          kind: 'bundle' as const,
          label: `Any ${bundle.size} courses`,
          amountCents: bundle.discountCents,
        })),
    ];
    const best = candidates.sort((a, b) => b.amountCents - a.amountCents)[0];
    if (best && best.amountCents > 0)
      discounts.push({ ...best, amountCents: Math.min(best.amountCents, spend) });
  }
  return discounts;
};

const promoDiscount = (lines: PricedLine[], promo: PromoCode, available: number): Discount | undefined => {
  const applicable = lines.filter(
    (line) => promo.courseIds.length === 0 || promo.courseIds.includes(line.courseId),
  );
  const base = applicable.reduce((sum, line) => sum + line.unitCents, 0);
  const amount =
    promo.kind === 'percent'
      ? applicable.reduce((sum, line) => sum + divideRoundHalfUp(line.unitCents * promo.value, 10_000), 0)
      : promo.value;
  const capped = Math.min(amount, base, available);
  return capped > 0
    ? { kind: 'promo-code', label: `Promo code ${promo.code}`, amountCents: capped }
    : undefined;
};

export const priceCart = (inputs: readonly LineInput[], rules: PricingRules): Quote => {
  const lines: PricedLine[] = inputs.map((line) => ({
    key: line.key,
    participantKey: line.participantKey,
    courseId: line.courseId,
    listCents: line.feeCents,
    unitCents: unitPrice(line),
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents, 0);
  const discounts = bundleDiscounts(lines, rules);
  let remaining = subtotalCents - discounts.reduce((sum, discount) => sum + discount.amountCents, 0);
  if (rules.promoCode) {
    const promo = promoDiscount(lines, rules.promoCode, remaining);
    if (promo) {
      discounts.push(promo);
      remaining -= promo.amountCents;
    }
  }
  if (rules.minSpend && rules.minSpend.discountCents > 0 && remaining >= rules.minSpend.minSpendCents) {
    const amount = Math.min(rules.minSpend.discountCents, remaining);
    discounts.push({ kind: 'min-spend', label: 'Minimum-spend discount', amountCents: amount });
    remaining -= amount;
  }
  const gstCents = gstOfInclusive(remaining, rules.gstRateBasisPoints);
  return {
    lines,
    subtotalCents,
    discounts,
    discountCents: subtotalCents - remaining,
    totalCents: remaining,
    gstCents,
    totalExcludingGstCents: remaining - gstCents,
    gstRateBasisPoints: rules.gstRateBasisPoints,
  };
};
