import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig, DomainError } from '@app/core';
import { HttpStatus } from '@nestjs/common';

/** The Stripe SDK, configured once; `STRIPE_API_URL` points it at another server (tests, a proxy). */
@Injectable()
export class StripeGateway {
  private client?: Stripe;

  constructor(private readonly config: AppConfig) {}

  get publishableKey(): string {
    return this.settings().publishableKey;
  }

  stripe(): Stripe {
    if (!this.client) {
      const { secretKey, apiUrl } = this.settings();
      const url = apiUrl ? new URL(apiUrl) : undefined;
      this.client = new Stripe(secretKey, {
        maxNetworkRetries: 2,
        ...(url
          ? {
              host: url.hostname,
              port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
              protocol: url.protocol.replace(':', '') as 'http' | 'https',
            }
          : {}),
      });
    }
    return this.client;
  }

  /** Verifies the signature over the exact bytes Stripe sent; a forged or altered body fails. */
  event(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    const secret = this.config.payments.stripeWebhookSecret;
    if (!secret)
      throw new DomainError('STRIPE_OFF', 'Card payments are not set up', HttpStatus.SERVICE_UNAVAILABLE);
    try {
      return this.stripe().webhooks.constructEvent(rawBody, signature ?? '', secret);
    } catch {
      throw new DomainError('BAD_SIGNATURE', 'The webhook signature is not valid', HttpStatus.BAD_REQUEST);
    }
  }

  private settings(): { secretKey: string; publishableKey: string; apiUrl?: string } {
    const { stripeSecretKey, stripePublishableKey, stripeApiUrl } = this.config.payments;
    if (!stripeSecretKey || !stripePublishableKey) {
      throw new DomainError('STRIPE_OFF', 'Card payments are not set up', HttpStatus.SERVICE_UNAVAILABLE);
    }
    return { secretKey: stripeSecretKey, publishableKey: stripePublishableKey, apiUrl: stripeApiUrl };
  }
}
