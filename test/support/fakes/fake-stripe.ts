import Stripe from 'stripe';
import {
  FakeHttpServer,
  type FakeResponse,
  type FakeServerAddress,
  type RecordedRequest,
  clone,
  headerOf,
  randomId,
} from './fake-http-server';

/** A form field as Stripe reads it: `a[b]=1` nests, `a[0]=x` and `a[]=x` make lists. */
export type StripeFormValue = string | StripeFormValue[] | { [key: string]: StripeFormValue };
export type StripeFormFields = { [key: string]: StripeFormValue };

/** The payment_intent.* event types, e.g. 'payment_intent.succeeded'. */
export type PaymentIntentEventType = Extract<Stripe.Event.Type, `payment_intent.${string}`>;
export type PaymentIntentEvent<T extends PaymentIntentEventType> = Extract<Stripe.Event, { type: T }>;

export interface FakeStripeOptions {
  /** When given, only this secret key is accepted; otherwise any `sk_test_...` key is. */
  apiKey?: string;
  /** `api_version` of webhook events and the default `Stripe-Version` answered; the SDK's own by default. */
  apiVersion?: string;
}

export interface FakeStripeFailOptions {
  /** Stripe's decline_code, e.g. 'insufficient_funds'; 'generic_decline' for code 'card_declined' by default. */
  declineCode?: string;
  message?: string;
}

/** The body of a Stripe error: `{ error: StripeErrorBody }`. */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error';
  message: string;
  code?: string;
  param?: string;
  doc_url?: string;
  payment_intent?: Stripe.PaymentIntent;
}

const UPDATABLE_AMOUNT_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE_STATUSES = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
const MAX_AMOUNT = 99_999_999;
/** Stripe's minimum charge amounts, in the smallest unit, for the currencies tests are likely to use. */
const MIN_AMOUNT: Record<string, number> = {
  sgd: 50,
  usd: 50,
  eur: 50,
  aud: 50,
  gbp: 30,
  hkd: 400,
  myr: 200,
};
const CREATE_PARAMS = [
  'amount',
  'currency',
  'metadata',
  'automatic_payment_methods',
  'description',
  'receipt_email',
  'statement_descriptor_suffix',
  'payment_method_types',
];
const UPDATE_PARAMS = [
  'amount',
  'currency',
  'metadata',
  'description',
  'receipt_email',
  'statement_descriptor_suffix',
];
const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  incorrect_number: 'Your card number is incorrect.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
};

/** A Stripe API error to answer with; `saved` ones are replayed for their idempotency key, like Stripe does. */
class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    readonly saved = false,
  ) {
    super(body.message);
  }
}

