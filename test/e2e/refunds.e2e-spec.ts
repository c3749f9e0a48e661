import { Role } from '@app/core';
import {
  FakeStripe,
  type TestClient,
  TestContext,
  checkoutKey,
  participantInput,
  publishedEvent,
} from '@app/test';

const WEBHOOK_SECRET = 'whsec_refunds';

interface SeatRefunds {
  registrationEventId: number;
  status: string;
  invoice: {
    id: number;
    invoiceNo: string;
    balanceCents: number;
    paidCents: number;
    creditedCents: number;
    refundedCents: number;
  };
  refunds: {
    id: number;
    amountCents: number;
    kind: string;
    status: string;
    reference: string | null;
    providerRefundId: string | null;
    refundedOn: string | null;
    creditNoteNo: string | null;
    creditNoteStatus: string | null;
  }[];
}

describe('refunds: full and partial, by card or by hand, with credit notes, never above what was paid', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let admin: TestClient;
  let modes: Record<string, number>;
  const stripe = new FakeStripe();

  beforeAll(async () => {
    const card = await stripe.start();
    ctx = await TestContext.create({
      FINANCE_APPROVAL_THRESHOLD: '500',
      STRIPE_SECRET_KEY: 'sk_test_refunds',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_refunds',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `${card.protocol}://${card.host}:${card.port}`,
    });
    staff = await ctx.signIn(Role.Staff);
    admin = await ctx.signIn(Role.Administrator);
    const rows = await ctx.sql('select id, code from payment_mode');
    modes = Object.fromEntries(rows.map((row) => [row.code as string, row.id as number]));
  });

  afterAll(async () => {
    await ctx.close();
    await stripe.stop();
  });

  const register = async (feeCents: number, paymentMethod: 'card' | 'paynow') => {
    const { eventId } = await publishedEvent(staff, { feeCents });
    const visitor = await ctx.client();
    const created = await visitor
      .post('/registration/create', {
        items: [{ eventId, participant: participantInput() }],
        paymentMethod,
        idempotencyKey: checkoutKey(),
      })
      .expect(201);
    const registration = created.body as { id: number; regNo: string; totalCents: number };
    let intentId: string | undefined;
    if (paymentMethod === 'card') {
      const started = await visitor
        .post('/transactions/payment/stripe/create', { registrationId: registration.id })
        .expect(200);
      intentId = started.body.paymentIntentId as string;
      stripe.succeed(intentId);
      await visitor.post('/payment/stripe/verify', { registrationId: registration.id }).expect(200);
    } else {
      await staff
        .post('/payment/paynow/verify', {
          reg_no: registration.regNo,
          bankReference: `PN-${checkoutKey()}`,
          amountCents: registration.totalCents,
        })
        .expect(200);
    }
    const [seat] = await ctx.sql(
      'select id, status from registration_event where registration_id = ? order by id',
      [registration.id],
    );
    return { registration, seatId: seat.id as number, eventId, intentId };
  };

  const refunds = async (seatId: number) =>
    (await staff.get(`/admin/registration/participant/${seatId}/refunds`).expect(200)).body as SeatRefunds;

  const postWebhook = async (payload: string, header: string) =>
    (await ctx.client()).agent
      .post('/payment/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(payload);

  it('refunds half a card payment through Stripe once, confirmed by charge.refunded, then the rest', async () => {
    const { seatId, intentId } = await register(32_700, 'card');
    const half = await staff
      .post(`/admin/registration/participant/${seatId}/partialrefund`, {
        amountCents: 16_350,
        reason: 'Can attend only the first day',
        method: 'card',
      })
      .expect(200);
    const after = half.body as SeatRefunds;
    expect(after.status).toBe('Confirmed');
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amountCents: 16_350,
        kind: 'Partial Refund',
        status: 'Approved',
        providerRefundId: expect.stringMatching(/^re_/),
        creditNoteNo: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
        creditNoteStatus: 'Issued',
      }),
    ]);
    // Credited but not yet paid back: the customer is owed the half.
    expect(after.invoice).toMatchObject({
      paidCents: 32_700,
      creditedCents: 16_350,
      refundedCents: 0,
      balanceCents: -16_350,
    });
    expect(stripe.refunds).toEqual([
      expect.objectContaining({
        payment_intent: intentId,
        amount: 16_350,
        metadata: { refundId: String(after.refunds[0].id) },
      }),
    ]);

    // Sending it again reuses the idempotency key: Stripe refunds nothing more.
    await staff
      .post(`/admin/registration/participant/${seatId}/refund/payout`, { refundId: after.refunds[0].id })
      .expect(200);
    expect(stripe.refunds).toHaveLength(1);

    const delivery = stripe.chargeRefunded(intentId!, WEBHOOK_SECRET);
    expect((await postWebhook(delivery.payload, delivery.header)).status).toBe(200);
    expect((await postWebhook(delivery.payload, delivery.header)).body).toMatchObject({ duplicate: true });
    const paidOut = await refunds(seatId);
    expect(paidOut.refunds[0]).toMatchObject({
      status: 'PaidOut',
      refundedOn: expect.stringMatching(/^\d{4}-/),
    });
    expect(paidOut.invoice).toMatchObject({ refundedCents: 16_350, balanceCents: 0 });

    // A card refund paid out through the provider cannot be undone.
    const undo = await staff
      .post(`/admin/registration/participant/${seatId}/unrefund`, {
        refundId: after.refunds[0].id,
        reason: 'Oops',
      })
      .expect(409);
    expect(undo.body.message).toContain('card provider');

    // Asking for more than is left is refused; the full refund takes exactly what is left.
    const over = await staff
      .post(`/admin/registration/participant/${seatId}/add-refund-entry`, {
        amountCents: 16_351,
        reason: 'Too much',
        method: 'card',
      })
      .expect(409);
    expect(over.body.message).toBe('At most S$163.50 paid is left to refund on this seat');
    const full = await staff
      .post(`/admin/registration/participant/${seatId}/setrefundstatus`, {
        reason: 'Cancelled',
        method: 'card',
      })
      .expect(200);
    expect(full.body.status).toBe('Refunded');
    expect(full.body.refunds[1]).toMatchObject({
      amountCents: 16_350,
      kind: 'Full Refund',
      status: 'Approved',
    });
    const second = stripe.chargeRefunded(intentId!, WEBHOOK_SECRET);
    await postWebhook(second.payload, second.header);
    const done = await refunds(seatId);
    expect(done.refunds.map((refund) => refund.status)).toEqual(['PaidOut', 'PaidOut']);
    expect(done.invoice).toMatchObject({ creditedCents: 32_700, refundedCents: 32_700, balanceCents: 0 });
    const [invoice] = await ctx.sql('select settlement from invoice where id = ?', [done.invoice.id]);
    expect(invoice.settlement).toBe('Credited');
    // The seat is refunded: nothing more, and its place is free again.
    await staff
      .post(`/admin/registration/participant/${seatId}/partialrefund`, {
        amountCents: 100,
        reason: 'x',
        method: 'card',
      })
      .expect(409);
  });

  it('records a manual refund by cheque, dates and references it, and reverses it with a logged reason', async () => {
    const { seatId } = await register(20_000, 'paynow');
    const noMode = await staff
      .post(`/admin/registration/participant/${seatId}/partialrefund`, {
        amountCents: 5_000,
        reason: 'x',
        method: 'manual',
      })
      .expect(400);
    expect(noMode.body.errors.paymentModeId).toBeDefined();
    const notCard = await staff
      .post(`/admin/registration/participant/${seatId}/partialrefund`, {
        amountCents: 5_000,
        reason: 'x',
        method: 'card',
      })
      .expect(409);
    expect(notCard.body.message).toContain('not paid by card');
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso
      .post(`/admin/registration/participant/${seatId}/partialrefund`, {
        amountCents: 5_000,
        reason: 'x',
        method: 'manual',
        paymentModeId: modes.CHEQUE,
      })
      .expect(403);

    const made = await staff
      .post(`/admin/registration/participant/${seatId}/partialrefund`, {
        amountCents: 5_000,
        reason: 'Goodwill',
        method: 'manual',
        paymentModeId: modes.CHEQUE,
      })
      .expect(200);
    const refund = (made.body as SeatRefunds).refunds[0];
    expect(refund).toMatchObject({ status: 'Approved', refundedOn: null });
    expect(made.body.invoice).toMatchObject({ creditedCents: 5_000, refundedCents: 0, balanceCents: -5_000 });

    await staff
      .post(`/admin/registration/participant/${seatId}/setrefundedref`, {
        refundId: refund.id,
        reference: 'CHQ 001234',
      })
      .expect(200);
    const dated = await staff
      .post(`/admin/registration/participant/${seatId}/setrefundeddate`, {
        refundId: refund.id,
        refundedOn: '2026-11-20',
      })
      .expect(200);
    expect(dated.body.refunds[0]).toMatchObject({
      status: 'PaidOut',
      refundedOn: '2026-11-20',
      reference: 'CHQ 001234',
    });
    expect(dated.body.invoice).toMatchObject({ refundedCents: 5_000, balanceCents: 0 });
    await staff
      .post(`/admin/registration/participant/${seatId}/setrefundeddate`, {
        refundId: refund.id,
        refundedOn: '2099-01-01',
      })
      .expect(400);

    const reversed = await staff
      .post(`/admin/registration/participant/${seatId}/unrefund`, {
        refundId: refund.id,
        reason: 'Entered twice',
      })
      .expect(200);
    expect(reversed.body.refunds[0].status).toBe('Reversed');
    // The credit note stays; an invoice for the same amount offsets it, so nothing is owed either way.
    expect(reversed.body.invoice).toMatchObject({
      creditedCents: 5_000,
      refundedCents: 0,
      balanceCents: -5_000,
    });
    const [offset] = await ctx.sql(
      `select total_cents, balance_cents, lines->0->>'description' as description from invoice
        where kind = 'manual' and lines->0->>'description' like 'Reversal of credit note ' || ? || '%'`,
      [refund.creditNoteNo],
    );
    expect(offset).toMatchObject({ total_cents: 5_000, balance_cents: 5_000 });
    const logs = await ctx.sql(
      `select field, new_value from change_log where entity_type = 'Refund' and entity_id = ?`,
      [String(refund.id)],
    );
    expect(logs).toEqual(expect.arrayContaining([{ field: 'reason', new_value: 'Entered twice' }]));
    await staff
      .post(`/admin/registration/participant/${seatId}/unrefund`, { refundId: refund.id, reason: 'Again' })
      .expect(409);
  });

  it('never pays back more than was paid, however many refunds run at once', async () => {
    const { seatId } = await register(20_000, 'paynow');
    const clients = [staff, admin, await ctx.signIn(Role.Staff), await ctx.signIn(Role.Administrator)];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        clients[index % clients.length].post(`/admin/registration/participant/${seatId}/partialrefund`, {
          amountCents: 3_000,
          reason: `Part ${index}`,
          method: 'manual',
          paymentModeId: modes.CASH,
          refundedOn: '2026-11-23',
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([
      ...Array<number>(6).fill(200),
      ...Array<number>(4).fill(409),
    ]);
    const after = await refunds(seatId);
    expect(after.refunds).toHaveLength(6);
    expect(after.invoice).toMatchObject({
      paidCents: 20_000,
      creditedCents: 18_000,
      refundedCents: 18_000,
      balanceCents: 0,
    });
    const [notes] = await ctx.sql(
      `select count(*)::int as n, sum(total_cents)::int as total from credit_note where invoice_id = ? and status = 'Issued'`,
      [after.invoice.id],
    );
    expect(notes).toEqual({ n: 6, total: 18_000 });
  });

  it('waits for approval above the threshold and frees the seat once another staff member approves', async () => {
    const { seatId } = await register(80_000, 'paynow');
    const asked = await staff
      .post(`/admin/registration/participant/${seatId}/setrefundstatus`, {
        reason: 'Course cancelled for them',
        method: 'manual',
        paymentModeId: modes.CHEQUE,
      })
      .expect(200);
    expect(asked.body.status).toBe('Confirmed');
    expect(asked.body.refunds[0]).toMatchObject({
      status: 'PendingApproval',
      creditNoteStatus: 'PendingApproval',
      kind: 'Full Refund',
    });
    const waiting = await admin.get('/admin/cfo/approvals/getall').expect(200);
    expect(waiting.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'Refund', id: asked.body.refunds[0].id, amountCents: 80_000 }),
      ]),
    );
    await staff
      .post(`/admin/registration/participant/${seatId}/setrefundeddate`, {
        refundId: asked.body.refunds[0].id,
        refundedOn: '2026-11-23',
      })
      .expect(409);
    const [note] = await ctx.sql('select id from credit_note where refund_id = ?', [
      asked.body.refunds[0].id,
    ]);
    // Listed once, as the refund, decided through its credit note.
    const listed = (waiting.body.items as { creditNoteId: number }[]).filter(
      (item) => item.creditNoteId === note.id,
    );
    expect(listed).toEqual([expect.objectContaining({ type: 'Refund' })]);
    await staff.post('/admin/creditnote/approve', { id: note.id }).expect(403);
    await admin.post('/admin/creditnote/approve', { id: note.id }).expect(200);
    const approved = await refunds(seatId);
    expect(approved.status).toBe('Refunded');
    expect(approved.refunds[0]).toMatchObject({ status: 'Approved', creditNoteStatus: 'Issued' });
    const paid = await staff
      .post(`/admin/registration/participant/${seatId}/setrefundeddate`, {
        refundId: approved.refunds[0].id,
        refundedOn: '2026-11-24',
      })
      .expect(200);
    expect(paid.body.invoice).toMatchObject({
      creditedCents: 80_000,
      refundedCents: 80_000,
      balanceCents: 0,
    });
  });
});
