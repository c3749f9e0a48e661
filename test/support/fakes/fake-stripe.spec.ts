import Stripe from 'stripe';
import { FakeStripe, parseStripeForm } from './fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('FakeStripe, through the real stripe SDK', () => {
  const fake = new FakeStripe();
  let stripe: Stripe;

  beforeAll(async () => {
    stripe = new Stripe('sk_test_x', { ...(await fake.start()), maxNetworkRetries: 0 });
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.stop());

  const createIntent = (
    params: Partial<Stripe.PaymentIntentCreateParams> = {},
    options?: Stripe.RequestOptions,
  ) =>
    stripe.paymentIntents.create(
      {
        amount: 12_345,
        currency: 'sgd',
        metadata: { registrationId: 'REG-1', userId: '7' },
        automatic_payment_methods: { enabled: true },
        description: 'Course fee',
        ...params,
      },
      options,
    );

  it('creates a payment intent from the form-encoded body the SDK sends', async () => {
    const intent = await createIntent();

    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 12_345,
      currency: 'sgd',
      status: 'requires_payment_method',
      metadata: { registrationId: 'REG-1', userId: '7' },
      automatic_payment_methods: { enabled: true },
      description: 'Course fee',
      latest_charge: null,
      last_payment_error: null,
      livemode: false,
    });
    expect(intent.id).toMatch(/^pi_\w{24}$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));
    expect(Math.abs(intent.created - Date.now() / 1000)).toBeLessThan(5);
    expect(intent.lastResponse.requestId).toMatch(/^req_/);

    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      status: 200,
      body: {
        amount: '12345',
        currency: 'sgd',
        metadata: { registrationId: 'REG-1', userId: '7' },
        automatic_payment_methods: { enabled: 'true' },
        description: 'Course fee',
      },
    });
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.authorization).toBe('Bearer sk_test_x');
    expect(fake.paymentIntent(intent.id)).toEqual({ ...intent });
  });

  it('retrieves, updates and cancels a payment intent', async () => {
    const created = await createIntent();

    const retrieved = await stripe.paymentIntents.retrieve(created.id);
    expect(retrieved).toEqual(created);

    const updated = await stripe.paymentIntents.update(created.id, {
      amount: 10_000,
      metadata: { userId: '', promo: 'EARLY' },
    });
    expect(updated.amount).toBe(10_000);
    expect(updated.metadata).toEqual({ registrationId: 'REG-1', promo: 'EARLY' });

    const canceled = await stripe.paymentIntents.cancel(created.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned', amount: 10_000 });
    expect(canceled.canceled_at).toEqual(expect.any(Number));

    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/payment_intents',
      `GET /v1/payment_intents/${created.id}`,
      `POST /v1/payment_intents/${created.id}`,
      `POST /v1/payment_intents/${created.id}/cancel`,
    ]);
  });

  it('lets the test decide: succeed gives a charge, fail gives last_payment_error', async () => {
    const paid = await createIntent();
    fake.succeed(paid.id);
    expect(await stripe.paymentIntents.retrieve(paid.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 12_345,
      latest_charge: expect.stringMatching(/^ch_/) as unknown,
      payment_method: expect.stringMatching(/^pm_/) as unknown,
    });

    const declined = await createIntent();
    fake.fail(declined.id, 'card_declined', { declineCode: 'insufficient_funds' });
    expect(await stripe.paymentIntents.retrieve(declined.id)).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card was declined.',
      },
    });
  });

  it('refuses to change the amount of a succeeded payment intent, as Stripe does', async () => {
    const intent = await createIntent();
    fake.succeed(intent.id);

    const error = await stripe.paymentIntents.update(intent.id, { amount: 1_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
      param: 'amount',
      message: expect.stringContaining('because it has a status of succeeded') as unknown,
    });
    await expect(stripe.paymentIntents.cancel(intent.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    expect(fake.paymentIntent(intent.id)).toMatchObject({ amount: 12_345, status: 'succeeded' });

    // Stripe still takes metadata on a succeeded payment intent.
    const tagged = await stripe.paymentIntents.update(intent.id, { metadata: { receipt: 'R-1' } });
    expect(tagged.metadata).toMatchObject({ receipt: 'R-1' });
  });

  it('answers the same object for a repeated Idempotency-Key, and refuses the key with other params', async () => {
    const first = await createIntent({}, { idempotencyKey: 'checkout-REG-1' });
    const again = await createIntent({}, { idempotencyKey: 'checkout-REG-1' });
    expect(again).toEqual(first);
    expect(fake.paymentIntents).toHaveLength(1);
    expect(fake.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'checkout-REG-1',
      'checkout-REG-1',
    ]);

    const other = await createIntent({ amount: 999 }, { idempotencyKey: 'checkout-REG-1' }).catch(
      (e: unknown) => e,
    );
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);

    const fresh = await createIntent();
    expect(fresh.id).not.toBe(first.id);
  });

  it('raises the SDK typed errors from Stripe-shaped error bodies', async () => {
    const wrongKey = new Stripe('sk_live_nope', { ...(await fake.start()), maxNetworkRetries: 0 });
    const unauthenticated = await wrongKey.paymentIntents.retrieve('pi_123').catch((e: unknown) => e);
    expect(unauthenticated).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(unauthenticated).toMatchObject({
      statusCode: 401,
      message: expect.stringMatching(/^Invalid API Key/) as unknown,
    });

    const missing = await stripe.paymentIntents.retrieve('pi_missing').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_missing'",
    });

    const noAmount = await stripe.paymentIntents
      .create({ currency: 'sgd' } as Stripe.PaymentIntentCreateParams)
      .catch((e: unknown) => e);
    expect(noAmount).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'amount',
    });

    const tooSmall = await createIntent({ amount: 10 }).catch((e: unknown) => e);
    expect(tooSmall).toMatchObject({ code: 'amount_too_small', param: 'amount' });
  });

  it('signs webhook events that stripe.webhooks.constructEvent accepts with the right secret only', async () => {
    const intent = await createIntent();
    fake.succeed(intent.id);
    const event = fake.webhookEvent('payment_intent.succeeded', intent.id);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/) as unknown,
      object: 'event',
      type: 'payment_intent.succeeded',
      livemode: false,
      data: { object: { id: intent.id, status: 'succeeded', metadata: intent.metadata } },
    });

    const payload = JSON.stringify(event);
    const header = fake.signedHeader(payload, WEBHOOK_SECRET);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const verified = stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET);
    expect(verified).toEqual(event);
    expect(verified.type === 'payment_intent.succeeded' && verified.data.object.id).toBe(intent.id);

    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_wrong')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() =>
      stripe.webhooks.constructEvent(payload.replace('succeeded', 'canceled'), header, WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);

    const { payload: body, header: signature } = fake.webhook(
      'payment_intent.payment_failed',
      intent,
      WEBHOOK_SECRET,
    );
    expect(stripe.webhooks.constructEvent(Buffer.from(body), signature, WEBHOOK_SECRET).type).toBe(
      'payment_intent.payment_failed',
    );
  });
});

describe('parseStripeForm', () => {
  it('nests brackets and turns indexes into lists, as Stripe reads form bodies', () => {
    expect(
      parseStripeForm('amount=100&metadata[a]=1&metadata[b]=&expand[0]=x&expand[1]=y&tags[]=p&tags[]=q'),
    ).toEqual({
      amount: '100',
      metadata: { a: '1', b: '' },
      expand: ['x', 'y'],
      tags: ['p', 'q'],
    });
  });
});
