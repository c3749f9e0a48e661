import type { RegistrationLine } from '@/features/registration/registrationTypes';
import { formatMoney } from '@/shared/money';
import type { RefundEntry, RefundKind, RefundMethod, SeatRefunds } from './refundTypes';

/** A refund to the card: sent to Stripe and dated by its webhook, never by staff. */
export function isCardRefund(entry: Pick<RefundEntry, 'paymentModeCode'>): boolean {
  return entry.paymentModeCode === 'STRIPE';
}

/**
 * What is left to refund on a seat, as far as the page knows: its price less the refunds not reversed. The
 * server's figure also takes the cart's discounts and what was actually paid into account, and decides.
 */
export function refundLeftEstimate(
  line: Pick<RegistrationLine, 'unitCents'>,
  seat: Pick<SeatRefunds, 'refunds'>,
): number {
  const refunded = seat.refunds
    .filter((refund) => refund.status !== 'Reversed')
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return Math.max(line.unitCents - refunded, 0);
}

const moneyWording: Readonly<Record<RefundMethod, string>> = {
  card: 'The money goes back to the card through Stripe once the credit note is issued.',
  paypal: "The money goes back to the payer's PayPal account through PayPal once the credit note is issued.",
  manual: 'The money is paid back by hand: record the refunded date (and reference) when it has gone out.',
};

/** The confirmation's wording: the credit note to be issued, where the money goes, what becomes of the seat. */
export function refundConsequences({
  kind,
  amountCents,
  invoiceNo,
  method,
}: {
  kind: RefundKind;
  amountCents: number;
  invoiceNo: string | null;
  method: RefundMethod;
}): string {
  const amount =
    kind === 'full'
      ? `everything left on this seat (up to ${formatMoney(amountCents)})`
      : formatMoney(amountCents);
  const note = `A credit note for ${amount} is issued against invoice ${invoiceNo ?? '(none)'}; above the approval threshold it waits for the CFO's approval first.`;
  const money = moneyWording[method];
  const seat =
    kind === 'full'
      ? 'The seat becomes Refunded and its place is freed.'
      : 'The seat stays Confirmed until it is refunded in full.';
  return `${note} ${money} ${seat}`;
}
