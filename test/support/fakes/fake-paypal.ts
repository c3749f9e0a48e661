import {
  FakeHttpServer,
  type FakeResponse,
  type FakeServerAddress,
  type RecordedRequest,
  clone,
  headerOf,
  randomId,
} from './fake-http-server';

export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalLink {
  href: string;
  rel: string;
  method: 'GET' | 'POST' | 'PATCH';
}

export interface PayPalCapture {
  id: string;
  status: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: PayPalMoney;
  final_capture: boolean;
  seller_protection: { status: string; dispute_categories: string[] };
  seller_receivable_breakdown: {
    gross_amount: PayPalMoney;
    paypal_fee: PayPalMoney;
    net_amount: PayPalMoney;
  };
  custom_id?: string;
  invoice_id?: string;
  links: PayPalLink[];
  create_time: string;
  update_time: string;
}

/** A refund of a capture, as POST /v2/payments/captures/:id/refund (Prefer: return=representation) answers it. */
export interface PayPalRefund {
  id: string;
  status: 'COMPLETED';
  amount: PayPalMoney;
  note_to_payer?: string;
  invoice_id?: string;
  custom_id?: string;
  /** Not PayPal's: the capture refunded and the PayPal-Request-Id it came with, for tests. */
  capture_id: string;
  request_id?: string;
  create_time: string;
  update_time: string;
  links: PayPalLink[];
}

/** A purchase unit as sent (every field kept), with PayPal's defaults and, once captured, its payments. */
export interface PayPalPurchaseUnit {
  reference_id: string;
  amount: PayPalMoney & { breakdown?: Record<string, PayPalMoney> };
  payee: { email_address: string; merchant_id: string };
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  payments?: { captures: PayPalCapture[] };
  [field: string]: unknown;
}

export interface PayPalPayer {
  name: { given_name: string; surname: string };
  email_address: string;
  payer_id: string;
  address: { country_code: string };
}

export type PayPalOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

/** An order as GET /v2/checkout/orders/:id returns it. */
export interface PayPalOrder {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: PayPalOrderStatus;
  purchase_units: PayPalPurchaseUnit[];
  payer?: PayPalPayer;
  payment_source?: { paypal: Record<string, unknown> };
  create_time: string;
  update_time?: string;
  links: PayPalLink[];
}

/** One entry of `details` in PayPal's error body. */
export interface PayPalErrorDetail {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header' | 'query';
}

/** PayPal's error body for the REST v2 APIs. */
export interface PayPalError {
  name: string;
  message: string;
  debug_id: string;
  details?: PayPalErrorDetail[];
  links?: Array<{ href: string; rel: string; method?: string; encType?: string }>;
}

export interface FakePayPalOptions {
  clientId?: string;
  clientSecret?: string;
  /** `expires_in` of issued access tokens, in seconds; PayPal issues 32400 (9 hours). */
  tokenLifetimeSeconds?: number;
}

export interface FakePayPalAddress extends FakeServerAddress {
  /** Where the app's PayPal base URL should point, instead of https://api-m.sandbox.paypal.com. */
  baseUrl: string;
}

interface OrderState {
  order: PayPalOrder;
  returnUrl?: string;
  cancelUrl?: string;
  declineNextCapture?: string;
}

interface SavedResponse {
  method: string;
  path: string;
  rawBody: string;
  response: FakeResponse;
}

/** A PayPal error to answer with; `json` gets the request's debug_id when it is a v2 error body. */
class PayPalFailure extends Error {
  constructor(
    readonly status: number,
    readonly json: Omit<PayPalError, 'debug_id'> | { error: string; error_description: string },
  ) {
    super(JSON.stringify(json));
  }
}

const ORDER_ERROR_DOCS = 'https://developer.paypal.com/docs/api/orders/v2/#error-';
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);
const BREAKDOWN_ADDED = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'];
const BREAKDOWN_SUBTRACTED = ['shipping_discount', 'discount'];

