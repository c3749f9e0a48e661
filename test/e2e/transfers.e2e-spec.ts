import { Role, singaporeDate } from '@app/core';
import { type TestClient, TestContext, checkoutKey, participantInput, publishedEvent } from '@app/test';

interface InvoiceRow {
  total_cents: number;
  paid_cents: number;
  credited_cents: number;
  refunded_cents: number;
  balance_cents: number;
  settlement: string;
}

describe('transfer course: a paid seat moves to another event or participant, with a credit note and a new invoice', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let modes: Record<string, number>;

  beforeAll(async () => {
    ctx = await TestContext.create({ FINANCE_APPROVAL_THRESHOLD: '500' });
    staff = await ctx.signIn(Role.Staff);
    const rows = await ctx.sql('select id, code from payment_mode');
    modes = Object.fromEntries(rows.map((row) => [row.code as string, row.id as number]));
  });

  afterAll(() => ctx.close());

  const register = async (eventId: number) => {
    const created = await (
      await ctx.client()
    )
      .post('/registration/create', {
        items: [{ eventId, participant: participantInput() }],
        paymentMethod: 'paynow',
        idempotencyKey: checkoutKey(),
      })
      .expect(201);
    const registration = created.body as { id: number; regNo: string; totalCents: number };
    const [seat] = await ctx.sql(
      'select id, participant_id from registration_event where registration_id = ?',
      [registration.id],
    );
    return { registration, seatId: Number(seat.id), participantId: Number(seat.participant_id) };
  };

  const paidSeat = async (eventId: number) => {
    const seat = await register(eventId);
    await staff
      .post('/payment/paynow/verify', {
        reg_no: seat.registration.regNo,
        bankReference: `PN-${checkoutKey()}`,
        amountCents: seat.registration.totalCents,
      })
      .expect(200);
    return seat;
  };

  const invoice = async (id: number): Promise<InvoiceRow> =>
    (
      await ctx.sql(
        `select total_cents, paid_cents, credited_cents, refunded_cents, balance_cents, settlement from invoice where id = ?`,
        [id],
      )
    )[0] as unknown as InvoiceRow;

  const invoiceOf = async (registrationId: number) =>
    (
      await ctx.sql(`select id from invoice where registration_id = ? and status = 'Issued'`, [
        registrationId,
      ])
    )[0].id as number;

  const seatsTaken = async (eventId: number) =>
    (await ctx.sql('select seats_taken from event where id = ?', [eventId]))[0].seats_taken as number;

  const transferUrl = (seatId: number) => `/admin/registration/participant/${seatId}/transfer`;

  it('moves a paid seat to a dearer event of another course: credit note, new invoice, the difference owed', async () => {
    const from = await publishedEvent(staff, { feeCents: 10_900 });
    const to = await publishedEvent(staff, { feeCents: 16_350 });
    const { registration, seatId, participantId } = await paidSeat(from.eventId);
    const oldInvoiceId = await invoiceOf(registration.id);
    const takenFrom = await seatsTaken(from.eventId);

    const preview = await staff
      .post(`${transferUrl(seatId)}/preview`, { targetEventId: to.eventId })
      .expect(200);
    expect(preview.body).toMatchObject({
      seat: { id: seatId, regNo: registration.regNo, eventId: from.eventId },
      target: { eventId: to.eventId, participantId },
      creditNoteCents: 10_900,
      newInvoiceCents: 16_350,
      differenceCents: 5_450,
      owedCents: 5_450,
      creditOnAccountCents: 0,
    });
    expect(preview.body.documents.map((doc: { document: string }) => doc.document)).toEqual([
      'Credit note',
      'Invoice',
      'Receipt',
    ]);
    // The preview changes nothing.
    expect((await ctx.sql('select status from registration_event where id = ?', [seatId]))[0].status).toBe(
      'Confirmed',
    );
    expect(await invoice(oldInvoiceId)).toMatchObject({ credited_cents: 0, balance_cents: 0 });

    const done = await staff
      .post(transferUrl(seatId), { targetEventId: to.eventId, reason: 'Wants the advanced course' })
      .expect(200);
    expect(done.body).toMatchObject({
      creditNoteNo: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
      newInvoiceNo: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      newRegNo: expect.stringMatching(/^REG-/),
      receiptNo: expect.stringMatching(/^RCT-/),
      differenceCents: 5_450,
    });
    const seats = await ctx.sql(
      'select id, event_id, participant_id, status from registration_event where id in (?, ?) order by id',
      [seatId, done.body.newSeatId],
    );
    expect(seats).toEqual([
      { id: seatId, event_id: from.eventId, participant_id: participantId, status: 'Rescheduled' },
      { id: done.body.newSeatId, event_id: to.eventId, participant_id: participantId, status: 'Confirmed' },
    ]);
    expect(await seatsTaken(from.eventId)).toBe(takenFrom - 1);
    expect(await seatsTaken(to.eventId)).toBe(1);
    // The old invoice: credited and the paid amount moved out, nothing owed either way.
    expect(await invoice(oldInvoiceId)).toMatchObject({
      total_cents: 10_900,
      paid_cents: 10_900,
      credited_cents: 10_900,
      refunded_cents: 10_900,
      balance_cents: 0,
      settlement: 'Credited',
    });
    // The new invoice: what was paid applied, the difference owed.
    expect(await invoice(done.body.newInvoiceId)).toMatchObject({
      total_cents: 16_350,
      paid_cents: 10_900,
      balance_cents: 5_450,
      settlement: 'PartlyPaid',
    });
    const [newRegistration] = await ctx.sql(
      'select payment_status, payer_id, total_cents from registration where id = ?',
      [done.body.newRegistrationId],
    );
    expect(newRegistration).toMatchObject({ payment_status: 'paid', total_cents: 16_350 });
    const [note] = await ctx.sql(
      'select status, total_cents, invoice_id from credit_note where credit_note_no = ?',
      [done.body.creditNoteNo],
    );
    expect(note).toEqual({ status: 'Issued', total_cents: 10_900, invoice_id: oldInvoiceId });

    // The difference is paid like any invoice's balance; then nothing is owed.
    await staff
      .multipart('/admin/payment/payinvoice')
      .field(
        'data',
        JSON.stringify({
          customer: { kind: 'participant', id: newRegistration.payer_id },
          paymentModeId: modes.CASH,
          receivedOn: singaporeDate(),
          amountCents: 5_450,
          allocations: [{ invoiceId: done.body.newInvoiceId, amountCents: 5_450 }],
        }),
      )
      .expect(200);
    expect(await invoice(done.body.newInvoiceId)).toMatchObject({
      paid_cents: 16_350,
      balance_cents: 0,
      settlement: 'Paid',
    });

    // The same seat cannot move twice, and its transfer refund is not a refund staff can undo.
    const again = await staff
      .post(transferUrl(seatId), { targetEventId: to.eventId, reason: 'x' })
      .expect(409);
    expect(again.body.message).toContain('already moved');
    const [refund] = await ctx.sql('select id from refund where registration_event_id = ?', [seatId]);
    const undo = await staff
      .post(`/admin/registration/participant/${seatId}/unrefund`, { refundId: refund.id, reason: 'Oops' })
      .expect(409);
    expect(undo.body.message).toContain('course transfer');
    await staff
      .post(`/admin/registration/participant/${seatId}/partialrefund`, {
        amountCents: 100,
        reason: 'x',
        method: 'manual',
        paymentModeId: modes.CASH,
      })
      .expect(409);

    // The transfer course report lists it, with its documents and amounts; it exports to Excel.
    const report = await staff
      .get(`/admin/reports/accounts/transfercourse/courses?keyword=${registration.regNo}`)
      .expect(200);
    expect(report.body.total).toBe(1);
    expect(report.body.items[0]).toMatchObject({
      fromRegNo: registration.regNo,
      fromCourse: from.title,
      toCourse: to.title,
      creditNoteNo: done.body.creditNoteNo,
      toInvoiceNo: done.body.newInvoiceNo,
      receiptNo: done.body.receiptNo,
      creditedCents: 10_900,
      newPriceCents: 16_350,
      differenceCents: 5_450,
      reason: 'Wants the advanced course',
      transferredBy: expect.any(String),
    });
    const today = report.body.items[0].transferredOn as string;
    const dated = await staff
      .get(`/admin/reports/accounts/transfercourse/courses?dateFrom=${today}&dateTo=${today}&pageSize=5`)
      .expect(200);
    expect(dated.body.total).toBeGreaterThanOrEqual(1);
    const none = await staff
      .get('/admin/reports/accounts/transfercourse/courses?dateFrom=2001-01-01&dateTo=2001-12-31')
      .expect(200);
    expect(none.body.total).toBe(0);
    const file = await staff
      .get(`/admin/reports/accounts/transfercourse/courses/export?keyword=${registration.regNo}`)
      .expect(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso.get('/admin/reports/accounts/transfercourse/courses').expect(403);
  });

  it('moves a seat above the approval threshold to another participant in a cheaper event: the rest is credit on account', async () => {
    const from = await publishedEvent(staff, { feeCents: 60_000 });
    const to = await publishedEvent(staff, { feeCents: 45_000 });
    const { registration, seatId } = await paidSeat(from.eventId);
    const colleague = await paidSeat(to.eventId);
    const other = await register(from.eventId);
    const oldInvoiceId = await invoiceOf(registration.id);

    // The colleague already has a seat at the target event.
    const taken = await staff
      .post(transferUrl(seatId), {
        targetEventId: to.eventId,
        targetParticipantId: colleague.participantId,
        reason: 'x',
      })
      .expect(409);
    expect(taken.body.message).toContain('already registered');

    const done = await staff
      .post(transferUrl(seatId), {
        targetEventId: to.eventId,
        targetParticipantId: other.participantId,
        reason: 'Their colleague goes instead',
      })
      .expect(200);
    expect(done.body).toMatchObject({
      creditNoteCents: 60_000,
      newInvoiceCents: 45_000,
      differenceCents: -15_000,
      creditOnAccountCents: 15_000,
      target: { participantId: other.participantId },
    });
    // Above the threshold, yet issued at once: nothing leaves the business in a transfer.
    const [note] = await ctx.sql('select status from credit_note where credit_note_no = ?', [
      done.body.creditNoteNo,
    ]);
    expect(note.status).toBe('Issued');
    expect(await invoice(oldInvoiceId)).toMatchObject({ balance_cents: 0, settlement: 'Credited' });
    expect(await invoice(done.body.newInvoiceId)).toMatchObject({
      total_cents: 45_000,
      paid_cents: 45_000,
      balance_cents: 0,
      settlement: 'Paid',
    });
    const [payment] = await ctx.sql(
      `select p.amount_cents, m.code, (select coalesce(sum(a.amount_cents), 0)::int from payment_allocation a where a.payment_id = p.id) as allocated
         from payment p join payment_mode m on m.id = p.payment_mode_id join receipt r on r.id = p.receipt_id
        where r.receipt_no = ?`,
      [done.body.receiptNo],
    );
    expect(payment).toEqual({ amount_cents: 60_000, code: 'TRANSFER', allocated: 45_000 });
    const [seat] = await ctx.sql(
      `select re.participant_id, re.status, r.payment_status, r.payer_id from registration_event re
         join registration r on r.id = re.registration_id where re.id = ?`,
      [done.body.newSeatId],
    );
    expect(seat).toMatchObject({
      participant_id: other.participantId,
      status: 'Confirmed',
      payment_status: 'paid',
    });
    const [payer] = await ctx.sql('select payer_id from registration where id = ?', [registration.id]);
    expect(seat.payer_id).toBe(payer.payer_id);
  });

  it('gives a seat to a colleague in the same event at the same price, even when the event is full', async () => {
    const event = await publishedEvent(staff, { feeCents: 10_900, capacity: 1 });
    const { seatId } = await paidSeat(event.eventId);
    const colleague = await paidSeat((await publishedEvent(staff)).eventId);
    const done = await staff
      .post(transferUrl(seatId), { targetParticipantId: colleague.participantId, reason: 'Sent instead' })
      .expect(200);
    expect(done.body).toMatchObject({ creditNoteCents: 10_900, newInvoiceCents: 10_900, differenceCents: 0 });
    expect(await seatsTaken(event.eventId)).toBe(1);
    expect(await invoice(done.body.newInvoiceId)).toMatchObject({ balance_cents: 0, settlement: 'Paid' });
  });

  it('refuses the same event, a full event, an unpaid, voided or refunded seat (409), bad input (400) and a CSO (403)', async () => {
    const from = await publishedEvent(staff, { feeCents: 10_900 });
    const full = await publishedEvent(staff, { feeCents: 10_900, capacity: 1 });
    await paidSeat(full.eventId);
    const { registration, seatId } = await paidSeat(from.eventId);
    const oldInvoiceId = await invoiceOf(registration.id);

    const same = await staff
      .post(transferUrl(seatId), { targetEventId: from.eventId, reason: 'x' })
      .expect(409);
    expect(same.body.message).toMatch(/is already in .*: choose another event/);
    const noSeats = await staff
      .post(transferUrl(seatId), { targetEventId: full.eventId, reason: 'x' })
      .expect(409);
    expect(noSeats.body.message).toBe(`No seats left for ${full.title}`);
    // Nothing was left behind by the refused transfer.
    expect((await ctx.sql('select status from registration_event where id = ?', [seatId]))[0].status).toBe(
      'Confirmed',
    );
    expect(await invoice(oldInvoiceId)).toMatchObject({
      credited_cents: 0,
      refunded_cents: 0,
      balance_cents: 0,
    });
    expect(await seatsTaken(full.eventId)).toBe(1);

    const noTarget = await staff.post(transferUrl(seatId), { reason: 'x' }).expect(400);
    expect(noTarget.body.errors.targetEventId).toBeDefined();
    const noReason = await staff.post(transferUrl(seatId), { targetEventId: full.eventId }).expect(400);
    expect(noReason.body.errors.reason).toBeDefined();
    await staff.post(transferUrl(seatId), { targetEventId: 'abc', reason: 'x' }).expect(400);
    await staff.post(`${transferUrl(seatId)}/preview`, { targetEventId: 99_999_999 }).expect(404);

    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso.post(`${transferUrl(seatId)}/preview`, { targetEventId: full.eventId }).expect(403);
    await cso.post(transferUrl(seatId), { targetEventId: full.eventId, reason: 'x' }).expect(403);

    const unpaid = await register(from.eventId);
    const notPaid = await staff
      .post(transferUrl(unpaid.seatId), { targetEventId: full.eventId, reason: 'x' })
      .expect(409);
    expect(notPaid.body.message).toContain('not paid');

    const voided = await paidSeat(from.eventId);
    await staff
      .post(`/admin/registration/participant/${voided.seatId}/setrefundstatus`, {
        reason: 'Cancelled',
        method: 'manual',
        paymentModeId: modes.CHEQUE,
      })
      .expect(200);
    const refunded = await staff
      .post(transferUrl(voided.seatId), { targetEventId: full.eventId, reason: 'x' })
      .expect(409);
    expect(refunded.body.message).toContain('is refunded');

    const toVoid = await register(from.eventId);
    await staff
      .post('/admin/register/voidentry/create', {
        documentType: 'Registration',
        documentNo: toVoid.registration.regNo,
        reason: 'Duplicate',
      })
      .expect(201);
    const isVoid = await staff
      .post(transferUrl(toVoid.seatId), { targetEventId: full.eventId, reason: 'x' })
      .expect(409);
    expect(isVoid.body.message).toBe(
      `Registration ${toVoid.registration.regNo} is voided: it cannot be transferred`,
    );
  });
});
