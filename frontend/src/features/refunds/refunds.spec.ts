import { refundConsequences, refundLeftEstimate } from './refunds';
import type { RefundEntry } from './refundTypes';

const entry = (amountCents: number, status: RefundEntry['status']): RefundEntry => ({
  id: amountCents,
  amountCents,
  kind: 'Partial Refund',
  status,
  reference: null,
  providerRefundId: null,
  refundedOn: null,
  reason: null,
  creditNoteId: null,
  creditNoteNo: null,
  creditNoteStatus: null,
  paymentModeCode: null,
  paymentModeName: null,
});

describe('refundLeftEstimate', () => {
  it('takes off every refund but the reversed ones, never below zero', () => {
    const refunds = [entry(5_000, 'PaidOut'), entry(2_000, 'Reversed'), entry(1_000, 'PendingApproval')];
    expect(refundLeftEstimate({ unitCents: 10_900 }, { refunds })).toBe(4_900);
    expect(refundLeftEstimate({ unitCents: 3_000 }, { refunds })).toBe(0);
  });
});

describe('refundConsequences', () => {
  it('names the amount, the credit note, the card and the seat of a partial card refund', () => {
    expect(
      refundConsequences({
        kind: 'partial',
        amountCents: 16_350,
        invoiceNo: 'INV-2026-000001',
        method: 'card',
      }),
    ).toBe(
      'A credit note for S$163.50 is issued against invoice INV-2026-000001; above the approval threshold it ' +
        "waits for the CFO's approval first. The money goes back to the card through Stripe once the credit " +
        'note is issued. The seat stays Confirmed until it is refunded in full.',
    );
  });

  it('says a full manual refund frees the seat and waits for its refunded date', () => {
    const text = refundConsequences({
      kind: 'full',
      amountCents: 10_900,
      invoiceNo: 'INV-1',
      method: 'manual',
    });
    expect(text).toContain('up to S$109.00');
    expect(text).toContain('record the refunded date');
    expect(text).toContain('The seat becomes Refunded');
  });

  it('says a PayPal refund goes back through PayPal, with no refunded date to record', () => {
    const text = refundConsequences({
      kind: 'partial',
      amountCents: 5_450,
      invoiceNo: 'INV-2',
      method: 'paypal',
    });
    expect(text).toContain('A credit note for S$54.50 is issued against invoice INV-2');
    expect(text).toContain("The money goes back to the payer's PayPal account through PayPal");
    expect(text).not.toContain('record the refunded date');
    expect(text).toContain('The seat stays Confirmed');
  });
});