function invalidRequest(issue: string, description: string, field: string, value?: unknown): PayPalFailure {
  return new PayPalFailure(400, {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    details: [
      {
        field,
        ...(value === undefined ? {} : { value: typeof value === 'string' ? value : JSON.stringify(value) }),
        location: 'body',
        issue,
        description,
      },
    ],
    links: [{ href: `${ORDER_ERROR_DOCS}${issue}`, rel: 'information_link', encType: 'application/json' }],
  });
}

function missing(field: string): PayPalFailure {
  return invalidRequest('MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.', field);
}

function unprocessable(issue: string, description: string, field?: string): PayPalFailure {
  return new PayPalFailure(422, {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details: [{ ...(field ? { field, location: 'body' as const } : {}), issue, description }],
    links: [{ href: `${ORDER_ERROR_DOCS}${issue}`, rel: 'information_link', method: 'GET' }],
  });
}

/** A refund without the fields the fake keeps for tests. */
function asPayPalShows(refund: PayPalRefund): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(clone(refund)).filter(([key]) => key !== 'capture_id' && key !== 'request_id'),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function timestamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function formatCents(cents: number, currency: string): string {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? String(cents) : (cents / 100).toFixed(2);
}

/** A money field checked as PayPal checks it, in the currency's smallest unit. */
function centsOf(money: unknown, field: string, currency?: string): number {
  if (!isRecord(money)) throw missing(field);
  const code = money.currency_code;
  if (code === undefined) throw missing(`${field}/currency_code`);
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) {
    throw invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      `${field}/currency_code`,
      code,
    );
  }
  if (currency !== undefined && code !== currency) {
    throw unprocessable(
      'CURRENCY_MISMATCH',
      'Currency code should be the same for all amounts in the purchase unit.',
      `${field}/currency_code`,
    );
  }
  const value = money.value;
  if (value === undefined) throw missing(`${field}/value`);
  const match = typeof value === 'string' ? /^(\d+)(?:\.(\d+))?$/.exec(value) : null;
  if (!match) {
    throw invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      `${field}/value`,
      value,
    );
  }
  const decimals = match[2] ?? '';
  if (decimals.length > (ZERO_DECIMAL_CURRENCIES.has(code) ? 0 : 2)) {
    throw invalidRequest(
      'DECIMAL_PRECISION',
      'If the currency supports decimals, only two decimal place precision is supported.',
      `${field}/value`,
      value,
    );
  }
  return ZERO_DECIMAL_CURRENCIES.has(code)
    ? Number(match[1])
    : Number(match[1]) * 100 + Number(decimals.padEnd(2, '0'));
}

function maxLength(unit: Record<string, unknown>, name: string, limit: number, index: number): void {
  const value = unit[name];
  if (value === undefined) return;
  const field = `/purchase_units/${index}/${name}`;
  if (typeof value !== 'string') {
    throw invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      field,
      value,
    );
  }
  if (value.length > limit) {
    throw invalidRequest(
      'INVALID_STRING_MAX_LENGTH',
      `The value of a field is too long (max ${limit}).`,
      field,
      value,
    );
  }
}

