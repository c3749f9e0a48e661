import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import {
  PaymentMethod,
  PaymentStatus,
  Registration,
  RegistrationService,
  type RegistrationView,
} from '@app/registration';
import { PaymentProviderEvent } from './payment.entity';
import { PaymentConfirmation } from './payment-confirmation.service';
import { RefundService } from '../refunds/refund.service';
import { StripeGateway } from './stripe.gateway';

export interface CardPaymentStart {
  paymentIntentId: string;
  clientSecret: string;
  publishableKey: string;
  amountCents: number;
}

/**
 * Card payments through Stripe PaymentIntents. Nothing is trusted from the browser or from a
 * webhook's payload: the intent is read back from Stripe before a registration is confirmed.
 */
@Injectable()
export class CardPayments {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: StripeGateway,
    private readonly confirmation: PaymentConfirmation,
    private readonly registrations: RegistrationService,
    private readonly refunds: RefundService,
  ) {}

  /** The registration's PaymentIntent, created once (an idempotency key per registration and amount). */
  async start(registrationId: number): Promise<CardPaymentStart> {
    const registration = await this.registrations.payable(registrationId);
    const stripe = this.gateway.stripe();
    let intent = registration.paymentReference?.startsWith('pi_')
      ? await stripe.paymentIntents.retrieve(registration.paymentReference)
      : undefined;
    if (!intent || intent.status === 'canceled' || intent.amount !== registration.totalCents) {
      intent = await stripe.paymentIntents.create(
        {
          amount: registration.totalCents,
          currency: 'sgd',
          description: `Registration ${registration.regNo}`,
          metadata: { registrationId: String(registration.id), regNo: registration.regNo },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `pi-${registration.regNo}-${registration.totalCents}` },
      );
      await this.em.nativeUpdate(
        Registration,
        { id: registration.id },
        { paymentReference: intent.id, paymentMethod: PaymentMethod.Card },
      );
    }
    return this.started(intent);
  }

  /** After the page confirmed the card (or on staff request): confirms when Stripe says it succeeded. */
  async verify(registrationId: number): Promise<RegistrationView> {
    const registration = await this.registrations.find(registrationId);
    if (
      registration.paymentStatus !== PaymentStatus.Unpaid ||
      !registration.paymentReference?.startsWith('pi_')
    ) {
      return this.registrations.view(registrationId);
    }
    const intent = await this.gateway.stripe().paymentIntents.retrieve(registration.paymentReference);
    return this.apply(intent);
  }

  /** Brings the PaymentIntent's amount in line with the registration's total before the card is charged. */
  async syncAmount(registrationId: number): Promise<CardPaymentStart> {
    const registration = await this.registrations.payable(registrationId);
    if (!registration.paymentReference?.startsWith('pi_')) return this.start(registrationId);
    const stripe = this.gateway.stripe();
    const intent = await stripe.paymentIntents.retrieve(registration.paymentReference);
    const updated =
      intent.amount === registration.totalCents
        ? intent
        : await stripe.paymentIntents.update(intent.id, { amount: registration.totalCents });
    return this.started(updated);
  }

  /**
   * A webhook delivery. Its id is recorded first, under a unique key, so a repeat (Stripe retries,
   * or sends twice at once) finds it and does nothing; if handling fails the record is removed so
   * the retry is handled. The intent is re-read from Stripe, so events arriving out of order act on
   * the current state, and confirming is idempotent besides.
   */
  async webhook(event: Stripe.Event): Promise<{ received: true; duplicate: boolean }> {
    const inserted = await this.em.getConnection().execute<{ event_id: string }[]>(
      `insert into payment_provider_event (event_id, provider, type, received_at) values (?, 'stripe', ?, now())
       on conflict (event_id) do nothing returning event_id`,
      [event.id, event.type],
    );
    if (inserted.length === 0) return { received: true, duplicate: true };
    try {
      if (event.type.startsWith('payment_intent.')) {
        const intentId = (event.data.object as Stripe.PaymentIntent).id;
        await this.apply(await this.gateway.stripe().paymentIntents.retrieve(intentId));
      } else if (event.type === 'charge.refunded') {
        // The refunds this charge lists, read back from Stripe, are paid out when they succeeded
        // (each once: only approved ones change).
        const listed = event.data.object.refunds?.data ?? [];
        const stripe = this.gateway.stripe();
        const current = await Promise.all(listed.map((refund) => stripe.refunds.retrieve(refund.id)));
        await this.refunds.confirmProviderRefunds(
          current.filter((refund) => refund.status === 'succeeded').map((refund) => refund.id),
        );
      }
    } catch (error) {
      // Not handled: forget the delivery so Stripe's retry is processed.
      await this.em.nativeDelete(PaymentProviderEvent, { eventId: event.id });
      throw error;
    }
    return { received: true, duplicate: false };
  }

  private started(intent: Stripe.PaymentIntent): CardPaymentStart {
    return {
      paymentIntentId: intent.id,
      clientSecret: intent.client_secret ?? '',
      publishableKey: this.gateway.publishableKey,
      amountCents: intent.amount,
    };
  }

  private async apply(intent: Stripe.PaymentIntent): Promise<RegistrationView> {
    const registrationId = Number(intent.metadata.registrationId);
    if (intent.status === 'succeeded') {
      return this.confirmation.confirm({
        registrationId,
        method: PaymentMethod.Card,
        reference: intent.id,
        amountCents: intent.amount_received || intent.amount,
      });
    }
    return this.registrations.view(registrationId);
  }
}
