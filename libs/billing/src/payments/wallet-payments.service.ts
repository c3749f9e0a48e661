import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus } from '@nestjs/common';
import { DomainError, conflict } from '@app/core';
import {
  PaymentMethod,
  PaymentStatus,
  Registration,
  RegistrationService,
  type RegistrationView,
} from '@app/registration';
import { PaymentConfirmation } from './payment-confirmation.service';
import { PayPalGateway } from './paypal.gateway';

/** PayPal orders: created for the registration's total, captured after the payer approves. */
@Injectable()
export class WalletPayments {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PayPalGateway,
    private readonly confirmation: PaymentConfirmation,
    private readonly registrations: RegistrationService,
  ) {}

  get clientId(): string {
    return this.gateway.clientId;
  }

  async createOrder(
    registrationId: number,
    returnUrl: string,
    cancelUrl: string,
  ): Promise<{ orderId: string; approveUrl: string }> {
    const registration = await this.registrations.payable(registrationId);
    const order = await this.gateway.createOrder(
      registration.regNo,
      registration.totalCents,
      returnUrl,
      cancelUrl,
    );
    await this.em.nativeUpdate(
      Registration,
      { id: registration.id },
      { paymentReference: order.id, paymentMethod: PaymentMethod.PayPal },
    );
    const approve = order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
    return { orderId: order.id, approveUrl: approve?.href ?? '' };
  }

  async orderId(registrationId: number): Promise<{ orderId: string | null }> {
    const registration = await this.registrations.find(registrationId);
    return {
      orderId:
        registration.paymentMethod === PaymentMethod.PayPal ? (registration.paymentReference ?? null) : null,
    };
  }

  /** Captures the approved order, then confirms with what PayPal says was captured. */
  async capture(registrationId: number, orderId: string): Promise<RegistrationView> {
    const registration = await this.registrations.find(registrationId);
    // A repeated capture (the return page reloaded) finds the registration already paid.
    if (registration.paymentStatus !== PaymentStatus.Unpaid) return this.registrations.view(registrationId);
    if (registration.paymentReference !== orderId) {
      throw new DomainError(
        'WRONG_ORDER',
        'This PayPal order is not for this registration',
        HttpStatus.BAD_REQUEST,
      );
    }
    const order = await this.gateway.capture(orderId);
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (order.status !== 'COMPLETED' || !capture || capture.status !== 'COMPLETED') {
      throw conflict('PAYPAL_NOT_COMPLETED', 'PayPal did not complete the payment; please try again');
    }
    return this.confirmation.confirm({
      registrationId,
      method: PaymentMethod.PayPal,
      reference: capture.id,
      amountCents: Math.round(Number(capture.amount.value) * 100),
    });
  }
}
