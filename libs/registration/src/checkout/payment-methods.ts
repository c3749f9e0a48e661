import { Injectable } from '@nestjs/common';
import { AppConfig, fieldError } from '@app/core';
import { PaymentMethod } from '../registrations/registration.entity';

/** What the checkout says about a method that is not set up. */
const METHOD_NAMES: Record<PaymentMethod, string> = {
  [PaymentMethod.Card]: 'Card',
  [PaymentMethod.PayNow]: 'PayNow',
  [PaymentMethod.PayPal]: 'PayPal',
  [PaymentMethod.None]: 'No payment',
  [PaymentMethod.Offline]: 'Staff-recorded',
};

/**
 * The payment methods this installation can take, from its configuration (read once: it does not
 * change while the process runs), and how long each holds a checkout's seats.
 */
@Injectable()
export class PaymentMethods {
  /** In the order the payment step offers them. */
  readonly available: readonly PaymentMethod[];

  constructor(private readonly config: AppConfig) {
    const payments = config.payments;
    this.available = [
      ...(payments.stripeSecretKey && payments.stripePublishableKey ? [PaymentMethod.Card] : []),
      ...(payments.paynowUen || payments.paynowMobile ? [PaymentMethod.PayNow] : []),
      ...(payments.paypalClientId && payments.paypalClientSecret ? [PaymentMethod.PayPal] : []),
    ];
  }

  /** Refuses a method that is not set up, before the checkout writes anything. */
  assertAvailable(method: PaymentMethod): void {
    if (this.available.includes(method)) return;
    const offered = this.available.map((available) => METHOD_NAMES[available]);
    throw fieldError(
      'paymentMethod',
      offered.length === 0
        ? 'Online payment is not available right now; please contact us to register'
        : `${METHOD_NAMES[method]} payments are not available; please choose ${offered.join(' or ')}`,
    );
  }

  /**
   * Until when a checkout paying by `method` holds its seats. A PayNow transfer waits for staff to
   * match it with the bank's records, so its hold lasts until the time the payment page states.
   */
  holdExpiry(method: PaymentMethod, from: Date): Date {
    const minutes =
      method === PaymentMethod.PayNow
        ? this.config.payments.paynowHoldHours * 60
        : this.config.seatHoldMinutes;
    return new Date(from.getTime() + minutes * 60_000);
  }
}
