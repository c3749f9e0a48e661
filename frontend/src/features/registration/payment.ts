import type { KeyValueStorage } from './cart/cartStorage';
import type { PaymentMethod, PaymentStatus, RegistrationStatus, RegistrationView } from './registrationTypes';

/** Wording and small rules of the payment step. Kept free of antd so it can be unit-tested. */

export const paymentMethodLabels: Readonly<Record<PaymentMethod | 'none', string>> = {
  card: 'Credit or debit card',
  paynow: 'PayNow',
  paypal: 'PayPal',
  none: 'No payment needed',
};

export const paymentStatusLabels: Readonly<Record<PaymentStatus, string>> = {
  paid: 'Paid',
  unpaid: 'Awaiting payment',
  no_payment_required: 'No payment required',
};

export const registrationStatusLabels: Readonly<Record<RegistrationStatus, string>> = {
  InProgress: 'In progress',
  RegisteredNotCompleted: 'Registered, not completed',
  Registered: 'Registered',
  Archived: 'Archived',
};

export type PaymentDocument = 'invoice' | 'receipt';

/** The PDF of an invoice or receipt: an API route the browser opens itself; the server checks who asks. */
export function paymentDocumentPath(kind: PaymentDocument, id: number): string {
  return `/transactions/${kind}/${id}/pdf`;
}

/** Whether the payer still owes something on the registration. */
export function awaitsPayment(registration: Pick<RegistrationView, 'paymentStatus' | 'totalCents'>): boolean {
  return registration.paymentStatus === 'unpaid' && registration.totalCents > 0;
}

/**
 * The test backend's fake Stripe hands out publishable keys starting with this; with one, the card form
 * skips Stripe.js (which the tests cannot download), and the test settles the payment at the fake.
 */
export const testPublishableKeyPrefix = 'pk_test_fake';

export function isTestPublishableKey(publishableKey: string): boolean {
  return publishableKey.startsWith(testPublishableKeyPrefix);
}

/**
 * PayPal sends the payer back with only its order id (`?token=`); the tab remembers which registration
 * each order it started pays for.
 */
export const paypalOrdersKey = 'registration-paypal-orders.v1';

function readOrders(storage: KeyValueStorage | null): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(paypalOrdersKey) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
    );
  } catch {
    return {};
  }
}

export function rememberPaypalOrder(
  storage: KeyValueStorage | null,
  orderId: string,
  registrationId: number,
) {
  // The last few are plenty: a payer retries a handful of times at most.
  const orders = Object.entries({ ...readOrders(storage), [orderId]: registrationId }).slice(-10);
  try {
    storage?.setItem(paypalOrdersKey, JSON.stringify(Object.fromEntries(orders)));
  } catch {
    // Without storage the return page asks the payer to open the registration from its e-mail.
  }
}

export function paypalOrderRegistration(storage: KeyValueStorage | null, orderId: string): number | null {
  return readOrders(storage)[orderId] ?? null;
}
