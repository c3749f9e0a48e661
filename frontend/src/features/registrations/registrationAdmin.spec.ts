import type { RegistrationView } from '@/features/registration/registrationTypes';
import {
  awaitsCardPayment,
  awaitsPayNowTransfer,
  completionRate,
  eventTitlesOf,
  holdExpired,
  initialPayNowValues,
  paymentMethodLabel,
  paymentsOf,
  toPayNowInput,
} from './registrationAdmin';
import type { Transaction } from './registrationAdminTypes';

const unpaid = { paymentStatus: 'unpaid', paymentMethod: 'paynow', totalCents: 10_900 } as const;

const transaction = (regNo: string, invoiceId: number): Transaction => ({
  regNo,
  invoiceId,
  invoiceNo: `INV-2026-00000${invoiceId}`,
  receiptId: invoiceId,
  receiptNo: `RCT-2026-00000${invoiceId}`,
  method: 'paynow',
  amountCents: 10_900,
  receivedAt: '2026-11-21T09:06:19.453Z',
});

describe('what staff may do about a payment', () => {
  it('confirms PayNow transfers only for unpaid PayNow registrations that owe something', () => {
    expect(awaitsPayNowTransfer(unpaid)).toBe(true);
    expect(awaitsPayNowTransfer({ ...unpaid, paymentStatus: 'paid' })).toBe(false);
    expect(awaitsPayNowTransfer({ ...unpaid, paymentMethod: 'card' })).toBe(false);
    expect(awaitsPayNowTransfer({ ...unpaid, totalCents: 0 })).toBe(false);
  });

  it('checks card payments only for unpaid card registrations', () => {
    expect(awaitsCardPayment({ ...unpaid, paymentMethod: 'card' })).toBe(true);
    expect(awaitsCardPayment(unpaid)).toBe(false);
    expect(awaitsCardPayment({ ...unpaid, paymentMethod: 'card', paymentStatus: 'paid' })).toBe(false);
  });

  it('knows when the seats are no longer held', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(holdExpired({ holdExpiresAt: '2026-11-21T09:59:59Z' }, now)).toBe(true);
    expect(holdExpired({ holdExpiresAt: '2026-11-21T10:30:00Z' }, now)).toBe(false);
  });
});

describe('the PayNow confirmation form', () => {
  it('starts at the amount owed, in dollars', () => {
    expect(initialPayNowValues({ totalCents: 10_900 })).toEqual({ bankReference: '', amount: 109 });
    expect(initialPayNowValues({ totalCents: 1_999 }).amount).toBe(19.99);
  });

  it('sends the registration number, the trimmed reference and the amount in cents', () => {
    expect(toPayNowInput({ bankReference: ' DBS-998877 ', amount: 19.99 }, 'REG-2026-000042')).toEqual({
      reg_no: 'REG-2026-000042',
      bankReference: 'DBS-998877',
      amountCents: 1999,
    });
  });

  it('round-trips the amount owed', () => {
    for (const totalCents of [1, 99, 10_900, 123_456]) {
      const values = { ...initialPayNowValues({ totalCents }), bankReference: 'REF-1' };
      expect(toPayNowInput(values, 'REG-2026-000001').amountCents).toBe(totalCents);
    }
  });
});

describe('registration wording', () => {
  it('finds a registration’s payments among its payer’s', () => {
    const all = [transaction('REG-2026-000001', 1), transaction('REG-2026-000002', 2)];
    expect(paymentsOf(all, 'REG-2026-000002')).toEqual([all[1]]);
    expect(paymentsOf(all, 'REG-2026-000003')).toEqual([]);
  });

  it('names payment methods, and keeps one it does not know', () => {
    expect(paymentMethodLabel('paynow')).toBe('PayNow');
    expect(paymentMethodLabel('bank-draft')).toBe('bank-draft');
  });

  it('rounds the completion rate, with nothing to say when nobody enrolled', () => {
    expect(completionRate(3, 2)).toBe('67%');
    expect(completionRate(4, 4)).toBe('100%');
    expect(completionRate(0, 0)).toBe('—');
  });

  it('lists each event once', () => {
    const line = (eventTitle: string) => ({ eventTitle }) as RegistrationView['lines'][number];
    expect(eventTitlesOf({ lines: [line('A'), line('B'), line('A')] })).toEqual(['A', 'B']);
  });
});
