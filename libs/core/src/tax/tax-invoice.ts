/**
 * Which tax invoice a supply gets (IRAS, "Tax invoice"): a full one names the customer and their
 * address; a simplified one may leave the customer out, but only while the total payable including
 * GST is at most S$1,000, and it says "Price payable includes GST". Here because the checkout (which
 * must ask for the address when a full one is needed) and billing (which issues it) both decide it.
 */

export enum TaxInvoiceKind {
  Full = 'full',
  Simplified = 'simplified',
}

/** S$1,000 including GST: above it only a full tax invoice will do. */
export const SIMPLIFIED_TAX_INVOICE_LIMIT_CENTS = 100_000;

/** A customer address is required when only a full tax invoice may be issued. */
export const customerAddressRequired = (totalIncludingGstCents: number): boolean =>
  totalIncludingGstCents > SIMPLIFIED_TAX_INVOICE_LIMIT_CENTS;

/**
 * Full whenever the customer's address is known (it tells the customer most) or the total is over
 * the limit; simplified only when the address is unknown and the law allows it.
 */
export const taxInvoiceKind = (invoice: {
  totalIncludingGstCents: number;
  customerAddress: string | null | undefined;
}): TaxInvoiceKind =>
  invoice.customerAddress?.trim() || customerAddressRequired(invoice.totalIncludingGstCents)
    ? TaxInvoiceKind.Full
    : TaxInvoiceKind.Simplified;