/** Checks a purchase unit's amount against its breakdown and items, as PayPal does. */
function checkAmount(unit: Record<string, unknown>, index: number): void {
  const field = `/purchase_units/${index}/amount`;
  if (unit.amount === undefined) throw missing(field);
  const total = centsOf(unit.amount, field);
  const amount = unit.amount as Record<string, unknown>;
  const currency = amount.currency_code as string;
  if (total <= 0) {
    throw unprocessable(
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
      `${field}/value`,
    );
  }
  const breakdown = amount.breakdown;
  if (breakdown !== undefined && !isRecord(breakdown)) {
    throw invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      `${field}/breakdown`,
    );
  }
  const part = (name: string) =>
    breakdown?.[name] === undefined
      ? undefined
      : centsOf(breakdown[name], `${field}/breakdown/${name}`, currency);
  if (breakdown) {
    const sum =
      BREAKDOWN_ADDED.reduce((acc, name) => acc + (part(name) ?? 0), 0) -
      BREAKDOWN_SUBTRACTED.reduce((acc, name) => acc + (part(name) ?? 0), 0);
    if (sum !== total) {
      throw unprocessable(
        'AMOUNT_MISMATCH',
        'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
        `${field}/value`,
      );
    }
  }
  const items = unit.items;
  if (items === undefined) return;
  if (!Array.isArray(items)) {
    throw invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      `/purchase_units/${index}/items`,
    );
  }
  let itemTotal = 0;
  let taxTotal: number | undefined;
  items.forEach((item: unknown, itemIndex) => {
    const itemField = `/purchase_units/${index}/items/${itemIndex}`;
    if (!isRecord(item)) throw missing(itemField);
    if (typeof item.name !== 'string' || item.name === '') throw missing(`${itemField}/name`);
    const quantity = item.quantity;
    if (quantity === undefined) throw missing(`${itemField}/quantity`);
    if (typeof quantity !== 'string' || !/^[1-9]\d{0,9}$/.test(quantity)) {
      throw invalidRequest(
        'INVALID_PARAMETER_SYNTAX',
        'The value of a field does not conform to the expected format.',
        `${itemField}/quantity`,
        quantity,
      );
    }
    itemTotal += centsOf(item.unit_amount, `${itemField}/unit_amount`, currency) * Number(quantity);
    if (item.tax !== undefined)
      taxTotal = (taxTotal ?? 0) + centsOf(item.tax, `${itemField}/tax`, currency) * Number(quantity);
  });
  const declaredItemTotal = part('item_total');
  if (declaredItemTotal === undefined) {
    throw unprocessable(
      'ITEM_TOTAL_REQUIRED',
      'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
      `${field}/breakdown/item_total`,
    );
  }
  if (declaredItemTotal !== itemTotal) {
    throw unprocessable(
      'ITEM_TOTAL_MISMATCH',
      'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
      `${field}/breakdown/item_total`,
    );
  }
  if (taxTotal !== undefined) {
    const declaredTaxTotal = part('tax_total');
    if (declaredTaxTotal === undefined) {
      throw unprocessable(
        'TAX_TOTAL_REQUIRED',
        'If item details are specified (items.tax_total and items.quantity) corresponding amount.breakdown.tax_total is required.',
        `${field}/breakdown/tax_total`,
      );
    }
    if (declaredTaxTotal !== taxTotal) {
      throw unprocessable(
        'TAX_TOTAL_MISMATCH',
        'Should equal sum of (tax * quantity) across all items for a given purchase_unit.',
        `${field}/breakdown/tax_total`,
      );
    }
  }
}

/**
 * PayPal's REST API for checkout orders on 127.0.0.1: OAuth client-credentials tokens, create, show
 * and capture, with PayPal-Request-Id idempotency. The payer's approval is the test's call (`approve`), or
 * a GET of the order's approve link, which redirects to the order's return_url as PayPal's checkout does.
 */
export class FakePayPal extends FakeHttpServer {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly merchantId = 'FAKEMERCHANT01';
  private readonly tokenLifetimeSeconds: number;
  private readonly tokens = new Map<string, { clientId: string; expiresAt: number }>();
  private readonly states = new Map<string, OrderState>();
  private readonly idempotent = new Map<string, SavedResponse>();
  private readonly refundsById = new Map<string, PayPalRefund>();

  constructor(options: FakePayPalOptions = {}) {
    super();
    this.clientId = options.clientId ?? 'fake-paypal-client-id';
    this.clientSecret = options.clientSecret ?? 'fake-paypal-client-secret';
    this.tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 32_400;
  }

  async start(): Promise<FakePayPalAddress> {
    const address = await this.listen();
    return { ...address, baseUrl: this.baseUrl };
  }

