import { type TaxInvoiceKind } from '@app/core';

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

/**
 * A line as printed: on a full tax invoice its amounts exclude GST (GST (General) Regulations,
 * reg. 11), on a simplified one they include it. The columns are labelled accordingly.
 */
export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Shown in the unit price column when given. */
  unitPriceCents?: number | null;
  amountCents: number;
}

/**
 * A discount line, printed like the lines (excluding or including GST); `amountCents` is the
 * amount taken off, always shown as a negative amount.
 */
export interface InvoiceDiscount {
  description: string;
  amountCents: number;
}

export interface InvoiceDocument {
  provider: ProviderDetails;
  /**
   * A full tax invoice, or a simplified one (IRAS: total at most S$1,000 including GST; the
   * customer's address may be left out and it says "Price payable includes GST").
   */
  kind: TaxInvoiceKind;
  invoiceNo: string;
  /** Issue date, YYYY-MM-DD; also the PDF creation date (midnight Singapore time). */
  date: string;
  /** A full tax invoice shows the customer's address. */
  customer: PartyDetails;
  /** Lines less discounts must equal the total excluding GST (full) or including GST (simplified). */
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
  /** Printed from version 2 on: the same number, reissued. */
  version?: number;
}

/** One payment a receipt acknowledges. */
export interface ReceiptPayment {
  /** Payment mode as shown to the payer, e.g. "PayNow", "Cheque", "SkillsFuture Credit". */
  method: string;
  /** Cheque number, bank or PayNow transaction reference; omitted when there is none. */
  reference?: string | null;
  amountCents: number;
}

export interface ReceiptDocument {
  provider: ProviderDetails;
  receiptNo: string;
  /** Date the payment was received, YYYY-MM-DD; also the PDF creation date. */
  date: string;
  receivedFrom: PartyDetails;
  /** The invoice numbers the payments settle (none only when all of it is a credit on account). */
  invoiceNos: string[];
  /** At least one; they add up to the amount received. */
  payments: ReceiptPayment[];
  amountReceivedCents: number;
  /** The part of the amount kept as a credit on the customer's account. */
  creditOnAccountCents?: number;
  /** The footer's rich text (HTML, as the footer lists store it); drawn as plain text. */
  footerHtml: string;
  /** Printed from version 2 on. */
  version?: number;
}

/**
 * A credit note (a tax document, DOMAIN-SG "GST"): it names the invoice it credits and the reason,
 * and reverses GST at that invoice's rate. Line amounts include GST.
 */
export interface CreditNoteDocument {
  provider: ProviderDetails;
  creditNoteNo: string;
  /** Issue date, YYYY-MM-DD. */
  date: string;
  customer: PartyDetails;
  invoiceNo: string;
  invoiceDate: string;
  reason: string;
  lines: { description: string; amountCents: number }[];
  totalExcludingGstCents: number;
  gstRatePercent: number;
  gstCents: number;
  /** Must equal the lines' sum and totalExcludingGstCents + gstCents. */
  totalIncludingGstCents: number;
}

/** One line of a statement of account, amounts in cents; the balance runs down the lines. */
export interface StatementLine {
  date: string;
  document: string;
  number: string;
  debitCents: number;
  creditCents: number;
  balanceCents: number;
}

/**
 * A statement of account as at a date: the supplier, the customer, their documents with the
 * running balance, and the closing balance aged into buckets at the foot.
 */
export interface StatementDocument {
  provider: ProviderDetails;
  customer: PartyDetails;
  /** The as-at date, YYYY-MM-DD. */
  date: string;
  lines: StatementLine[];
  /** The buckets in order with their headings; they add up to the closing balance. */
  ageing: { label: string; amountCents: number }[];
}
