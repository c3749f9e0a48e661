import { Role } from '@app/core';
import {
  FakePayPal,
  TEST_PASSWORD,
  type TestClient,
  TestContext,
  checkoutKey,
  participantInput,
  publishedEvent,
} from '@app/test';

describe('refunds through PayPal, and the CFO approval of refunds above the threshold', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let admin: TestClient;
  let adminId: number;
  const paypal = new FakePayPal({ clientId: 'pp-refunds', clientSecret: 'pp-refunds-secret' });

  beforeAll(async () => {
    const wallet = await paypal.start();
    ctx = await TestContext.create({
      FINANCE_APPROVAL_THRESHOLD: '500',
      PAYPAL_CLIENT_ID: 'pp-refunds',
      PAYPAL_CLIENT_SECRET: 'pp-refunds-secret',
      PAYPAL_API_URL: wallet.baseUrl,
    });
    staff = await ctx.signIn(Role.Staff);
    const user = await ctx.newUser(Role.Administrator);
    adminId = user.id;
    admin = await (await ctx.client()).signIn(user.email, TEST_PASSWORD);
  });

  afterAll(async () => {
    await ctx.close();
    await paypal.stop();
  });

  /** A seat paid through PayPal: the order approved by the payer and captured. */
  const paidByPayPal = async (feeCents: number) => {
    const { eventId } = await publishedEvent(staff, { feeCents });
    const visitor = await ctx.client();
    const created = await visitor
      .post('/registration/create', {
        items: [{ eventId, participant: participantInput() }],
        paymentMethod: 'paypal',
        idempotencyKey: checkoutKey(),
      })
      .expect(201);
    const registration = created.body as { id: number };
    const order = await visitor
      .post('/transactions/payment/paypal/create', { registrationId: registration.id })
      .expect(200);
    paypal.approve(order.body.orderId as string);
    await visitor
      .post('/transactions/payment/pay', { registrationId: registration.id, orderId: order.body.orderId })
      .expect(200);
    const [seat] = await ctx.sql('select id from registration_event where registration_id = ?', [
      registration.id,
    ]);
    const [payment] = await ctx.sql(
      `select p.provider_reference from payment p where p.registration_id = ? and p.status = 'Received'`,
      [registration.id],
    );
    return { seatId: Number(seat.id), captureId: payment.provider_reference as string };
  };

  const url = (seatId: number, action: string) => `/admin/registration/participant/${seatId}/${action}`;

  it('refunds part of a PayPal payment through the PayPal refund API, paid out at once, then the rest', async () => {
    const { seatId, captureId } = await paidByPayPal(20_000);
    const card = await staff
      .post(url(seatId, 'partialrefund'), { amountCents: 5_000, reason: 'x', method: 'card' })
      .expect(409);
    expect(card.body.message).toContain('not paid by card');

    const half = await staff
      .post(url(seatId, 'partialrefund'), { amountCents: 7_500, reason: 'Misses day two', method: 'paypal' })
      .expect(200);
    const refund = half.body.refunds[0];
    expect(refund).toMatchObject({
      amountCents: 7_500,
      kind: 'Partial Refund',
      status: 'PaidOut',
      providerRefundId: expect.any(String),
      refundedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      creditNoteStatus: 'Issued',
    });
    expect(half.body.status).toBe('Confirmed');
    expect(half.body.invoice).toMatchObject({
      paidCents: 20_000,
      creditedCents: 7_500,
      refundedCents: 7_500,
      balanceCents: 0,
    });
    expect(paypal.refunds).toEqual([
      expect.objectContaining({
        id: refund.providerRefundId,
        capture_id: captureId,
        request_id: `refund-${refund.id}`,
        amount: { currency_code: 'SGD', value: '75.00' },
      }),
    ]);
    // Paid out through the provider: not paid out again, not undone.
    await staff.post(url(seatId, 'refund/payout'), { refundId: refund.id }).expect(409);
    const undo = await staff
      .post(url(seatId, 'unrefund'), { refundId: refund.id, reason: 'Oops' })
      .expect(409);
    expect(undo.body.message).toContain('card provider');

    const rest = await staff
      .post(url(seatId, 'setrefundstatus'), { reason: 'Cancelled', method: 'paypal' })
      .expect(200);
    expect(rest.body.status).toBe('Refunded');
    expect(rest.body.invoice).toMatchObject({
      creditedCents: 20_000,
      refundedCents: 20_000,
      balanceCents: 0,
    });
    expect(paypal.refunds.map((sent) => sent.amount.value)).toEqual(['75.00', '125.00']);
  });

  it('holds a PayPal refund above the threshold for approval, records who approved, then pays it out once', async () => {
    const { seatId } = await paidByPayPal(60_000);
    const asked = await staff
      .post(url(seatId, 'setrefundstatus'), { reason: 'Course cancelled for them', method: 'paypal' })
      .expect(200);
    const refund = asked.body.refunds[0];
    expect(refund).toMatchObject({ status: 'PendingApproval', creditNoteStatus: 'PendingApproval' });
    expect(paypal.refunds).toHaveLength(2);
    const waiting = await admin.get('/admin/cfo/approvals/getall').expect(200);
    expect(waiting.body.approvalThresholdCents).toBe(50_000);
    expect(waiting.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'Refund', id: refund.id, amountCents: 60_000 }),
      ]),
    );
    // Not paid out before the decision.
    await staff.post(url(seatId, 'refund/payout'), { refundId: refund.id }).expect(409);

    await admin.post('/admin/creditnote/approve', { id: refund.creditNoteId }).expect(200);
    const [decided] = await ctx.sql('select status, decided_by, decided_at from refund where id = ?', [
      refund.id,
    ]);
    expect(decided).toMatchObject({
      status: 'Approved',
      decided_by: adminId,
      decided_at: expect.stringMatching(/^\d{4}-/),
    });

    // Two clicks at once: PayPal-Request-Id makes PayPal refund once.
    const answers = await Promise.all([
      staff.post(url(seatId, 'refund/payout'), { refundId: refund.id }),
      admin.post(url(seatId, 'refund/payout'), { refundId: refund.id }),
    ]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(paypal.refunds).toHaveLength(3);
    const paid = await staff.get(url(seatId, 'refunds')).expect(200);
    expect(paid.body.refunds[0]).toMatchObject({ status: 'PaidOut', providerRefundId: paypal.refunds[2].id });
    expect(paid.body.invoice).toMatchObject({ refundedCents: 60_000, balanceCents: 0 });
    const after = await admin.get('/admin/cfo/approvals/getall').expect(200);
    expect(after.body.items).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'Refund', id: refund.id })]),
    );
  });

  it('rejects a refund above the threshold: reversed, who and when recorded, nothing paid back', async () => {
    const { seatId } = await paidByPayPal(55_000);
    const asked = await staff
      .post(url(seatId, 'setrefundstatus'), { reason: 'Asked too late', method: 'paypal' })
      .expect(200);
    const refund = asked.body.refunds[0];
    const sentBefore = paypal.refunds.length;
    await admin
      .post('/admin/creditnote/reject', { id: refund.creditNoteId, reason: 'Past the refund deadline' })
      .expect(200);
    const after = await staff.get(url(seatId, 'refunds')).expect(200);
    expect(after.body.status).toBe('Confirmed');
    expect(after.body.refunds[0]).toMatchObject({ status: 'Reversed', creditNoteStatus: 'Rejected' });
    expect(after.body.invoice).toMatchObject({ creditedCents: 0, refundedCents: 0, balanceCents: 0 });
    const [row] = await ctx.sql('select decided_by, decided_at from refund where id = ?', [refund.id]);
    expect(row).toMatchObject({ decided_by: adminId, decided_at: expect.stringMatching(/^\d{4}-/) });
    const [note] = await ctx.sql('select decided_by, decision_note from credit_note where id = ?', [
      refund.creditNoteId,
    ]);
    expect(note).toEqual({ decided_by: adminId, decision_note: 'Past the refund deadline' });
    expect(paypal.refunds).toHaveLength(sentBefore);
    await staff.post(url(seatId, 'refund/payout'), { refundId: refund.id }).expect(409);
  });
});
