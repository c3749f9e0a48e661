import { HttpStatus, Injectable } from '@nestjs/common';
import { AppConfig, DomainError } from '@app/core';

export interface PayPalOrder {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: {
    custom_id?: string;
    payments?: {
      captures?: { id: string; status: string; amount: { value: string; currency_code: string } }[];
    };
  }[];
}

/** A refund of a capture (Payments v2): COMPLETED, or PENDING until PayPal settles it. */
export interface PayPalRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'CANCELLED' | 'FAILED';
}

const providerError = (message: string) => new DomainError('PAYPAL_ERROR', message, HttpStatus.BAD_GATEWAY);

/** PayPal's Orders v2 REST API over fetch; the base URL comes from configuration (sandbox, live, a fake). */
@Injectable()
export class PayPalGateway {
  private token?: { value: string; expiresAt: number };

  constructor(private readonly config: AppConfig) {}

  get clientId(): string {
    return this.credentials().clientId;
  }

  async createOrder(
    reference: string,
    amountCents: number,
    returnUrl: string,
    cancelUrl: string,
  ): Promise<PayPalOrder> {
    return this.call('POST', '/v2/checkout/orders', `order-${reference}-${amountCents}`, {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: reference,
          custom_id: reference,
          amount: { currency_code: 'SGD', value: (amountCents / 100).toFixed(2) },
        },
      ],
      application_context: {
        return_url: returnUrl,
        cancel_url: cancelUrl,
        shipping_preference: 'NO_SHIPPING',
      },
    });
  }

  /** The request id makes a retried capture return the first capture's answer. */
  capture(orderId: string): Promise<PayPalOrder> {
    return this.call(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      `capture-${orderId}`,
      {},
    );
  }

  /**
   * Refunds part of a capture. `requestId` is PayPal-Request-Id: a retry (a lost answer, a second
   * click) gets the first refund's answer instead of refunding again.
   */
  refundCapture(
    captureId: string,
    amountCents: number,
    requestId: string,
    note: string,
  ): Promise<PayPalRefund> {
    return this.call<PayPalRefund>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      requestId,
      {
        amount: { currency_code: 'SGD', value: (amountCents / 100).toFixed(2) },
        note_to_payer: note.slice(0, 255),
      },
    );
  }

  /** A refund as PayPal has it now (a PENDING one settles later). */
  refund(id: string): Promise<PayPalRefund> {
    return this.call<PayPalRefund>('GET', `/v2/payments/refunds/${encodeURIComponent(id)}`);
  }

  private credentials(): { clientId: string; secret: string } {
    const { paypalClientId, paypalClientSecret } = this.config.payments;
    if (!paypalClientId || !paypalClientSecret) {
      throw new DomainError('PAYPAL_OFF', 'PayPal payments are not set up', HttpStatus.SERVICE_UNAVAILABLE);
    }
    return { clientId: paypalClientId, secret: paypalClientSecret };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const { clientId, secret } = this.credentials();
    const response = await fetch(`${this.config.payments.paypalApiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw providerError('PayPal refused our credentials');
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private async call<T = PayPalOrder>(
    method: string,
    path: string,
    requestId?: string,
    body?: object,
  ): Promise<T> {
    const response = await fetch(`${this.config.payments.paypalApiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await this.accessToken()}`,
        'Content-Type': 'application/json',
        ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const payload = (await response.json().catch(() => ({}))) as T & {
      details?: { issue?: string; description?: string }[];
      message?: string;
    };
    if (!response.ok) {
      const issue = payload.details?.[0]?.issue;
      if (issue === 'ORDER_NOT_APPROVED') {
        throw new DomainError(
          'PAYPAL_NOT_APPROVED',
          'The PayPal payment has not been approved yet',
          HttpStatus.CONFLICT,
        );
      }
      throw providerError(`PayPal could not complete the request${issue ? ` (${issue})` : ''}`);
    }
    return payload;
  }
}
