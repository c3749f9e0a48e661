import { randomBytes } from 'node:crypto';
import { currentTime, Role } from '@app/core';
import {
  FakePayPal,
  FakeStripe,
  type TestClient,
  TestContext,
  participantInput,
  publishedEvent,
} from '@app/test';
import { downloadPdf } from '@app/test/pdf-text';

const WEBHOOK_SECRET = 'whsec_test_secret';
const key = () => randomBytes(12).toString('hex');

describe('payments: card, PayPal and PayNow confirm a registration exactly once', () => {
  let ctx: TestContext;
  let staff: TestClient;
  const stripe = new FakeStripe();
  const paypal = new FakePayPal({ clientId: 'pp-client', clientSecret: 'pp-secret' });

  const sql = (query: string, params: unknown[] = []) => ctx.sql(query, params);

  beforeAll(async () => {
    const card = await stripe.start();
    const wallet = await paypal.start();
    ctx = await TestContext.create({
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `${card.protocol}://${card.host}:${card.port}`,
      PAYPAL_CLIENT_ID: 'pp-client',
      PAYPAL_CLIENT_SECRET: 'pp-secret',
      PAYPAL_API_URL: wallet.baseUrl,
    });
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(async () => {
    await ctx.close();
    await stripe.stop();
    await paypal.stop();
  });

  const register = async (visitor: TestClient, eventId: number, paymentMethod: string, overrides = {}) =>
    (
      await visitor
        .post('/registration/create', {
          items: [{ eventId, participant: participantInput(overrides) }],
          paymentMethod,
          idempotencyKey: key(),
        })
        .expect(201)
    ).body as { id: number; regNo: string; totalCents: number; payer: { email: string } };

  const postWebhook = (payload: string, header: string) =>
    ctx
      .client()
      .then((client) =>
        client.agent
          .post('/payment/stripe/webhook')
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', header)
          .send(payload),
      );

  it('takes a card payment: intent for the server total, confirmed on verify, invoice and receipt issued, mail queued', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 32_700 });
    const visitor = await ctx.client();
    const registration = await register(visitor, eventId, 'card');
    const started = await visitor
      .post('/transactions/payment/stripe/create', { registrationId: registration.id })
      .expect(200);
    expect(started.body).toMatchObject({ publishableKey: 'pk_test_e2e', amountCents: 32_700 });
    expect(JSON.stringify(started.body)).not.toContain('sk_test');
    const intent = stripe.paymentIntent(started.body.paymentIntentId);
    expect(intent).toMatchObject({
      amount: 32_700,
      currency: 'sgd',
      metadata: { registrationId: String(registration.id) },
    });
    const again = await visitor
      .post('/transactions/payment/stripe/create', { registrationId: registration.id })
      .expect(200);
    expect(again.body.paymentIntentId).toBe(started.body.paymentIntentId);

    const unpaid = await visitor
      .post('/payment/stripe/verify', { registrationId: registration.id })
      .expect(200);
    expect(unpaid.body.paymentStatus).toBe('unpaid');
    stripe.succeed(intent.id);
    const paid = await visitor
      .post('/payment/stripe/verify', { registrationId: registration.id })
      .expect(200);
    expect(paid.body).toMatchObject({
      status: 'Registered',
      paymentStatus: 'paid',
      paymentMethod: 'card',
      lines: [expect.objectContaining({ status: 'Confirmed' })],
    });
    const [invoice] = await sql(
      'select invoice_no, total_cents, gst_cents from invoice where registration_id = ?',
      [registration.id],
    );
    expect(invoice).toMatchObject({
      invoice_no: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      total_cents: 32_700,
      gst_cents: 2_700,
    });
    const receipts = await sql('select receipt_no, amount_cents from receipt');
    expect(receipts.some((receipt) => receipt.amount_cents === 32_700)).toBe(true);
    const mail = await ctx.eventually(async () => {
      const rows = await sql(`select subject, status, attachments from mail_message where "to" = ?`, [
        registration.payer.email,
      ]);
      return rows[0]?.status === 'outbox' ? rows : undefined;
    });
    expect(mail[0]).toMatchObject({ subject: `Registration ${registration.regNo} confirmed` });
    // The tax documents, then each seat's attendance QR.
    expect((mail[0].attachments as { source: string }[]).map((ref) => ref.source)).toEqual([
      'invoice-pdf',
      'receipt-pdf',
      'attendance-pass',
    ]);
    // Another browser is told what it would be told of a registration that does not exist.
    await (
      await ctx.client()
    )
      .post('/payment/stripe/verify', { registrationId: registration.id })
      .expect(404);

    // The payer's classes and transactions, as their profile shows them (read here by staff).
    const payerId = paid.body.payer.id as number;
    const classes = await staff.get(`/classes/participant/${payerId}/byId`).expect(200);
    expect(classes.body).toEqual([
      expect.objectContaining({ eventId, status: 'Confirmed', regNo: registration.regNo }),
    ]);
    const transactions = await staff.get(`/transactions/participant/${payerId}/byId`).expect(200);
    expect(transactions.body).toEqual([
      expect.objectContaining({ invoiceNo: invoice.invoice_no, method: 'card', amountCents: 32_700 }),
    ]);
    const document = await downloadPdf(
      staff.get(`/transactions/invoice/${transactions.body[0].invoiceId}/pdf`),
    );
    expect(document.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await ctx.signIn(Role.Participant);
    await stranger.get(`/transactions/receipt/${transactions.body[0].receiptId}/pdf`).expect(404);
  });

  it('confirms once however often, and in whatever order, Stripe sends its webhooks', async () => {
    const { eventId } = await publishedEvent(staff);
    const visitor = await ctx.client();
    const registration = await register(visitor, eventId, 'card');
    const started = await visitor
      .post('/transactions/payment/stripe/create', { registrationId: registration.id })
      .expect(200);
    const intentId = started.body.paymentIntentId as string;

    // A "succeeded" event whose intent Stripe still reports as unpaid: the current state wins.
    const early = stripe.webhook(
      'payment_intent.succeeded',
      { ...stripe.paymentIntent(intentId), status: 'succeeded' },
      WEBHOOK_SECRET,
    );
    expect((await postWebhook(early.payload, early.header)).status).toBe(200);
    expect((await visitor.get(`/registration/${registration.id}/get`).expect(200)).body.paymentStatus).toBe(
      'unpaid',
    );

    stripe.succeed(intentId);
    const delivery = stripe.webhook('payment_intent.succeeded', intentId, WEBHOOK_SECRET);
    const responses = await Promise.all([1, 2, 3].map(() => postWebhook(delivery.payload, delivery.header)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(responses.filter((response) => response.body.duplicate === false)).toHaveLength(1);
    const [{ count: invoices }] = await sql(
      'select count(*)::int as count from invoice where registration_id = ?',
      [registration.id],
    );
    expect(invoices).toBe(1);
    const [{ count: payments }] = await sql(
      'select count(*)::int as count from payment where registration_id = ?',
      [registration.id],
    );
    expect(payments).toBe(1);
    expect((await visitor.get(`/registration/${registration.id}/get`).expect(200)).body.paymentStatus).toBe(
      'paid',
    );
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const { eventId } = await publishedEvent(staff);
    const visitor = await ctx.client();
    const registration = await register(visitor, eventId, 'card');
    const started = await visitor
      .post('/transactions/payment/stripe/create', { registrationId: registration.id })
      .expect(200);
    stripe.succeed(started.body.paymentIntentId);
    const forged = stripe.webhook('payment_intent.succeeded', started.body.paymentIntentId, 'whsec_wrong');
    const response = await postWebhook(forged.payload, forged.header);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The webhook signature is not valid');
    expect((await visitor.get(`/registration/${registration.id}/get`).expect(200)).body.paymentStatus).toBe(
      'unpaid',
    );
  });

  it('leaves a failed card payment unpaid, for the visitor to retry', async () => {
    const { eventId } = await publishedEvent(staff);
    const visitor = await ctx.client();
    const registration = await register(visitor, eventId, 'card');
    const started = await visitor
      .post('/transactions/payment/stripe/create', { registrationId: registration.id })
      .expect(200);
    stripe.fail(started.body.paymentIntentId, 'card_declined');
    const declined = await visitor
      .post('/payment/stripe/verify', { registrationId: registration.id })
      .expect(200);
    expect(declined.body).toMatchObject({ paymentStatus: 'unpaid', status: 'InProgress' });
    stripe.succeed(started.body.paymentIntentId);
    const paid = await visitor
      .post('/payment/stripe/verify', { registrationId: registration.id })
      .expect(200);
    expect(paid.body.paymentStatus).toBe('paid');
    await visitor
      .post('/transactions/payment/stripe/create', { registrationId: registration.id })
      .expect(409);
  });

  it('takes a PayPal payment once the payer approves, and captures once', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 12_345 });
    const visitor = await ctx.client();
    const registration = await register(visitor, eventId, 'paypal');
    const token = await visitor.get('/payment/paypaltoken').expect(200);
    expect(token.body).toEqual({ clientId: 'pp-client' });
    const order = await visitor
      .post('/transactions/payment/paypal/create', { registrationId: registration.id })
      .expect(200);
    expect(order.body.approveUrl).toContain(order.body.orderId);
    const early = await visitor
      .post('/transactions/payment/pay', { registrationId: registration.id, orderId: order.body.orderId })
      .expect(409);
    expect(early.body.message).toBe('The PayPal payment has not been approved yet');
    paypal.approve(order.body.orderId);
    const paid = await visitor
      .post('/transactions/payment/pay', { registrationId: registration.id, orderId: order.body.orderId })
      .expect(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'paypal' });
    const repeat = await visitor
      .post('/transactions/payment/pay', { registrationId: registration.id, orderId: order.body.orderId })
      .expect(200);
    expect(repeat.body.paymentStatus).toBe('paid');
    const staffView = await staff.get(`/admin/paypal/${registration.id}/orderid/get`).expect(200);
    expect(staffView.body.orderId).toBe(order.body.orderId);
  });

  it('shows a PayNow QR for the registration, confirmed by staff against the bank record', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 10_900 });
    const visitor = await ctx.client();
    const registration = await register(visitor, eventId, 'paynow');
    const qr = await visitor
      .post('/api/generate/qrcode', { reg_no: registration.regNo, payment_from: 'paynow' })
      .expect(200);
    expect(qr.body).toMatchObject({ amountCents: 10_900, reference: registration.regNo });
    expect(qr.body.payload).toContain('SG.PAYNOW');
    expect(qr.body.payload).toContain('5406109.00');
    expect(qr.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso
      .post('/payment/paynow/verify', {
        reg_no: registration.regNo,
        bankReference: 'DBS-998877',
        amountCents: 10_900,
      })
      .expect(403);
    const wrong = await staff
      .post('/payment/paynow/verify', {
        reg_no: registration.regNo,
        bankReference: 'DBS-998877',
        amountCents: 100,
      })
      .expect(409);
    expect(wrong.body.message).toBe(
      `Registration ${registration.regNo} is for S$109.00, the payment for S$1.00`,
    );
    const paid = await staff
      .post('/payment/paynow/verify', {
        reg_no: registration.regNo,
        bankReference: 'DBS-998877',
        amountCents: 10_900,
      })
      .expect(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'paynow' });
    const qrAfter = await visitor.post('/api/generate/qrcode', {
      reg_no: registration.regNo,
      payment_from: 'paynow',
    });
    expect(qrAfter.status).toBe(409);
    const resent = await staff
      .post('/admin/resend-confirmation-email', { reg_id: registration.id })
      .expect(200);
    expect(resent.body).toEqual({ queued: true });
  });

  it('takes the seat again for a payment that arrives after the hold ran out, or records the refund due', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 1, feeCents: 10_900 });
    const late = await register(await ctx.client(), eventId, 'paynow');
    await sql(`update registration set hold_expires_at = ?::timestamptz - interval '1 minute' where id = ?`, [
      currentTime(),
      late.id,
    ]);
    const verify = (regNo: string, reference: string) =>
      staff.post('/payment/paynow/verify', { reg_no: regNo, bankReference: reference, amountCents: 10_900 });
    const kept = await verify(late.regNo, 'DBS-LATE-1').expect(200);
    expect(kept.body).toMatchObject({
      status: 'Registered',
      paymentStatus: 'paid',
      lines: [expect.objectContaining({ status: 'Confirmed' })],
    });

    const { eventId: fullEventId } = await publishedEvent(staff, { capacity: 1, feeCents: 10_900 });
    const expired = await register(await ctx.client(), fullEventId, 'paynow');
    await sql(`update registration set hold_expires_at = ?::timestamptz - interval '1 minute' where id = ?`, [
      currentTime(),
      expired.id,
    ]);
    const taker = await register(await ctx.client(), fullEventId, 'paynow');
    expect(taker.id).not.toBe(expired.id);
    const refund = await verify(expired.regNo, 'DBS-LATE-2').expect(200);
    expect(refund.body).toMatchObject({ status: 'RegisteredNotCompleted', paymentStatus: 'paid' });
    expect(refund.body.remarks).toContain('refund due');
    expect(refund.body.lines).toEqual([expect.objectContaining({ status: 'Voided' })]);
    const seats = await (await ctx.client()).get(`/event/${fullEventId}/get`).expect(200);
    expect(seats.body.seatsLeft).toBe(0);
  });
});
