import type { ListQuery } from '@/shared/listQuery';

/** The shapes of the billing back office (docs/billing.md "Routes"): products, sales, invoices, payments. */

export type ProductStatus = 'Active' | 'Inactive';

export interface Product {
  id: number;
  code: string;
  name: string;
  description: string | null;
  /** Including GST when GST-able. */
  priceCents: number;
  gstable: boolean;
  stockOnHand: number;
  status: ProductStatus;
  updatedAt: string;
}

export type ProductInput = Omit<Product, 'id' | 'updatedAt'> & { id?: number };

export type CustomerKind = 'participant' | 'corporate' | 'walk_in';

export type Settlement = 'Draft' | 'Unpaid' | 'PartlyPaid' | 'Paid' | 'Credited' | 'Void';

export interface InvoiceSummary {
  id: number;
  invoiceNo: string | null;
  kind: 'registration' | 'manual' | 'product';
  status: 'Draft' | 'Issued' | 'Void';
  settlement: Settlement;
  customer: { kind: CustomerKind; id: number | null; name: string };
  regNo: string | null;
  issuedOn: string | null;
  dueOn: string | null;
  totalCents: number;
  gstCents: number;
  paidCents: number;
  creditedCents: number;
  balanceCents: number;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  discountCents: number;
  gstCents: number;
  gstable?: boolean;
}

/** One version of a tax document: a regeneration or correction writes the next, the old PDF stays. */
export interface DocumentVersion {
  version: number;
  effectiveOn: string;
  reason: string | null;
  createdAt: string;
}

export interface InvoiceDetail extends InvoiceSummary {
  customerAddress: string | null;
  customerEmail: string | null;
  lines: InvoiceLine[];
  discounts: { description: string; amountCents: number }[];
  remarks: string | null;
  attachment: { name: string; contentType: string; size: number } | null;
  versions: DocumentVersion[];
  payments: {
    paymentId: number;
    receiptId: number;
    receiptNo: string;
    receivedOn: string;
    paymentMode: string;
    reference: string | null;
    allocatedCents: number;
  }[];
  receipts: { id: number; receiptNo: string; receivedOn: string; amountCents: number; status: string }[];
  creditNotes: {
    id: number;
    creditNoteNo: string | null;
    totalCents: number;
    status: string;
    reason: string;
  }[];
}

/** A manual invoice's line as staff type it: the unit price includes GST when the line is GST-able. */
export interface InvoiceLineInput {
  description: string;
  quantity: number;
  unitPriceCents: number;
  gstable: boolean;
}

export interface InvoiceContentInput {
  lines: InvoiceLineInput[];
  dueOn: string | null;
  remarks: string | null;
}

export interface CreateInvoiceInput extends InvoiceContentInput {
  customer: CustomerRef;
  draft: boolean;
}

export interface UpdateInvoiceInput extends Partial<InvoiceContentInput> {
  id: number;
  customerName?: string;
  customerAddress?: string | null;
  customerEmail?: string | null;
  reason?: string | null;
  issue?: boolean;
}

export type ReceiptStatus = 'Active' | 'Archived' | 'Void';

export interface ReceiptSummary {
  id: number;
  receiptNo: string;
  receivedOn: string;
  amountCents: number;
  status: ReceiptStatus;
  version: number;
  customer: { kind: CustomerKind; id: number | null; name: string };
}

export interface ReceiptDetail extends ReceiptSummary {
  customerAddress: string | null;
  invoiceNos: string[];
  creditOnAccountCents: number;
  versions: DocumentVersion[];
}

export type ReceiptListQuery = ListQuery<'status' | 'dateFrom' | 'dateTo'>;

/** A customer as the services take one: by id, or a walk-in by name. */
export type CustomerRef =
  | { kind: 'participant' | 'corporate'; id: number }
  | { kind: 'walk_in'; name: string; address?: string; email?: string };

export interface SalePayment {
  paymentModeId: number;
  receivedOn: string;
  reference?: string | null;
  chequeBank?: string | null;
  /** What the customer pays now; the invoice's balance when left out. */
  amountCents?: number;
}

export interface ProductSaleInput {
  customer: CustomerRef;
  items: { productId: number; quantity: number }[];
  payment: SalePayment | null;
}

export interface Received {
  paymentId: number;
  receiptId: number;
  receiptNo: string;
}

export type InvoiceListQuery = ListQuery<'status' | 'dateFrom' | 'dateTo'>;
export type ProductListQuery = ListQuery<'status'>;

export interface CustomerMatch {
  kind: 'participant' | 'corporate';
  id: number;
  name: string;
  email: string | null;
  /** Masked unless the user may read personal data. */
  nric: string | null;
  uen: string | null;
  unpaidInvoices: number;
  outstandingCents: number;
}

export interface PayInvoicesInput {
  customer: CustomerRef;
  paymentModeId: number;
  receivedOn: string;
  amountCents: number;
  reference: string | null;
  chequeBank: string | null;
  allocations: { invoiceId: number; amountCents: number }[];
  /** Keep what the invoices do not take as a credit on the customer's account (else 409). */
  creditOnAccount?: boolean;
}

/** Another payment on an existing receipt: the customer is the receipt's. */
export type ReceiptPaymentInput = Omit<PayInvoicesInput, 'customer'> & { receiptId: number };

/** Exactly one of the whole invoice (what is left), an amount, or amounts per line. */
export type CreditNoteInput = { invoiceId: number; reason: string } & (
  { full: true } | { amountCents: number } | { lines: { lineIndex: number; amountCents: number }[] }
);

export const settlementLabels: Readonly<Record<Settlement, string>> = {
  Draft: 'Draft',
  Unpaid: 'Unpaid',
  PartlyPaid: 'Partly paid',
  Paid: 'Paid',
  Credited: 'Credited',
  Void: 'Void',
};

/** A row of the transactions list (`/admin/payment/search/filter`). */
export interface PaymentRow {
  id: number;
  receivedOn: string;
  amountCents: number;
  allocatedCents: number;
  status: string;
  paymentModeId: number;
  paymentMode: string;
  reference: string | null;
  chequeBank: string | null;
  remarks: string | null;
  receiptId: number;
  receiptNo: string;
  customerName: string;
  invoiceNos: string | null;
  recordedBy: string | null;
}

export type PaymentListQuery = ListQuery<'dateFrom' | 'dateTo' | 'paymentModeId' | 'customerKind' | 'status'>;

/** The corrections `payment/refno/update` and `payment/total/amount/update` take, each with its reason. */
export type PaymentCorrection =
  | {
      id: number;
      paymentModeId: number;
      chequeBank: string | null;
      remarks: string | null;
      reason: string;
    }
  | { id: number; reference: string; reason: string }
  | { id: number; amountCents: number; creditOnAccount: boolean; reason: string };

/** What awaits the CFO's decision. */
export interface PendingApproval {
  type: 'CreditNote' | 'Refund';
  id: number;
  invoiceId: number;
  invoiceNo: string | null;
  customerName: string;
  amountCents: number;
  reason: string | null;
  requestedBy: string | null;
  requestedAt: string;
}
