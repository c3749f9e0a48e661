import { FakePayPal, type PayPalError, type PayPalOrder } from './fake-paypal';

interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

const ORDER = {
  intent: 'CAPTURE',
  purchase_units: [
    {
      reference_id: 'REG-1',
      custom_id: 'registration:1',
      description: 'Course fee',
      amount: { currency_code: 'SGD', value: '123.45' },
    },
  ],
  payment_source: {
    paypal: {
      experience_context: {
        return_url: 'https://app.example.com/checkout/paypal/return',
        cancel_url: 'https://app.example.com/checkout/paypal/cancel',
      },
    },
  },
};

describe('FakePayPal, over plain fetch', () => {
  const fake = new FakePayPal({ clientId: 'client-id', clientSecret: 'client-secret' });
  let baseUrl: string;

  beforeAll(async () => {
    ({ baseUrl } = await fake.start());
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.stop());

  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

  async function call<T>(
    method: string,
    path: string,
    options: { authorization?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(options.authorization ? { authorization: options.authorization } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as T };
  }

  async function accessToken(): Promise<string> {
    const response = await fetch(`${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: basic('client-id', 'client-secret'),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(response.status).toBe(200);
    const token = (await response.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 32_400 });
    return `Bearer ${token.access_token}`;
  }

  const createOrder = async (
    authorization: string,
    headers: Record<string, string> = {},
    body: unknown = ORDER,
  ) =>
    call<{ id: string; status: string; links: PayPalOrder['links'] }>('POST', '/v2/checkout/orders', {
      authorization,
      body,
      headers,
    });

  it('issues access tokens for the client id and secret only', async () => {
    expect(await accessToken()).toMatch(/^Bearer A21AA/);

    const wrong = await fetch(`${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: basic('client-id', 'nope'),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Client Authentication failed',
    });

    const unauthenticated = await createOrder('Bearer not-issued');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });

    const token = await accessToken();
    fake.expireTokens();
    expect((await createOrder(token)).status).toBe(401);
  });

  it('creates an order, shows it, and captures it once the payer approved', async () => {
    const token = await accessToken();

    const created = await createOrder(token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^[0-9A-Z]{17}$/) as unknown,
      status: 'CREATED',
    });
    const approve = created.body.links.find((link) => link.rel === 'approve');
    expect(approve).toEqual({ href: fake.approveUrl(created.body.id), rel: 'approve', method: 'GET' });
    const { id } = created.body;

    const shown = await call<PayPalOrder>('GET', `/v2/checkout/orders/${id}`, { authorization: token });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      id,
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: [
        {
          reference_id: 'REG-1',
          custom_id: 'registration:1',
          amount: { currency_code: 'SGD', value: '123.45' },
        },
      ],
    });

    const early = await call<PayPalError>('POST', `/v2/checkout/orders/${id}/capture`, {
      authorization: token,
      body: {},
    });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
      debug_id: early.headers.get('paypal-debug-id'),
    });

    fake.approve(id, { email_address: 'payer@example.com' });
    expect(fake.order(id)).toMatchObject({
      status: 'APPROVED',
      payer: { email_address: 'payer@example.com' },
    });

    const captured = await call<PayPalOrder>('POST', `/v2/checkout/orders/${id}/capture`, {
      authorization: token,
      body: {},
    });
    expect(captured.status).toBe(201);
    expect(captured.body).toMatchObject({ id, status: 'COMPLETED' });
    const capture = captured.body.purchase_units[0].payments?.captures[0];
    expect(capture).toMatchObject({
      id: expect.stringMatching(/^[0-9A-Z]{17}$/) as unknown,
      status: 'COMPLETED',
      amount: { currency_code: 'SGD', value: '123.45' },
      custom_id: 'registration:1',
      final_capture: true,
    });

    const twice = await call<PayPalError>('POST', `/v2/checkout/orders/${id}/capture`, {
      authorization: token,
      body: {},
    });
    expect(twice.status).toBe(422);
    expect(twice.body.details).toEqual([expect.objectContaining({ issue: 'ORDER_ALREADY_CAPTURED' })]);

    expect(fake.requests.map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([
      'POST /v1/oauth2/token 200',
      'POST /v2/checkout/orders 201',
      `GET /v2/checkout/orders/${id} 200`,
      `POST /v2/checkout/orders/${id}/capture 422`,
      `POST /v2/checkout/orders/${id}/capture 201`,
      `POST /v2/checkout/orders/${id}/capture 422`,
    ]);
    expect(fake.requests[1].body).toEqual(ORDER);
  });

  it('answers the same result for a repeated PayPal-Request-Id', async () => {
    const token = await accessToken();
    const first = await createOrder(token, { 'PayPal-Request-Id': 'order-REG-1' });
    const again = await createOrder(token, { 'PayPal-Request-Id': 'order-REG-1' });
    expect(again.body).toEqual(first.body);
    expect(fake.orders).toHaveLength(1);

    const reused = await createOrder(
      token,
      { 'PayPal-Request-Id': 'order-REG-1' },
      { ...ORDER, intent: 'AUTHORIZE' },
    );
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ details: [{ issue: 'PAYPAL_REQUEST_ID_PREVIOUSLY_USED' }] });

    fake.approve(first.body.id);
    const capture = () =>
      call<PayPalOrder>('POST', `/v2/checkout/orders/${first.body.id}/capture`, {
        authorization: token,
        body: {},
        headers: { 'PayPal-Request-Id': 'capture-REG-1' },
      });
    const captured = await capture();
    const retried = await capture();
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(captured.body);
  });

  it('answers PayPal-shaped errors for bad orders and unknown ids', async () => {
    const token = await accessToken();

    const noIntent = await createOrder(token, {}, { purchase_units: ORDER.purchase_units });
    expect(noIntent.status).toBe(400);
    expect(noIntent.body).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: '/intent', issue: 'MISSING_REQUIRED_PARAMETER' }],
    });

    const precise = await createOrder(
      token,
      {},
      { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'SGD', value: '123.456' } }] },
    );
    expect(precise.body).toMatchObject({ details: [{ issue: 'DECIMAL_PRECISION' }] });

    const mismatch = await createOrder(
      token,
      {},
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            amount: {
              currency_code: 'SGD',
              value: '123.45',
              breakdown: {
                item_total: { currency_code: 'SGD', value: '113.26' },
                tax_total: { currency_code: 'SGD', value: '10.00' },
              },
            },
          },
        ],
      },
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toMatchObject({ details: [{ issue: 'AMOUNT_MISMATCH' }] });

    const unknown = await call<PayPalError>('GET', '/v2/checkout/orders/NOSUCHORDER', {
      authorization: token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });
    expect(fake.orders).toEqual([]);
  });

  it('approves through the approve link, back to the return_url, and can decline a capture', async () => {
    const token = await accessToken();
    const { body } = await createOrder(token);

    const approval = await fetch(fake.approveUrl(body.id), { redirect: 'manual' });
    expect(approval.status).toBe(302);
    const back = new URL(approval.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://app.example.com/checkout/paypal/return');
    expect(back.searchParams.get('token')).toBe(body.id);
    expect(back.searchParams.get('PayerID')).toBe(fake.order(body.id).payer?.payer_id);

    fake.declineNextCapture(body.id);
    const declined = await call<PayPalError>('POST', `/v2/checkout/orders/${body.id}/capture`, {
      authorization: token,
      body: {},
    });
    expect(declined.status).toBe(422);
    expect(declined.body).toMatchObject({ details: [{ issue: 'INSTRUMENT_DECLINED' }] });

    const captured = await call<PayPalOrder>('POST', `/v2/checkout/orders/${body.id}/capture`, {
      authorization: token,
    });
    expect(captured.body.status).toBe('COMPLETED');
  });

  it('refunds a capture in parts, once per PayPal-Request-Id, never more than was captured', async () => {
    const token = await accessToken();
    const order = await createOrder(token);
    fake.approve(order.body.id);
    const captured = await call<PayPalOrder>('POST', `/v2/checkout/orders/${order.body.id}/capture`, {
      authorization: token,
      body: {},
    });
    const captureId = captured.body.purchase_units[0].payments!.captures[0].id;
    const refund = (value: string | undefined, requestId: string) =>
      call<{ id: string; status: string; amount?: { value: string } }>(
        'POST',
        `/v2/payments/captures/${captureId}/refund`,
        {
          authorization: token,
          body: value === undefined ? {} : { amount: { currency_code: 'SGD', value } },
          headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
        },
      );
    const first = await refund('23.45', 'refund-1');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'COMPLETED', amount: { value: '23.45' } });
    expect((await refund('23.45', 'refund-1')).body).toEqual(first.body);
    expect(fake.refunds).toEqual([
      expect.objectContaining({ capture_id: captureId, request_id: 'refund-1' }),
    ]);
    const over = await refund('100.01', 'refund-2');
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] });
    const rest = await refund(undefined, 'refund-3');
    expect(rest.body).toMatchObject({ amount: { value: '100.00' } });
    const shown = await call<{ id: string; capture_id?: string }>(
      'GET',
      `/v2/payments/refunds/${rest.body.id}`,
      {
        authorization: token,
      },
    );
    expect(shown.body.id).toBe(rest.body.id);
    expect(shown.body.capture_id).toBeUndefined();
    const done = await refund('1.00', 'refund-4');
    expect(done.body).toMatchObject({ details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });
    expect(fake.order(order.body.id).purchase_units[0].payments!.captures[0].status).toBe('REFUNDED');
  });
});
