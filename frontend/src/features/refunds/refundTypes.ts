/** `GET /admin/registration/participant/:id/refunds`: one seat's refunds (`:id` is the registration event). */
export interface SeatRefunds {
  registrationEventId: number;
  status: string;
  invoice: {
    id: number;
    invoiceNo: string;
    balanceCents: number;
    paidCents: number;
    creditedCents: number;
    refundedCents: number;
  } | null;
  refunds: RefundEntry[];
}

export type RefundStatus = 'PendingApproval' | 'Approved' | 'PaidOut' | 'Reversed';

export interface RefundEntry {
  id: number;
  amountCents: number;
  kind: string;
  status: RefundStatus;
  reference: string | null;
  providerRefundId: string | null;
  refundedOn: string | null;
  reason: string | null;
  creditNoteId: number | null;
  creditNoteNo: string | null;
  creditNoteStatus: string | null;
  /** STRIPE for a card refund; else the payment mode staff paid it back by. */
  paymentModeCode: string | null;
  paymentModeName: string | null;
}

/** How the money goes back: to the card through Stripe, to PayPal, or by hand (bank transfer, cheque) with a reference. */
export type RefundMethod = 'card' | 'paypal' | 'manual';

/** Full: what is left on the seat (`setrefundstatus`); partial and entry take an amount. */
export type RefundKind = 'full' | 'partial' | 'entry';

export interface RefundInput {
  reason: string;
  method: RefundMethod;
  paymentModeId?: number | null;
  reference?: string | null;
  refundedOn?: string | null;
  amountCents?: number;
}

export const refundStatusLabels: Readonly<Record<RefundStatus, string>> = {
  PendingApproval: 'Awaiting approval',
  Approved: 'Approved, not yet paid out',
  PaidOut: 'Paid out',
  Reversed: 'Reversed',
};