  /** Forgets every token, order, PayPal-Request-Id and recorded request. */
  reset(): void {
    this.tokens.clear();
    this.states.clear();
    this.idempotent.clear();
    this.refundsById.clear();
    this.clearRequests();
  }

  /** The order as GET /v2/checkout/orders/:id would return it. */
  order(id: string): PayPalOrder {
    return clone(this.state(id).order);
  }

  /** Every order created, oldest first. */
  get orders(): PayPalOrder[] {
    return [...this.states.values()].map((state) => clone(state.order));
  }

  /** Every refund made, oldest first. */
  get refunds(): PayPalRefund[] {
    return [...this.refundsById.values()].map((refund) => clone(refund));
  }

  /** The order's `rel: approve` link: a GET approves it and redirects to its return_url. */
  approveUrl(id: string): string {
    return `${this.baseUrl}/checkoutnow?token=${encodeURIComponent(id)}`;
  }

  /** The payer approved the order at PayPal: status APPROVED, with the payer and payment source. */
  approve(id: string, payer: Partial<PayPalPayer> = {}): PayPalOrder {
    const state = this.state(id);
    if (state.order.status !== 'CREATED') {
      throw new Error(`FakePayPal: order ${id} is ${state.order.status}, not CREATED`);
    }
    const approvedBy: PayPalPayer = {
      name: { given_name: 'Test', surname: 'Buyer' },
      email_address: 'buyer@example.com',
      payer_id: randomId(13, 36),
      address: { country_code: 'SG' },
      ...payer,
    };
    Object.assign(state.order, {
      status: 'APPROVED',
      payer: approvedBy,
      payment_source: {
        paypal: {
          email_address: approvedBy.email_address,
          account_id: approvedBy.payer_id,
          account_status: 'VERIFIED',
          name: approvedBy.name,
          address: approvedBy.address,
        },
      },
      update_time: timestamp(),
    } satisfies Partial<PayPalOrder>);
    state.order.links = this.orderLinks(state.order);
    return clone(state.order);
  }

  /** The next capture of the order fails with this 422 issue (INSTRUMENT_DECLINED by default); the order stays APPROVED. */
  declineNextCapture(id: string, issue = 'INSTRUMENT_DECLINED'): void {
    this.state(id).declineNextCapture = issue;
  }

  /** Every access token issued so far stops working, as when it expires. */
  expireTokens(): void {
    for (const token of this.tokens.values()) token.expiresAt = 0;
  }

  protected override handle(request: RecordedRequest): FakeResponse {
    const debugId = randomId(13, 36).toLowerCase();
    let response: FakeResponse;
    try {
      response = this.route(request);
    } catch (error) {
      if (!(error instanceof PayPalFailure)) throw error;
      response = {
        status: error.status,
        json: 'name' in error.json ? { ...error.json, debug_id: debugId } : error.json,
      };
    }
    return { ...response, headers: { ...response.headers, 'paypal-debug-id': debugId } };
  }

  protected override internalError(error: unknown): FakeResponse {
    return {
      status: 500,
      json: {
        name: 'INTERNAL_SERVER_ERROR',
        message: `FakePayPal failed: ${String(error)}`,
        debug_id: randomId(13, 36).toLowerCase(),
      },
    };
  }

  private state(id: string): OrderState {
    const state = this.states.get(id);
    if (!state) throw new Error(`FakePayPal: no order ${id}`);
    return state;
  }

