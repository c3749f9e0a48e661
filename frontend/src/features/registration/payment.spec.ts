import type { KeyValueStorage } from './cart/cartStorage';
import { newIdempotencyKey } from './cart/randomToken';
import {
  awaitsPayment,
  isTestPublishableKey,
  paymentDocumentPath,
  paypalOrderRegistration,
  paypalOrdersKey,
  rememberPaypalOrder,
} from './payment';
import { idParam } from './paths';

const memory = (): KeyValueStorage => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
};

describe('payment rules', () => {
  it('owes only on an unpaid registration with a total', () => {
    expect(awaitsPayment({ paymentStatus: 'unpaid', totalCents: 10_900 })).toBe(true);
    expect(awaitsPayment({ paymentStatus: 'paid', totalCents: 10_900 })).toBe(false);
    expect(awaitsPayment({ paymentStatus: 'no_payment_required', totalCents: 0 })).toBe(false);
  });

  it('links the invoice and receipt PDFs of a payment', () => {
    expect(paymentDocumentPath('invoice', 12)).toBe('/transactions/invoice/12/pdf');
    expect(paymentDocumentPath('receipt', 7)).toBe('/transactions/receipt/7/pdf');
  });

  it('knows the fake Stripe’s keys from real ones', () => {
    expect(isTestPublishableKey('pk_test_fake_123')).toBe(true);
    expect(isTestPublishableKey('pk_test_51Habc')).toBe(false);
    expect(isTestPublishableKey('pk_live_51Habc')).toBe(false);
  });

  it('makes idempotency keys the server takes, a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('the PayPal orders a tab started', () => {
  it('finds the registration of an order PayPal returns with', () => {
    const storage = memory();
    rememberPaypalOrder(storage, 'ORDER-1', 41);
    rememberPaypalOrder(storage, 'ORDER-2', 42);
    expect(paypalOrderRegistration(storage, 'ORDER-1')).toBe(41);
    expect(paypalOrderRegistration(storage, 'ORDER-2')).toBe(42);
    expect(paypalOrderRegistration(storage, 'ORDER-3')).toBeNull();
  });

  it('keeps the last ten, and copes without storage or with garbage in it', () => {
    const storage = memory();
    for (let id = 1; id <= 12; id += 1) rememberPaypalOrder(storage, `ORDER-${id}`, id);
    expect(paypalOrderRegistration(storage, 'ORDER-2')).toBeNull();
    expect(paypalOrderRegistration(storage, 'ORDER-12')).toBe(12);
    expect(paypalOrderRegistration(null, 'ORDER-12')).toBeNull();
    storage.setItem(paypalOrdersKey, '{broken');
    expect(paypalOrderRegistration(storage, 'ORDER-12')).toBeNull();
  });
});

describe('idParam', () => {
  it('takes positive whole numbers only', () => {
    expect(idParam('42')).toBe(42);
    expect(idParam(null)).toBeNull();
    expect(idParam('0')).toBeNull();
    expect(idParam('-3')).toBeNull();
    expect(idParam('4.2')).toBeNull();
    expect(idParam('12abc')).toBeNull();
  });
});
