/** The shapes of `/admin/promocode(s)/*` and `/admin/exclusivebundle(s)/*` (spec 7.6 promotions). */

export const promoCodeKinds = ['percent', 'amount'] as const;
/** A percentage off (value in basis points: 1000 = 10%) or an amount off (value in cents). */
export type PromoCodeKind = (typeof promoCodeKinds)[number];

/** What staff enter about a promo code; dates are YYYY-MM-DD (Singapore), either end may be open. */
interface PromoCodeFields {
  /** What a visitor types at checkout; the server keeps it upper case. */
  code: string;
  description: string;
  kind: PromoCodeKind;
  /** Basis points for `percent`, cents for `amount`. */
  value: number;
  /** The courses it applies to; empty for every course. */
  courseIds: number[];
  validFrom: string | null;
  validTo: string | null;
  /** Paid registrations it may be used on; null for no limit. */
  maxUses: number | null;
  active: boolean;
}

export interface PromoCode extends PromoCodeFields {
  id: number;
  /** Paid registrations that used it. */
  usedCount: number;
}

/** `POST /admin/promocode/save`: no id creates, an id updates. */
export interface PromoCodeInput extends PromoCodeFields {
  id?: number;
}

/** What staff enter about an exclusive bundle: a discount for taking all of two or three courses. */
interface ExclusiveBundleFields {
  name: string;
  courseIds: number[];
  discountCents: number;
  validFrom: string | null;
  validTo: string | null;
  active: boolean;
}

export interface ExclusiveBundle extends ExclusiveBundleFields {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** `POST /admin/exclusivebundle/save`: no id creates, an id updates. */
export interface ExclusiveBundleInput extends ExclusiveBundleFields {
  id?: number;
}