  private route(request: RecordedRequest): FakeResponse {
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/oauth2/token') return this.issueToken(request);
    if (method === 'GET' && path === '/checkoutnow') return this.checkoutPage(request);
    const match = /^\/v2\/checkout\/orders(?:\/([^/]+)(\/capture)?)?$/.exec(path);
    const payments = /^\/v2\/payments\/(captures|refunds)\/([^/]+)(\/refund)?$/.exec(path);
    if (!match && !payments) {
      throw new PayPalFailure(404, {
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
        details: [
          { issue: 'INVALID_RESOURCE_ID', description: `FakePayPal does not model ${method} ${path}` },
        ],
      });
    }
    const clientId = this.authenticate(request);
    request.body = this.parseJson(request);
    const id = match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
    const capture = match?.[2] !== undefined;
    const handle = (): FakeResponse => {
      if (payments) {
        const paymentId = decodeURIComponent(payments[2]);
        if (method === 'POST' && payments[1] === 'captures' && payments[3])
          return this.refundCapture(paymentId, request);
        if (method === 'GET' && payments[1] === 'refunds' && !payments[3])
          return { status: 200, json: asPayPalShows(this.storedRefund(paymentId)) };
        throw new PayPalFailure(405, {
          name: 'METHOD_NOT_SUPPORTED',
          message: 'The server does not implement the requested HTTP method.',
          details: [
            { issue: 'METHOD_NOT_SUPPORTED', description: `FakePayPal does not model ${method} ${path}` },
          ],
        });
      }
      if (method === 'POST' && id === undefined) return this.createOrder(request);
      if (method === 'GET' && id !== undefined && !capture)
        return { status: 200, json: this.stored(id).order };
      if (method === 'POST' && id !== undefined && capture) return this.capture(id);
      throw new PayPalFailure(405, {
        name: 'METHOD_NOT_SUPPORTED',
        message: 'The server does not implement the requested HTTP method.',
        details: [
          { issue: 'METHOD_NOT_SUPPORTED', description: `FakePayPal does not model ${method} ${path}` },
        ],
      });
    };
    const requestId = method === 'POST' ? headerOf(request, 'paypal-request-id') : undefined;
    if (requestId === undefined) return handle();
    const key = `${clientId} ${requestId}`;
    const saved = this.idempotent.get(key);
    if (saved) {
      if (saved.method !== method || saved.path !== path || saved.rawBody !== request.rawBody) {
        throw unprocessable(
          'PAYPAL_REQUEST_ID_PREVIOUSLY_USED',
          'The PayPal-Request-Id has already been used for another request.',
        );
      }
      return clone(saved.response);
    }
    const response = handle();
    if (response.status < 300) {
      this.idempotent.set(key, { method, path, rawBody: request.rawBody, response: clone(response) });
    }
    return response;
  }