function errorCode(code: string): Pick<StripeErrorBody, 'code' | 'doc_url'> {
  return { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` };
}

function invalidParam(param: string, message: string, code?: string): StripeFailure {
  return new StripeFailure(400, {
    type: 'invalid_request_error',
    message,
    param,
    ...(code ? errorCode(code) : {}),
  });
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses a form body or query string the way Stripe does: `metadata[a]=1&expand[0]=x` → `{ metadata: { a: '1' }, expand: ['x'] }`. */
export function parseStripeForm(text: string): StripeFormFields {
  type Node = { [key: string]: Node | string };
  const root: Node = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw invalidParam(key, `Invalid parameter name: ${key}`);
    const segments = [match[1], ...Array.from(match[2].matchAll(/\[([^[\]]*)\]/g), (m) => m[1])];
    let node = root;
    segments.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (FORBIDDEN_KEYS.has(name))
        throw invalidParam(key, `Received unknown parameter: ${key}`, 'parameter_unknown');
      if (index === segments.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      node = typeof next === 'object' ? next : (node[name] = {});
    });
  }
  const shape = (node: Node | string): StripeFormValue => {
    if (typeof node === 'string') return node;
    const keys = Object.keys(node);
    const shaped = Object.fromEntries(keys.map((key) => [key, shape(node[key])]));
    return keys.length > 0 && keys.every((key) => /^\d+$/.test(key))
      ? keys.sort((a, b) => Number(a) - Number(b)).map((key) => shaped[key])
      : shaped;
  };
  return shape(root) as StripeFormFields;
}

function shown(value: StripeFormValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function stringParam(fields: StripeFormFields, param: string): string | undefined {
  const value = fields[param];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParam(param, `Invalid string: ${shown(value)}`);
  return value;
}

function integerParam(fields: StripeFormFields, param: string): number | undefined {
  const value = fields[param];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw invalidParam(param, `Invalid integer: ${shown(value)}`, 'parameter_invalid_integer');
  }
  return Number(value);
}

function booleanValue(value: StripeFormValue, param: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalidParam(param, `Invalid boolean: ${shown(value)}`);
}

/** Metadata as sent: values to set, '' to unset a key, or '' for the whole field to clear all keys. */
function metadataParam(fields: StripeFormFields): Record<string, string> | '' | undefined {
  const value = fields.metadata;
  if (value === undefined || value === '') return value;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParam('metadata', `Invalid object: ${shown(value)}`);
  }
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') {
      throw invalidParam(`metadata[${key}]`, `Invalid string: ${shown(entry)}`);
    }
    if (key.length > 40)
      throw invalidParam(`metadata[${key}]`, 'Metadata keys can have up to 40 characters.');
    if (entry.length > 500)
      throw invalidParam(`metadata[${key}]`, 'Metadata values can have up to 500 characters.');
  }
  return value as Record<string, string>;
}

function applyMetadata(
  current: Stripe.Metadata,
  change: Record<string, string> | '' | undefined,
): Stripe.Metadata {
  if (change === undefined) return current;
  if (change === '') return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  if (Object.keys(next).length > 50) throw invalidParam('metadata', 'Metadata can have up to 50 keys.');
  return next;
}

function rejectUnknown(fields: StripeFormFields, allowed: readonly string[]): void {
  const unknown = Object.keys(fields).find((key) => !allowed.includes(key));
  if (unknown !== undefined) {
    throw invalidParam(
      unknown,
      `Received unknown parameter: ${unknown} (FakeStripe models only: ${allowed.join(', ') || 'none'})`,
      'parameter_unknown',
    );
  }
}

function validAmount(amount: number, currency: string, param = 'amount'): void {
  const minimum = MIN_AMOUNT[currency];
  if (minimum !== undefined && amount < minimum) {
    throw invalidParam(
      param,
      `Amount must be at least ${(minimum / 100).toFixed(2)} ${currency}`,
      'amount_too_small',
    );
  }
  if (amount > MAX_AMOUNT) {
    throw invalidParam(
      param,
      `Amount must be no more than ${(MAX_AMOUNT / 100).toFixed(2)}`,
      'amount_too_large',
    );
  }
}

function validCurrency(value: string): string {
  const currency = value.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidParam('currency', `Invalid currency: ${value}.`);
  return currency;
}

function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}

interface SavedResponse {
  method: string;
  path: string;
  rawBody: string;
  requestId: string;
  response: FakeResponse;
}

/**
 * Stripe's REST API for PaymentIntents on 127.0.0.1, for the real `stripe` SDK to talk to:
 * `new Stripe(key, { ...(await fake.start()) })`. Payment intents stay `requires_payment_method` until
 * the test calls `succeed` or `fail`; webhook events are built and signed with the SDK's own helpers.
 */
export class FakeStripe extends FakeHttpServer {
  readonly apiVersion: string;
  private readonly intents = new Map<string, Stripe.PaymentIntent>();
  private readonly idempotent = new Map<string, SavedResponse>();
  private readonly refundsById = new Map<string, Stripe.Refund>();

  constructor(private readonly options: FakeStripeOptions = {}) {
    super();
    this.apiVersion = options.apiVersion ?? Stripe.API_VERSION;
  }

  /** Starts listening; the result spreads into the Stripe client's config: `new Stripe(key, { ...address })`. */
  async start(): Promise<FakeServerAddress> {
    return { ...(await this.listen()) };
  }

  /** Forgets every payment intent, idempotency key and recorded request. */
  reset(): void {
    this.intents.clear();
    this.idempotent.clear();
    this.refundsById.clear();
    this.clearRequests();
  }

  /** The current state of a payment intent, as GET /v1/payment_intents/:id would return it. */
  paymentIntent(id: string): Stripe.PaymentIntent {
    return clone(this.intent(id));
  }

  /** Every payment intent created, oldest first. */
  get paymentIntents(): Stripe.PaymentIntent[] {
    return [...this.intents.values()].map(clone);
  }

  /** Every refund created, oldest first. */
  get refunds(): Stripe.Refund[] {
    return [...this.refundsById.values()].map(clone);
  }

  /**
   * The `charge.refunded` event Stripe sends once a payment intent's charge has refunds: the
   * charge with its refunds listed, signed for the endpoint.
   */
  chargeRefunded(paymentIntentId: string, secret: string): { payload: string; header: string } {
    const intent = this.intent(paymentIntentId);
    const refunds = [...this.refundsById.values()].filter((refund) => refund.payment_intent === intent.id);
    const charge = {
      id: typeof intent.latest_charge === 'string' ? intent.latest_charge : `ch_${randomId(24)}`,
      object: 'charge',
      amount: intent.amount_received,
      amount_refunded: refunds.reduce((sum, refund) => sum + refund.amount, 0),
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: refunds.reduce((sum, refund) => sum + refund.amount, 0) >= intent.amount_received,
      refunds: { object: 'list', data: refunds.map(clone), has_more: false, url: '/v1/refunds' },
    };
    const event = {
      id: `evt_${randomId(24)}`,
      object: 'event',
      api_version: this.apiVersion,
      created: unixNow(),
      data: { object: charge },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'charge.refunded',
    };
    const payload = JSON.stringify(event, null, 2);
    return { payload, header: this.signedHeader(payload, secret) };
  }

  /** The customer paid: status 'succeeded' with a charge and payment method. */
  succeed(id: string): Stripe.PaymentIntent {
    const intent = this.intent(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new Error(`FakeStripe: ${id} is already ${intent.status}`);
    }
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      amount_capturable: 0,
      latest_charge: `ch_${randomId(24)}`,
      payment_method: `pm_${randomId(24)}`,
      last_payment_error: null,
      next_action: null,
    } satisfies Partial<Stripe.PaymentIntent>);
    return clone(intent);
  }

  /** A payment attempt failed: back to 'requires_payment_method' with `last_payment_error`, as Stripe does. */
  fail(id: string, code = 'card_declined', options: FakeStripeFailOptions = {}): Stripe.PaymentIntent {
    const intent = this.intent(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new Error(`FakeStripe: ${id} is already ${intent.status}`);
    }
    const charge = `ch_${randomId(24)}`;
    const declineCode = options.declineCode ?? (code === 'card_declined' ? 'generic_decline' : undefined);
    Object.assign(intent, {
      status: 'requires_payment_method',
      latest_charge: charge,
      payment_method: null,
      next_action: null,
      last_payment_error: {
        type: 'card_error',
        ...errorCode(code),
        ...(declineCode ? { decline_code: declineCode } : {}),
        message: options.message ?? DECLINE_MESSAGES[code] ?? 'Your card was declined.',
        charge,
        payment_method_type: 'card',
      },
    } satisfies Partial<Stripe.PaymentIntent>);
    return clone(intent);
  }

  /** A Stripe Event about a payment intent (its current state when given an id), as sent to webhook endpoints. */
  webhookEvent<T extends PaymentIntentEventType>(
    type: T,
    paymentIntent: Stripe.PaymentIntent | string,
    previousAttributes?: Partial<Stripe.PaymentIntent>,
  ): PaymentIntentEvent<T> {
    const object =
      typeof paymentIntent === 'string' ? this.paymentIntent(paymentIntent) : clone(paymentIntent);
    return {
      id: `evt_${randomId(24)}`,
      object: 'event',
      api_version: this.apiVersion,
      created: unixNow(),
      data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as PaymentIntentEvent<T>;
  }

  /** The `Stripe-Signature` header Stripe would send with this exact payload, signed with the endpoint secret. */
  signedHeader(payload: string, secret: string, timestamp = unixNow()): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  }

  /** An event, its JSON payload and the matching `Stripe-Signature` header, ready to POST to the app. */
  webhook<T extends PaymentIntentEventType>(
    type: T,
    paymentIntent: Stripe.PaymentIntent | string,
    secret: string,
  ): { event: PaymentIntentEvent<T>; payload: string; header: string } {
    const event = this.webhookEvent(type, paymentIntent);
    const payload = JSON.stringify(event, null, 2);
    return { event, payload, header: this.signedHeader(payload, secret) };
  }

  protected override handle(request: RecordedRequest): FakeResponse {
    const requestId = `req_${randomId(14)}`;
    const headers: Record<string, string> = {
      'request-id': requestId,
      'stripe-version': headerOf(request, 'stripe-version') ?? this.apiVersion,
    };
    const idempotencyKey = request.method === 'POST' ? headerOf(request, 'idempotency-key') : undefined;
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
    let savedKey: string | undefined;
    let response: FakeResponse;
    try {
      const apiKey = this.authenticate(request);
      request.body = this.parse(request);
      if (idempotencyKey !== undefined) {
        savedKey = `${apiKey} ${idempotencyKey}`;
        const saved = this.idempotent.get(savedKey);
        if (saved) {
          savedKey = undefined;
          return this.replay(saved, request, idempotencyKey, headers);
        }
      }
      response = { status: 200, json: this.route(request) };
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      if (!error.saved) savedKey = undefined;
      response = { status: error.status, json: { error: error.body } };
    }
    response.headers = headers;
    if (savedKey !== undefined) {
      this.idempotent.set(savedKey, {
        method: request.method,
        path: request.path,
        rawBody: request.rawBody,
        requestId,
        response,
      });
    }
    return response;
  }

  protected override internalError(error: unknown): FakeResponse {
    return {
      status: 500,
      json: { error: { type: 'api_error', message: `FakeStripe failed: ${String(error)}` } },
      headers: { 'stripe-should-retry': 'false' },
    };
  }

  private intent(id: string): Stripe.PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`FakeStripe: no payment intent ${id}`);
    return intent;
  }

  private authenticate(request: RecordedRequest): string {
    const authorization = headerOf(request, 'authorization');
    if (!authorization) {
      throw new StripeFailure(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      });
    }
    const key = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? '';
    const valid = this.options.apiKey === undefined ? /^sk_test_\w+$/.test(key) : key === this.options.apiKey;
    if (!valid) {
      const masked = `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.length > 12 ? key.slice(-4) : ''}`;
      throw new StripeFailure(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${masked}`,
      });
    }
    return key;
  }

  private parse(request: RecordedRequest): StripeFormFields {
    if (request.method !== 'POST' || request.rawBody === '') {
      return parseStripeForm(
        request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '',
      );
    }
    const contentType = headerOf(request, 'content-type') ?? '';
    if (!contentType.startsWith('application/x-www-form-urlencoded')) {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        message: `Invalid request: unsupported Content-Type ${contentType || '(none)'}. If error persists and you need assistance, please contact support@stripe.com.`,
      });
    }
    return parseStripeForm(request.rawBody);
  }

  private replay(
    saved: SavedResponse,
    request: RecordedRequest,
    key: string,
    headers: Record<string, string>,
  ): FakeResponse {
    const mismatch =
      saved.method !== request.method || saved.path !== request.path
        ? `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.method} ${saved.path}' vs '${request.method} ${request.path}'). Try using a key other than '${key}' if you meant to execute a different request.`
        : saved.rawBody !== request.rawBody
          ? `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`
          : undefined;
    if (mismatch) {
      return { status: 400, json: { error: { type: 'idempotency_error', message: mismatch } }, headers };
    }
    return {
      status: saved.response.status,
      json: saved.response.json,
      headers: { ...headers, 'idempotent-replayed': 'true', 'original-request': saved.requestId },
    };
  }

  private route(request: RecordedRequest): Stripe.PaymentIntent | Stripe.Refund {
    const fields = request.body as StripeFormFields;
    const segments = request.path.split('/').map(decodeURIComponent);
    const [, version, resource, id, action] = segments;
    if (version === 'v1' && resource === 'refunds') {
      if (request.method === 'POST' && segments.length === 3) return this.refund(fields);
      if (request.method === 'GET' && segments.length === 4) return clone(this.storedRefund(id));
    }
    if (version === 'v1' && resource === 'payment_intents') {
      if (request.method === 'POST' && segments.length === 3) return this.create(fields);
      if (request.method === 'GET' && segments.length === 4) return this.retrieve(id, fields);
      if (request.method === 'POST' && segments.length === 4) return this.update(id, fields);
      if (request.method === 'POST' && segments.length === 5 && action === 'cancel')
        return this.cancel(id, fields);
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${request.method}: ${request.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/. (FakeStripe models only payment_intents create, retrieve, update and cancel, and refunds create and retrieve.)`,
    });
  }

  /** A refund of a succeeded payment intent, never above what is left of what it received. */
  private refund(fields: StripeFormFields): Stripe.Refund {
    rejectUnknown(fields, ['payment_intent', 'amount', 'metadata', 'reason']);
    const intentId = stringParam(fields, 'payment_intent');
    if (intentId === undefined) {
      throw invalidParam('payment_intent', 'Missing required param: payment_intent.', 'parameter_missing');
    }
    const intent = this.stored(intentId);
    if (intent.status !== 'succeeded') {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        ...errorCode('charge_not_refundable'),
      });
    }
    const refunded = [...this.refundsById.values()]
      .filter((refund) => refund.payment_intent === intent.id)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = intent.amount_received - refunded;
    const amount = integerParam(fields, 'amount') ?? left;
    if (amount <= 0 || amount > left) {
      throw invalidParam(
        'amount',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
      );
    }
    const refund = {
      id: `re_${randomId(24)}`,
      object: 'refund',
      amount,
      balance_transaction: `txn_${randomId(24)}`,
      charge: typeof intent.latest_charge === 'string' ? intent.latest_charge : null,
      created: unixNow(),
      currency: intent.currency,
      metadata: applyMetadata({}, metadataParam(fields)),
      payment_intent: intent.id,
      reason: stringParam(fields, 'reason') ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    } as Stripe.Refund;
    this.refundsById.set(refund.id, refund);
    return clone(refund);
  }

  private storedRefund(id: string): Stripe.Refund {
    const refund = this.refundsById.get(id);
    if (!refund) {
      throw new StripeFailure(404, {
        type: 'invalid_request_error',
        message: `No such refund: '${id}'`,
        param: 'id',
        ...errorCode('resource_missing'),
      });
    }
    return refund;
  }

  private stored(id: string): Stripe.PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) {
      throw new StripeFailure(404, {
        type: 'invalid_request_error',
        message: `No such payment_intent: '${id}'`,
        param: 'intent',
        ...errorCode('resource_missing'),
      });
    }
    return intent;
  }

  private create(fields: StripeFormFields): Stripe.PaymentIntent {
    rejectUnknown(fields, CREATE_PARAMS);
    const amount = integerParam(fields, 'amount');
    if (amount === undefined)
      throw invalidParam('amount', 'Missing required param: amount.', 'parameter_missing');
    const currencyText = stringParam(fields, 'currency');
    if (currencyText === undefined) {
      throw invalidParam('currency', 'Missing required param: currency.', 'parameter_missing');
    }
    const currency = validCurrency(currencyText);
    validAmount(amount, currency);
    const metadata = applyMetadata({}, metadataParam(fields));
    const paymentMethodTypes = fields.payment_method_types;
    if (
      paymentMethodTypes !== undefined &&
      !(Array.isArray(paymentMethodTypes) && paymentMethodTypes.every((type) => typeof type === 'string'))
    ) {
      throw invalidParam('payment_method_types', `Invalid array: ${shown(paymentMethodTypes)}`);
    }
    const automatic = this.automaticPaymentMethods(fields, paymentMethodTypes === undefined);
    const id = `pi_${randomId(24)}`;
    const intent: Stripe.PaymentIntent = {
      id,
      object: 'payment_intent',
      allowed_payment_method_types: null,
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: automatic,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${randomId(25)}`,
      confirmation_method: 'automatic',
      created: unixNow(),
      currency,
      customer: null,
      customer_account: null,
      description: stringParam(fields, 'description') || null,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata,
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: automatic?.enabled
        ? { id: `pmc_${randomId(24)}`, parent: null }
        : null,
      payment_method_options: {
        card: {
          installments: null,
          mandate_options: null,
          network: null,
          request_three_d_secure: 'automatic',
        },
      },
      payment_method_types: paymentMethodTypes ?? ['card'],
      payment_record: null,
      processing: null,
      receipt_email: stringParam(fields, 'receipt_email') || null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: stringParam(fields, 'statement_descriptor_suffix') || null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    };
    this.intents.set(id, intent);
    return clone(intent);
  }

  private automaticPaymentMethods(
    fields: StripeFormFields,
    byDefault: boolean,
  ): Stripe.PaymentIntent.AutomaticPaymentMethods | null {
    const value = fields.automatic_payment_methods;
    if (value === undefined) return byDefault ? { enabled: true } : null;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidParam('automatic_payment_methods', `Invalid object: ${shown(value)}`);
    }
    if (value.enabled === undefined) {
      throw invalidParam(
        'automatic_payment_methods[enabled]',
        'Missing required param: automatic_payment_methods[enabled].',
        'parameter_missing',
      );
    }
    const enabled = booleanValue(value.enabled, 'automatic_payment_methods[enabled]');
    const allowRedirects = value.allow_redirects;
    if (allowRedirects !== undefined && allowRedirects !== 'always' && allowRedirects !== 'never') {
      throw invalidParam(
        'automatic_payment_methods[allow_redirects]',
        `Invalid automatic_payment_methods[allow_redirects]: must be one of always or never`,
      );
    }
    if (enabled && !byDefault) {
      throw invalidParam(
        'automatic_payment_methods',
        'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
        'parameters_exclusive',
      );
    }
    return enabled ? { enabled, ...(allowRedirects ? { allow_redirects: allowRedirects } : {}) } : null;
  }

  private retrieve(id: string, fields: StripeFormFields): Stripe.PaymentIntent {
    rejectUnknown(fields, ['client_secret']);
    return clone(this.stored(id));
  }

  private update(id: string, fields: StripeFormFields): Stripe.PaymentIntent {
    rejectUnknown(fields, UPDATE_PARAMS);
    const intent = this.stored(id);
    const amount = integerParam(fields, 'amount');
    const currencyText = stringParam(fields, 'currency');
    const currency = currencyText === undefined ? intent.currency : validCurrency(currencyText);
    const metadata = applyMetadata(intent.metadata, metadataParam(fields));
    for (const [param, value] of [
      ['amount', amount],
      ['currency', currencyText],
    ] as const) {
      if (value !== undefined && !UPDATABLE_AMOUNT_STATUSES.includes(intent.status)) {
        throw new StripeFailure(
          400,
          {
            type: 'invalid_request_error',
            message: `This PaymentIntent's ${param} could not be updated because it has a status of ${intent.status}. You may only update the ${param} of a PaymentIntent with one of the following statuses: ${UPDATABLE_AMOUNT_STATUSES.join(', ')}.`,
            param,
            ...errorCode('payment_intent_unexpected_state'),
            payment_intent: clone(intent),
          },
          true,
        );
      }
    }
    if (amount !== undefined || currencyText !== undefined) validAmount(amount ?? intent.amount, currency);
    const description = stringParam(fields, 'description');
    const receiptEmail = stringParam(fields, 'receipt_email');
    const suffix = stringParam(fields, 'statement_descriptor_suffix');
    Object.assign(intent, {
      amount: amount ?? intent.amount,
      currency,
      metadata,
      ...(description !== undefined ? { description: description || null } : {}),
      ...(receiptEmail !== undefined ? { receipt_email: receiptEmail || null } : {}),
      ...(suffix !== undefined ? { statement_descriptor_suffix: suffix || null } : {}),
    } satisfies Partial<Stripe.PaymentIntent>);
    return clone(intent);
  }

  private cancel(id: string, fields: StripeFormFields): Stripe.PaymentIntent {
    rejectUnknown(fields, ['cancellation_reason']);
    const intent = this.stored(id);
    const reason = stringParam(fields, 'cancellation_reason');
    if (reason !== undefined && !CANCELLATION_REASONS.includes(reason)) {
      throw invalidParam(
        'cancellation_reason',
        `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`,
      );
    }
    if (!CANCELABLE_STATUSES.includes(intent.status)) {
      throw new StripeFailure(
        400,
        {
          type: 'invalid_request_error',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE_STATUSES.join(', ')}.`,
          ...errorCode('payment_intent_unexpected_state'),
          payment_intent: clone(intent),
        },
        true,
      );
    }
    Object.assign(intent, {
      status: 'canceled',
      canceled_at: unixNow(),
      cancellation_reason: reason ?? null,
      next_action: null,
    } satisfies Partial<Stripe.PaymentIntent>);
    return clone(intent);
  }
}
