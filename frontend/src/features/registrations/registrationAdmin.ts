import { awaitsPayment, paymentMethodLabels } from '@/features/registration/payment';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { centsToDollars, dollarsToCents } from '@/shared/money';
import type { PayNowVerifyInput, Transaction } from './registrationAdminTypes';

/** Small rules of the back office's registration screens. Kept free of antd so they can be unit-tested. */

type Payable = Pick<RegistrationView, 'paymentStatus' | 'paymentMethod' | 'totalCents'>;

/** An unpaid PayNow registration: staff confirm the transfer once they find it in the bank's records. */
export function awaitsPayNowTransfer(registration: Payable): boolean {
  return awaitsPayment(registration) && registration.paymentMethod === 'paynow';
}

/** An unpaid card registration: staff may ask the card provider whether the payment went through after all. */
export function awaitsCardPayment(registration: Payable): boolean {
  return awaitsPayment(registration) && registration.paymentMethod === 'card';
}

/** Whether the seats of an unpaid registration are no longer held. */
export function holdExpired(
  registration: Pick<RegistrationView, 'holdExpiresAt'>,
  now = new Date(),
): boolean {
  return new Date(registration.holdExpiresAt).getTime() <= now.getTime();
}

const methodLabels: Readonly<Partial<Record<string, string>>> = paymentMethodLabels;

/** "PayNow" for a payment's method as the server names it; an unknown method as it is. */
export function paymentMethodLabel(method: string): string {
  return methodLabels[method] ?? method;
}

/** The payments of a registration, among all of its payer's. */
export function paymentsOf(transactions: readonly Transaction[], regNo: string): Transaction[] {
  return transactions.filter((transaction) => transaction.regNo === regNo);
}

/** The PayNow form: the bank's reference, and the amount received in dollars. */
export interface PayNowFormValues {
  bankReference: string;
  amount: number | null;
}

/** The server's rule for bank references. */
export const bankReferencePattern = /^[A-Za-z0-9-]{4,60}$/;

/** The form starts at what is owed; staff change it only when the bank shows something else. */
export function initialPayNowValues(registration: Pick<RegistrationView, 'totalCents'>): PayNowFormValues {
  return { bankReference: '', amount: centsToDollars(registration.totalCents) };
}

export function toPayNowInput(values: PayNowFormValues, regNo: string): PayNowVerifyInput {
  return {
    reg_no: regNo,
    bankReference: values.bankReference.trim(),
    amountCents: dollarsToCents(values.amount ?? 0),
  };
}

/** "75%": the share of enrolments completed; "—" when nobody enrolled. */
export function completionRate(enrolled: number, completed: number): string {
  return enrolled > 0 ? `${Math.round((completed / enrolled) * 100)}%` : '—';
}

/** The distinct titles of the events a registration covers, in order. */
export function eventTitlesOf(registration: Pick<RegistrationView, 'lines'>): string[] {
  return [...new Set(registration.lines.map((line) => line.eventTitle))];
}
