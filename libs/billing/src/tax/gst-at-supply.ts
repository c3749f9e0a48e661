import { gstOfInclusive } from '@app/registration';

/**
 * GST at the time of supply (IRAS; DOMAIN-SG "GST"): the rate in force at the earlier of the invoice
 * date and the date the payment was received applies, whatever rate the checkout quoted.
 */

/** The earlier of the two calendar dates (YYYY-MM-DD). */
export const timeOfSupply = (invoiceDate: string, paymentDate: string): string =>
  invoiceDate <= paymentDate ? invoiceDate : paymentDate;

/** A percentage (9, or 8.5) as basis points (900, 850), the unit amounts are computed in. */
export const rateBasisPoints = (ratePercent: number): number => Math.round(ratePercent * 100);

export interface GstSplit {
  gstRateBasisPoints: number;
  gstCents: number;
  totalExcludingGstCents: number;
}

/**
 * The GST share of the GST-inclusive price the customer agreed, at the rate in force at the time of
 * supply: the price stays, only its split changes (rate/(100+rate), rounded half up, as pricing does).
 */
export const gstAtSupply = (totalIncludingGstCents: number, gstRateBasisPoints: number): GstSplit => {
  const gstCents = gstOfInclusive(totalIncludingGstCents, gstRateBasisPoints);
  return { gstRateBasisPoints, gstCents, totalExcludingGstCents: totalIncludingGstCents - gstCents };
};
