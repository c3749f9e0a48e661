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
}

export interface InvoiceDetail extends InvoiceSummary {
  customerAddress: string | null;
  customerEmail: string | null;
  lines: InvoiceLine[];
  remarks: string | null;
  payments: {
    paymentId: number;
    receiptId: number;
    receiptNo: string;
    receivedOn: string;
    paymentMode: string;
    reference: string | null;
    allocatedCents: number;
  }[];
  creditNotes: {
    id: number;
    creditNoteNo: string | null;
    totalCents: number;
    status: string;
    reason: string;
  }[];
}

/** A customer as the services take one: by id, or a walk-in by name. */
export type CustomerRef =
  { kind: 'participant' | 'corporate'; id: number } | { kind: 'walk_in'; name: string };

export interface SalePayment {
  paymentModeId: number;
  receivedOn: string;
  reference?: string | null;
  chequeBank?: string | null;
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
}

export interface CreditNoteInput {
  invoiceId: number;
  reason: string;
  amountCents: number;
}

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
  paymentMode: string;
  reference: string | null;
  chequeBank: string | null;
  receiptId: number;
  receiptNo: string;
  customerName: string;
  invoiceNos: string | null;
  recordedBy: string | null;
}

export type PaymentListQuery = ListQuery<'dateFrom' | 'dateTo'>;

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
