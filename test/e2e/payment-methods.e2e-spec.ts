import { randomBytes } from 'node:crypto';
import { currentTime, Role, singaporeDate } from '@app/core';
import { HoldSweeper } from '@app/registration';
import { type TestClient, TestContext, participantInput, publishedEvent } from '@app/test';

const key = () => randomBytes(12).toString('hex');
const MINUTE = 60_000;

/** Card is set up here (its keys), PayPal is not; PayNow has its sample account outside production. */
describe('payment methods: only those set up are offered, and each holds its seats as long as it says', () => {
  let ctx: TestContext;
  let staff: TestClient;

  const sql = (query: string, params: unknown[] = []) =>
    ctx.orm.em.fork().getConnection().execute(query, params) as Promise<Record<string, unknown>[]>;

  beforeAll(async () => {
    ctx = await TestContext.create({
      STRIPE_SECRET_KEY: 'sk_test_methods',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_methods',
      PAYNOW_HOLD_HOURS: '6',
      SEAT_HOLD_MINUTES: '30',
    });
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(() => ctx.close());

  const checkout = (client: TestClient, eventId: number, paymentMethod: string, email?: string) =>
    client.post('/registration/create', {
      items: [{ eventId, participant: participantInput(email ? { email } : {}) }],
      paymentMethod,
      idempotencyKey: key(),
    });

  it('tells any visitor which methods are set up, cacheably', async () => {
    const response = await (await ctx.client()).get('/payment/methods').expect(200);
    expect(response.body).toEqual({ methods: ['card', 'paynow'] });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('refuses a method that is not set up before writing a participant, a seat or a registration', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 3 });
    const visitor = await ctx.client();
    const email = `paypal-${key()}@example.com`;
    const refused = await checkout(visitor, eventId, 'paypal', email).expect(400);
    expect(refused.body.errors).toEqual({
      paymentMethod: ['PayPal payments are not available; please choose Card or PayNow'],
    });
    const [{ registrations }] = await sql(
      `select count(*)::int as registrations from registration_event where event_id = ?`,
      [eventId],
    );
    const [{ participants }] = await sql(
      `select count(*)::int as participants from participant where email = ?`,
      [email],
    );
    expect({ registrations, participants }).toEqual({ registrations: 0, participants: 0 });
    expect((await visitor.get(`/event/${eventId}/get`).expect(200)).body.seatsLeft).toBe(3);
  });

  it('takes a free registration whatever method the page sent', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 0 });
    const free = await checkout(await ctx.client(), eventId, 'paypal').expect(201);
    expect(free.body).toMatchObject({ paymentMethod: 'none', paymentStatus: 'no_payment_required' });
  });

  it('holds a PayNow checkout for PAYNOW_HOLD_HOURS, a card checkout for SEAT_HOLD_MINUTES', async () => {
    const { eventId } = await publishedEvent(staff);
    const visitor = await ctx.client();
    const before = currentTime().getTime();
    const paynow = (await checkout(visitor, eventId, 'paynow').expect(201)).body as {
      regNo: string;
      holdExpiresAt: string;
    };
    const card = (await checkout(visitor, eventId, 'card').expect(201)).body as { holdExpiresAt: string };
    const after = currentTime().getTime();
    const paynowHold = new Date(paynow.holdExpiresAt).getTime();
    const cardHold = new Date(card.holdExpiresAt).getTime();
    expect(paynowHold).toBeGreaterThanOrEqual(before + 6 * 60 * MINUTE - 1_000);
    expect(paynowHold).toBeLessThanOrEqual(after + 6 * 60 * MINUTE + 1_000);
    expect(cardHold).toBeGreaterThanOrEqual(before + 30 * MINUTE - 1_000);
    expect(cardHold).toBeLessThanOrEqual(after + 30 * MINUTE + 1_000);

    // The QR code's last day is the hold's, and the seat is still held once a card hold would be over.
    const qr = await visitor
      .post('/api/generate/qrcode', { reg_no: paynow.regNo, payment_from: 'paynow' })
      .expect(200);
    expect(qr.body.expiresOn).toBe(singaporeDate(new Date(paynow.holdExpiresAt)));
    await sql(
      `update registration set hold_expires_at = ?::timestamptz - interval '1 minute' where hold_expires_at < ?`,
      [currentTime(), new Date(before + 60 * MINUTE)],
    );
    await ctx.inRequest(() => ctx.app.get(HoldSweeper).release());
    const [{ status }] = await sql(
      `select re.status from registration_event re join registration r on r.id = re.registration_id where r.reg_no = ?`,
      [paynow.regNo],
    );
    expect(status).toBe('Draft');
    expect((await visitor.get(`/event/${eventId}/get`).expect(200)).body.seatsLeft).toBe(29);
  });
});
