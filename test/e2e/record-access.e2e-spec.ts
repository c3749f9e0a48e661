import { ROLE_NAMES, Role } from '@app/core';
import {
  type TestClient,
  TestContext,
  TEST_PASSWORD,
  checkoutKey,
  participantInput,
  publishedEvent,
  registerOnline,
  signedUpParticipant,
} from '@app/test';

/**
 * Records reached by number or id through public and per-record routes: only their owner, the
 * browser that made them and staff get them; anyone else is answered as if they did not exist.
 */
describe('record access: PayNow codes, documents and public lookups', () => {
  let ctx: TestContext;
  let staff: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(() => ctx.close());

  const register = async (client: TestClient, eventId: number, participant: Record<string, unknown>) =>
    (await registerOnline(client, [{ eventId, participant }]).expect(201)).body as {
      id: number;
      regNo: string;
      totalCents: number;
    };

  /** A participant with an account who registered for a class while signed in, not yet paid. */
  const ownerWithRegistration = async () => {
    const { eventId } = await publishedEvent(staff);
    const owner = await signedUpParticipant(ctx);
    const registration = await register(owner.client, eventId, owner.details);
    return { client: owner.client, details: owner.details, participantId: owner.id, registration };
  };

  /** The same, paid by PayNow as staff confirm it: its invoice and receipt are issued. */
  const paidOwner = async () => {
    const owner = await ownerWithRegistration();
    await staff
      .post('/payment/paynow/verify', {
        reg_no: owner.registration.regNo,
        bankReference: `DBS-${checkoutKey()}`,
        amountCents: owner.registration.totalCents,
      })
      .expect(200);
    return owner;
  };

  const qr = (client: TestClient, reference: Record<string, string>) =>
    client.post('/api/generate/qrcode', { ...reference, payment_from: 'paynow' });

  it('gives a registration’s PayNow code only to the browser that made it, its signed-in owner and staff', async () => {
    const owner = await ownerWithRegistration();
    const regNo = owner.registration.regNo;
    const { eventId } = await publishedEvent(staff);
    const visitor = await ctx.client();
    const visitorRegistration = await register(visitor, eventId, participantInput());

    const elsewhere = await (await ctx.client()).signIn(owner.details.email, TEST_PASSWORD);
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    for (const [client, reference] of [
      [owner.client, regNo],
      [elsewhere, regNo],
      [staff, regNo],
      [cso, regNo],
      [visitor, visitorRegistration.regNo],
    ] as const) {
      const code = await qr(client, { reg_no: reference }).expect(200);
      expect(code.body).toMatchObject({ reference, amountCents: 10_900 });
    }

    const unknown = await qr(await ctx.client(), { reg_no: 'REG-2026-999999' }).expect(404);
    for (const stranger of [await ctx.client(), await ctx.signIn(Role.Participant), visitor]) {
      const refused = await qr(stranger, { reg_no: regNo }).expect(404);
      expect(refused.body.message).toBe(unknown.body.message);
      expect(JSON.stringify(refused.body)).not.toContain('10900');
    }
  });

  it('finds an invoice by its number for the PayNow code, under its registration’s rule', async () => {
    const owner = await paidOwner();
    const payments = await staff.get(`/transactions/participant/${owner.participantId}/byId`).expect(200);
    const { invoiceNo } = payments.body[0] as { invoiceNo: string };
    for (const client of [owner.client, staff]) {
      const paid = await qr(client, { invoice_no: invoiceNo }).expect(409);
      expect(paid.body.message).toBe(`There is nothing left to pay on ${invoiceNo}`);
    }
    const unknown = await qr(owner.client, { invoice_no: 'INV-2026-999999' }).expect(404);
    expect(unknown.body.message).toBe('Invoice not found');
    const stranger = await qr(await ctx.client(), { invoice_no: invoiceNo }).expect(404);
    expect(stranger.body.message).toBe('Invoice not found');
  });

  it('lets only staff who read invoices, receipts and payments, and the payer, download them', async () => {
    const owner = await paidOwner();
    const payments = await staff.get(`/transactions/participant/${owner.participantId}/byId`).expect(200);
    const { invoiceId, receiptId } = payments.body[0] as { invoiceId: number; receiptId: number };
    const routes = [
      `/transactions/invoice/${invoiceId}/pdf`,
      `/transactions/receipt/${receiptId}/pdf`,
      `/transactions/participant/${owner.participantId}/byId`,
    ];
    const outcome = async (client: TestClient) =>
      Promise.all(routes.map(async (route) => (await client.get(route)).status));

    // A coordinator may read receipts of registrations they entered (per record), so another's
    // receipt is answered as one that does not exist; invoices and payments stay closed to them.
    expect(await outcome(await ctx.signIn(Role.Coordinator))).toEqual([403, 404, 403]);
    for (const role of [
      Role.Trainer,
      Role.Facilitator,
      Role.AssociateRelations,
      Role.RecruitmentAndTraining,
    ]) {
      expect({ role: ROLE_NAMES[role], statuses: await outcome(await ctx.signIn(role)) }).toEqual({
        role: ROLE_NAMES[role],
        statuses: [403, 403, 403],
      });
    }
    for (const client of [staff, await ctx.signIn(Role.CustomerServiceOfficer), owner.client]) {
      expect(await outcome(client)).toEqual([200, 200, 200]);
    }
    // Another participant is answered as for documents that do not exist.
    const other = await ctx.signIn(Role.Participant);
    expect(await outcome(other)).toEqual([404, 404, 404]);
    expect((await other.get('/transactions/invoice/999999999/pdf')).status).toBe(404);
  });

  it('tells whether someone has been on a bootcamp only to them, staff, or a caller giving their e-mail and NRIC/FIN', async () => {
    const bootcampType = await staff
      .post('/admin/configurations/bootcamptypes/update', { name: `Bootcamp ${checkoutKey()}` })
      .expect(200);
    const { eventId } = await publishedEvent(staff, {
      typeCode: '30',
      feeCents: 0,
      course: { bootcampTypeId: bootcampType.body.id },
    });
    const details = participantInput({ dateOfBirth: '1990-01-01' });
    const made = await register(await ctx.client(), eventId, details);
    expect(made.totalCents).toBe(0);
    const history = async (client: TestClient, query: Record<string, string>) =>
      (await client.get('/register/bootcamp/checkreferralhistory').query(query).expect(200)).body;

    const visitor = await ctx.client();
    expect(await history(visitor, { nric: details.nric })).toEqual({ hasHistory: false });
    expect(await history(visitor, { email: details.email })).toEqual({ hasHistory: false });
    expect(await history(visitor, { email: details.email, nric: details.nric })).toEqual({
      hasHistory: true,
    });
    expect(await history(staff, { nric: details.nric })).toEqual({ hasHistory: true });
  });
});
