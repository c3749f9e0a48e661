import { type TaxInvoiceKind } from '@app/core';
import { type ProviderDetails } from '../documents';
import { type CreditNoteLineData } from '../credit-notes/credit-note.entity';
import { type InvoiceDiscountData, type InvoiceKind, type InvoiceLineData } from '../invoices/invoice.entity';
import { type CustomerSnapshot } from './customer';

/**
 * What each version of a tax document froze (`document_version.snapshot`): every printed field,
 * the supplier included, so any version prints as it was issued. Versions migrated from before
 * the ledger have no supplier and print the current one.
 */
export interface InvoiceSnapshot {
  invoiceNo: string;
  kind: InvoiceKind;
  taxInvoiceKind: TaxInvoiceKind;
  issuedOn: string;
  dueOn: string;
  customer: CustomerSnapshot;
  lines: InvoiceLineData[];
  discounts: InvoiceDiscountData[];
  totalCents: number;
  gstCents: number;
  gstRateBasisPoints: number;
  footerHtml: string;
  provider?: ProviderDetails;
}

export interface ReceiptSnapshot {
  receiptNo: string;
  receivedOn: string;
  customer: CustomerSnapshot;
  invoiceNos: string[];
  payments: { mode: string; reference: string | null; amountCents: number; receivedOn: string }[];
  amountCents: number;
  creditOnAccountCents: number;
  footerHtml: string;
  provider?: ProviderDetails;
}

export interface CreditNoteSnapshot {
  creditNoteNo: string;
  issuedOn: string;
  customer: CustomerSnapshot;
  invoiceNo: string;
  invoiceDate: string;
  reason: string;
  lines: CreditNoteLineData[];
  totalCents: number;
  gstCents: number;
  gstRateBasisPoints: number;
  provider?: ProviderDetails;
}
