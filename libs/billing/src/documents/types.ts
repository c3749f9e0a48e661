/**
 * The data a billing document is drawn from. Plain values only: the billing services compute every
 * amount (integer cents) and choose the footer; the renderer formats and draws, it never recalculates.
 * Dates are calendar dates as YYYY-MM-DD.
 */

/** The training provider issuing the document (the supplier on a tax invoice). */
export interface ProviderDetails {
  name: string;
  /** Postal address; line breaks are kept as separate lines. */
  address: string;
  /** Unique Entity Number. */
  uen: string;
  /** GST registration number (required on a tax invoice, DOMAIN-SG "GST"). */
  gstRegNo: string;
  email?: string | null;
  phone?: string | null;
}

/** Who the invoice is addressed to, or who a payment came from. */
export interface PartyDetails {
  name: string;
  /** Postal address; line breaks are kept as separate lines. Optional on a receipt. */
  address?: string | null;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Shown in the unit price column when given. */
  unitPriceCents?: number | null;
  amountCents: number;
}

/** A discount line; `amountCents` is the amount taken off, always shown as a negative amount. */
export interface InvoiceDiscount {
  description: string;
  amountCents: number;
}

export interface InvoiceDocument {
  provider: ProviderDetails;
  invoiceNo: string;
  /** Issue date, YYYY-MM-DD; also the PDF creation date (midnight Singapore time). */
  date: string;
  customer: PartyDetails & { address: string };
  lines: InvoiceLine[];
  discounts: InvoiceDiscount[];
  totalExcludingGstCents: number;
  /** The GST rate applied, in percent (9 for 9%). */
  gstRatePercent: number;
  gstCents: number;
  /** Must equal totalExcludingGstCents + gstCents. */
  totalIncludingGstCents: number;
  /** The footer's rich text (HTML, as the footer lists store it); drawn as plain text. */
  footerHtml: string;
}

export interface ReceiptDocument {
  provider: ProviderDetails;
  receiptNo: string;
  /** Date the payment was received, YYYY-MM-DD; also the PDF creation date. */
  date: string;
  receivedFrom: PartyDetails;
  /** The invoice numbers this payment settles (at least one). */
  invoiceNos: string[];
  /** Payment mode as shown to the payer, e.g. "PayNow", "Cheque", "SkillsFuture Credit". */
  paymentMethod: string;
  /** Cheque number, bank or PayNow transaction reference; omitted when there is none. */
  paymentReference?: string | null;
  amountReceivedCents: number;
  /** The footer's rich text (HTML, as the footer lists store it); drawn as plain text. */
  footerHtml: string;
}