  private issueToken(request: RecordedRequest): FakeResponse {
    const basic = /^Basic\s+(\S+)$/i.exec(headerOf(request, 'authorization') ?? '')?.[1];
    const [id, ...secret] = Buffer.from(basic ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (id !== this.clientId || secret.join(':') !== this.clientSecret) {
      throw new PayPalFailure(401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    const form = new URLSearchParams(request.rawBody);
    request.body = Object.fromEntries(form);
    const grantType = form.get('grant_type');
    if (grantType !== 'client_credentials') {
      throw new PayPalFailure(400, {
        error: 'unsupported_grant_type',
        error_description:
          grantType === null ? 'Grant Type is NULL' : `Grant Type ${grantType} is not supported`,
      });
    }
    const accessToken = `A21AA${randomId(90)}`;
    this.tokens.set(accessToken, { clientId: id, expiresAt: Date.now() + this.tokenLifetimeSeconds * 1000 });
    return {
      status: 200,
      json: {
        scope:
          'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: this.tokenLifetimeSeconds,
        nonce: `${timestamp()}${randomId(43)}`,
      },
    };
  }

  private authenticate(request: RecordedRequest): string {
    const token = /^Bearer\s+(\S+)$/i.exec(headerOf(request, 'authorization') ?? '')?.[1];
    const issued = token === undefined ? undefined : this.tokens.get(token);
    if (!issued || issued.expiresAt <= Date.now()) {
      throw new PayPalFailure(401, {
        name: 'AUTHENTICATION_FAILURE',
        message:
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        links: [{ href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link' }],
      });
    }
    return issued.clientId;
  }

  private parseJson(request: RecordedRequest): unknown {
    if (request.rawBody === '') return undefined;
    const contentType = headerOf(request, 'content-type') ?? '';
    if (!contentType.startsWith('application/json')) {
      throw new PayPalFailure(415, {
        name: 'UNSUPPORTED_MEDIA_TYPE',
        message: "The server does not support the request payload's media type.",
        details: [
          {
            issue: 'UNSUPPORTED_MEDIA_TYPE',
            description: `Content-Type ${contentType || '(none)'} is not application/json.`,
          },
        ],
      });
    }
    try {
      return JSON.parse(request.rawBody) as unknown;
    } catch {
      throw invalidRequest('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.', '/');
    }
  }

  private stored(id: string): OrderState {
    const state = this.states.get(id);
    if (!state) {
      throw new PayPalFailure(404, {
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
        details: [
          {
            field: 'order_id',
            value: id,
            location: 'path',
            issue: 'INVALID_RESOURCE_ID',
            description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
          },
        ],
        links: [{ href: `${ORDER_ERROR_DOCS}INVALID_RESOURCE_ID`, rel: 'information_link', method: 'GET' }],
      });
    }
    return state;
  }

  private orderLinks(order: PayPalOrder): PayPalLink[] {
    const self = `${this.baseUrl}/v2/checkout/orders/${order.id}`;
    const links: PayPalLink[] = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'CREATED')
      links.push({ href: this.approveUrl(order.id), rel: 'approve', method: 'GET' });
    if (order.status !== 'COMPLETED') {
      links.push({ href: self, rel: 'update', method: 'PATCH' });
      links.push({
        href: `${self}/${order.intent === 'CAPTURE' ? 'capture' : 'authorize'}`,
        rel: order.intent.toLowerCase(),
        method: 'POST',
      });
    }
    return links;
  }

  private createOrder(request: RecordedRequest): FakeResponse {
    const body = request.body;
    if (!isRecord(body))
      throw invalidRequest('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.', '/');
    const intent = body.intent;
    if (intent === undefined) throw missing('/intent');
    if (intent !== 'CAPTURE' && intent !== 'AUTHORIZE') {
      throw invalidRequest('INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', '/intent', intent);
    }
    const units = body.purchase_units;
    if (units === undefined) throw missing('/purchase_units');
    if (!Array.isArray(units) || units.length === 0) {
      throw invalidRequest(
        'INVALID_ARRAY_MIN_ITEMS',
        'The number of items in an array parameter is too small.',
        '/purchase_units',
      );
    }
    if (units.length > 10) {
      throw invalidRequest(
        'INVALID_ARRAY_MAX_ITEMS',
        'The number of items in an array parameter is too large.',
        '/purchase_units',
      );
    }
    const references = new Set<string>();
    const purchaseUnits = units.map((unit: unknown, index): PayPalPurchaseUnit => {
      if (!isRecord(unit)) throw missing(`/purchase_units/${index}`);
      maxLength(unit, 'reference_id', 256, index);
      maxLength(unit, 'custom_id', 127, index);
      maxLength(unit, 'invoice_id', 127, index);
      maxLength(unit, 'description', 127, index);
      checkAmount(unit, index);
      const reference = (unit.reference_id as string | undefined) ?? 'default';
      if (units.length > 1 && unit.reference_id === undefined) {
        throw unprocessable(
          'REFERENCE_ID_REQUIRED',
          "'reference_id' is required for each 'purchase_unit' if multiple 'purchase_unit' are provided.",
          `/purchase_units/${index}/reference_id`,
        );
      }
      if (references.has(reference)) {
        throw unprocessable(
          'DUPLICATE_REFERENCE_ID',
          "'reference_id' must be unique if multiple 'purchase_unit' are provided.",
          `/purchase_units/${index}/reference_id`,
        );
      }
      references.add(reference);
      return {
        ...clone(unit),
        reference_id: reference,
        amount: clone(unit.amount) as PayPalPurchaseUnit['amount'],
        payee: { email_address: 'merchant@example.com', merchant_id: this.merchantId },
      };
    });
    const experience =
      isRecord(body.payment_source) && isRecord(body.payment_source.paypal)
        ? body.payment_source.paypal.experience_context
        : undefined;
    const context = isRecord(experience)
      ? experience
      : isRecord(body.application_context)
        ? body.application_context
        : {};
    const order: PayPalOrder = {
      id: randomId(17, 36),
      intent,
      status: 'CREATED',
      purchase_units: purchaseUnits,
      create_time: timestamp(),
      links: [],
    };
    order.links = this.orderLinks(order);
    this.states.set(order.id, {
      order,
      returnUrl: typeof context.return_url === 'string' ? context.return_url : undefined,
      cancelUrl: typeof context.cancel_url === 'string' ? context.cancel_url : undefined,
    });
    const representation = /return=representation/i.test(headerOf(request, 'prefer') ?? '');
    return {
      status: 201,
      json: representation ? clone(order) : { id: order.id, status: order.status, links: clone(order.links) },
    };
  }

  private capture(id: string): FakeResponse {
    const state = this.stored(id);
    const { order } = state;
    if (order.intent !== 'CAPTURE') {
      throw unprocessable(
        'ACTION_DOES_NOT_MATCH_INTENT',
        "Order was created with an intent to 'AUTHORIZE'. Please use /v2/checkout/orders/order_id/authorize to complete the transaction or alternately Create an order with an intent of 'CAPTURE'.",
      );
    }
    if (order.status === 'COMPLETED') {
      throw unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      throw unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    }
    if (state.declineNextCapture) {
      const issue = state.declineNextCapture;
      state.declineNextCapture = undefined;
      throw unprocessable(
        issue,
        issue === 'INSTRUMENT_DECLINED'
          ? "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment."
          : `The capture failed with ${issue}.`,
      );
    }
    const now = timestamp();
    for (const unit of order.purchase_units) {
      const captureId = randomId(17, 36);
      const currency = unit.amount.currency_code;
      const gross = centsOf(unit.amount, '/amount');
      const fee = Math.min(
        gross,
        Math.round((gross * 39) / 1000) + (ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 50),
      );
      const money = (cents: number): PayPalMoney => ({
        currency_code: currency,
        value: formatCents(cents, currency),
      });
      const self = `${this.baseUrl}/v2/payments/captures/${captureId}`;
      unit.payments = {
        captures: [
          {
            id: captureId,
            status: 'COMPLETED',
            amount: { currency_code: currency, value: unit.amount.value },
            final_capture: true,
            seller_protection: {
              status: 'ELIGIBLE',
              dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
            },
            seller_receivable_breakdown: {
              gross_amount: money(gross),
              paypal_fee: money(fee),
              net_amount: money(gross - fee),
            },
            ...(unit.custom_id === undefined ? {} : { custom_id: unit.custom_id }),
            ...(unit.invoice_id === undefined ? {} : { invoice_id: unit.invoice_id }),
            links: [
              { href: self, rel: 'self', method: 'GET' },
              { href: `${self}/refund`, rel: 'refund', method: 'POST' },
              { href: `${this.baseUrl}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
            ],
            create_time: now,
            update_time: now,
          },
        ],
      };
    }
    order.status = 'COMPLETED';
    order.update_time = now;
    order.links = this.orderLinks(order);
    return { status: 201, json: clone(order) };
  }

  /** The capture of any order by its id, with its purchase unit's currency. */
  private findCapture(id: string): PayPalCapture {
    for (const state of this.states.values()) {
      for (const unit of state.order.purchase_units) {
        const found = unit.payments?.captures.find((capture) => capture.id === id);
        if (found) return found;
      }
    }
    throw new PayPalFailure(404, {
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
      details: [
        {
          field: 'capture_id',
          value: id,
          location: 'path',
          issue: 'INVALID_RESOURCE_ID',
          description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
        },
      ],
    });
  }

  private storedRefund(id: string): PayPalRefund {
    const refund = this.refundsById.get(id);
    if (!refund) {
      throw new PayPalFailure(404, {
        name: 'RESOURCE_NOT_FOUND',
        message: 'The specified resource does not exist.',
        details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }],
      });
    }
    return clone(refund);
  }

  /**
   * Payments v2 refund of a capture: the whole remainder without an amount, or part of it; more
   * than is left is 422 REFUND_AMOUNT_EXCEEDED, a fully refunded capture CAPTURE_FULLY_REFUNDED.
   */
  private refundCapture(captureId: string, request: RecordedRequest): FakeResponse {
    const capture = this.findCapture(captureId);
    const body = request.body === undefined ? {} : request.body;
    if (!isRecord(body))
      throw invalidRequest('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.', '/');
    const currency = capture.amount.currency_code;
    const captured = centsOf(capture.amount, '/amount');
    const refunded = [...this.refundsById.values()]
      .filter((refund) => refund.capture_id === captureId)
      .reduce((sum, refund) => sum + centsOf(refund.amount, '/amount'), 0);
    if (refunded >= captured) {
      throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
    }
    const amount =
      body.amount === undefined ? captured - refunded : centsOf(body.amount, '/amount', currency);
    if (amount <= 0) {
      throw unprocessable(
        'INVALID_REFUND_AMOUNT',
        'The refund amount must be a positive amount.',
        '/amount/value',
      );
    }
    if (amount > captured - refunded) {
      throw unprocessable(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        '/amount/value',
      );
    }
    const now = timestamp();
    const id = randomId(17, 36);
    const self = `${this.baseUrl}/v2/payments/refunds/${id}`;
    const refund: PayPalRefund = {
      id,
      status: 'COMPLETED',
      amount: { currency_code: currency, value: formatCents(amount, currency) },
      ...(typeof body.note_to_payer === 'string' ? { note_to_payer: body.note_to_payer } : {}),
      ...(typeof body.invoice_id === 'string' ? { invoice_id: body.invoice_id } : {}),
      ...(typeof body.custom_id === 'string' ? { custom_id: body.custom_id } : {}),
      capture_id: captureId,
      request_id: headerOf(request, 'paypal-request-id'),
      create_time: now,
      update_time: now,
      links: [
        { href: self, rel: 'self', method: 'GET' },
        { href: `${this.baseUrl}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    };
    this.refundsById.set(id, refund);
    capture.status = refunded + amount === captured ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.update_time = now;
    const representation = /return=representation/i.test(headerOf(request, 'prefer') ?? '');
    return {
      status: 201,
      json: representation
        ? asPayPalShows(refund)
        : { id, status: refund.status, links: clone(refund.links) },
    };
  }

  /** PayPal's checkout page, reduced to its outcome: approve (or cancel) and go back to the merchant. */
  private checkoutPage(request: RecordedRequest): FakeResponse {
    const id = request.query.token ?? '';
    const state = this.states.get(id);
    if (!state) return { status: 404, text: `<p>FakePayPal: no order ${id}</p>` };
    const back = (url: string | undefined, params: Record<string, string>, text: string): FakeResponse => {
      if (!url) return { status: 200, text: `<p>${text}</p>` };
      const target = new URL(url);
      for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
      return { status: 302, text: '', headers: { location: target.toString() } };
    };
    if (request.query.cancel !== undefined) {
      return back(state.cancelUrl, { token: id }, `FakePayPal: order ${id} not approved`);
    }
    if (state.order.status === 'CREATED') this.approve(id);
    const payerId = state.order.payer?.payer_id ?? '';
    return back(state.returnUrl, { token: id, PayerID: payerId }, `FakePayPal: order ${id} approved`);
  }
}
