import { TaxInvoiceKind } from '@app/core';
import { type InvoiceDocument, type ProviderDetails } from '../documents';
import { gstableDiscountShares } from '../ledger/arithmetic';
import { type InvoiceSnapshot } from '../ledger/snapshots';
import { amountsExcludingGst } from '../tax';

/**
 * What an issued invoice prints, from a version's snapshot. A full tax invoice shows each line and
 * discount excluding GST (reg. 11), split so they add up to its total excluding GST
 * (`amountsExcludingGst` over the GST-able lines and the GST-able part of each discount; lines
 * without GST print as charged); a simplified one shows them as charged, including GST.
 */
export const invoiceDocument = (
  invoice: InvoiceSnapshot,
  provider: ProviderDetails,
  version = 1,
): InvoiceDocument => {
  const totalExcludingGstCents = invoice.totalCents - invoice.gstCents;
  const document = {
    provider: invoice.provider ?? provider,
    kind: invoice.taxInvoiceKind,
    invoiceNo: invoice.invoiceNo,
    date: invoice.issuedOn,
    customer: { name: invoice.customer.name, address: invoice.customer.address ?? null },
    totalExcludingGstCents,
    gstRatePercent: invoice.gstRateBasisPoints / 100,
    gstCents: invoice.gstCents,
    totalIncludingGstCents: invoice.totalCents,
    footerHtml: invoice.footerHtml,
    version,
  };
  if (invoice.taxInvoiceKind === TaxInvoiceKind.Simplified) {
    return {
      ...document,
      lines: invoice.lines.map(({ description, quantity, unitPriceCents, amountCents }) => ({
        description,
        quantity,
        unitPriceCents,
        amountCents,
      })),
      discounts: invoice.discounts,
    };
  }
  const lines = invoice.lines.map((line) => ({ ...line, gstable: line.gstable !== false }));
  const gstableDiscounts = gstableDiscountShares(lines, invoice.discounts);
  const gstableLines = lines.filter((line) => line.gstable);
  const gstableNet =
    gstableLines.reduce((sum, line) => sum + line.amountCents, 0) -
    gstableDiscounts.reduce((sum, share) => sum + share, 0);
  const excluding = amountsExcludingGst(
    [...gstableLines.map((line) => line.amountCents), ...gstableDiscounts.map((share) => -share)],
    invoice.gstRateBasisPoints,
    gstableNet - invoice.gstCents,
  );
  let next = 0;
  return {
    ...document,
    lines: lines.map((line) => {
      const amountCents = line.gstable ? excluding[next++] : line.amountCents;
      // A unit price is printed only where the quantity divides the line exactly.
      const unit =
        line.quantity > 0 && amountCents % line.quantity === 0 ? amountCents / line.quantity : null;
      return { description: line.description, quantity: line.quantity, unitPriceCents: unit, amountCents };
    }),
    discounts: invoice.discounts.map((discount, index) => ({
      description: discount.description,
      amountCents: -excluding[gstableLines.length + index] + (discount.amountCents - gstableDiscounts[index]),
    })),
  };
};
