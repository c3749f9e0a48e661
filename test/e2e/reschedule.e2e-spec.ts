import { currentTime, Role } from '@app/core';
import {
  type TestClient,
  TestContext,
  checkoutKey,
  participantInput,
  publishedEvent,
  corporateInput,
} from '@app/test';

const hours = (n: number) => new Date(currentTime().getTime() + n * 3_600_000).toISOString();

describe('reschedule: seats move to another event of the course, FOC or with the price difference settled', () => {
  let ctx: TestContext;
  let staff: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create({ FINANCE_APPROVAL_THRESHOLD: '500' });
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(() => ctx.close());

  /** Another event of the same course, at that fee and capacity. */
  const sibling = async (eventId: number, feeCents: number, capacity = 30) => {
    const [event] = await ctx.sql('select course_id, venue_id from event where id = ?', [eventId]);
    const created = await staff
      .post('/admin/event/create', {
        courseId: event.course_id,
        venueId: event.venue_id,
        capacity,
        feeCents,
        fees: [],
        published: true,
        sessions: [{ startsAt: hours(24 * 9), endsAt: hours(24 * 9 + 3) }],
      })
      .expect(201);
    return Number((created.body as { id: number }).id);
  };

  const paidSeat = async (eventId: number) => {
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
    await staff
      .post('/payment/paynow/verify', {
        reg_no: registration.regNo,
        bankReference: `PN-${checkoutKey()}`,
        amountCents: registration.totalCents,
      })
      .expect(200);
    const [seat] = await ctx.sql(
      'select id, participant_id from registration_event where registration_id = ?',
      [registration.id],
    );
    return { registration, seatId: Number(seat.id), participantId: Number(seat.participant_id) };
  };

  it('moves a participant FOC: old seat Rescheduled FOC, new one Confirmed, e-mail sent, nothing charged', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 10_900 });
    const target = await sibling(eventId, 10_900);
    const { registration, seatId, participantId } = await paidSeat(eventId);
    const moved = await staff
      .post('/admin/reschedule/sendemail', {
        registrationEventIds: [seatId],
        targetEventId: target,
        kind: 'Reschedule FOC',
      })
      .expect(200);
    expect(moved.body.email).toEqual({ sent: true, message: 'Reschedule e-mail successfully sent' });
    expect(moved.body.moves).toEqual([
      expect.objectContaining({ fromId: seatId, invoiceId: null, creditNoteId: null }),
    ]);
    const seats = await ctx.sql(
      'select event_id, status, reschedule_kind from registration_event where registration_id = ? order by id',
      [registration.id],
    );
    expect(seats).toEqual([
      { event_id: eventId, status: 'Rescheduled', reschedule_kind: 'Reschedule FOC' },
      { event_id: target, status: 'Confirmed', reschedule_kind: null },
    ]);
    const list = await staff.get(`/admin/attendance/event/${target}/getall`).expect(200);
    expect(JSON.stringify(list.body)).toContain(`"participantId":${participantId}`);
    const old = await staff.get(`/admin/attendance/event/${eventId}/getall`).expect(200);
    expect(JSON.stringify(old.body)).toContain(
      '"lineStatus":"Rescheduled","rescheduleKind":"Reschedule FOC"',
    );
    const mail = await ctx.sql(
      `select subject from mail_message where subject like 'Rescheduled to %' order by id desc limit 1`,
    );
    expect(mail).toHaveLength(1);
    const invoices = await ctx.sql(
      `select count(*)::int as n from invoice where customer_kind = 'participant' and participant_id = (select payer_id from registration where id = ?)`,
      [registration.id],
    );
    expect(invoices[0].n).toBe(1);
    // Moving it again from the old seat is refused: it is no longer confirmed.
    await staff
      .post('/admin/reschedule/sendemail', {
        registrationEventIds: [seatId],
        targetEventId: target,
        kind: 'Reschedule',
      })
      .expect(409);
  });

  it('invoices the difference into a dearer event and credits it into a cheaper one', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 10_900 });
    const dearer = await sibling(eventId, 16_350);
    const cheaper = await sibling(eventId, 5_450);
    const first = await paidSeat(eventId);
    const up = await staff
      .post('/admin/reschedule/sendemail', {
        registrationEventIds: [first.seatId],
        targetEventId: dearer,
        kind: 'Reschedule',
        sendEmail: false,
      })
      .expect(200);
    const [invoice] = await ctx.sql('select total_cents, balance_cents, kind from invoice where id = ?', [
      up.body.moves[0].invoiceId,
    ]);
    expect(invoice).toEqual({ total_cents: 5_450, balance_cents: 5_450, kind: 'manual' });
    expect(up.body.email).toBeNull();

    const second = await paidSeat(eventId);
    const down = await staff
      .post('/admin/reschedule/sendemail', {
        registrationEventIds: [second.seatId],
        targetEventId: cheaper,
        kind: 'Reschedule',
      })
      .expect(200);
    const [note] = await ctx.sql('select total_cents, status, invoice_id from credit_note where id = ?', [
      down.body.moves[0].creditNoteId,
    ]);
    expect(note).toMatchObject({ total_cents: 5_450, status: 'Issued' });
    const [registrationInvoice] = await ctx.sql('select balance_cents from invoice where id = ?', [
      note.invoice_id,
    ]);
    expect(registrationInvoice.balance_cents).toBe(-5_450);
  });

  it("invoices a corporate registration's differences to the company, once for its seats", async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 10_900 });
    const dearer = await sibling(eventId, 16_350);
    const first = await paidSeat(eventId);
    const second = await paidSeat(eventId);
    const corporateId = (
      await staff
        .post('/admin/corporate/create', {
          ...corporateInput(`Reschedule Realty ${checkoutKey().slice(0, 6)}`),
        })
        .expect(201)
    ).body.id as number;
    // Both seats in one corporate registration, as the corporate flow makes them.
    await ctx.sql(
      `update registration_event set registration_id = (select registration_id from registration_event where id = ?) where id = ?`,
      [first.seatId, second.seatId],
    );
    await ctx.sql(
      'update registration set corporate_id = ? where id = (select registration_id from registration_event where id = ?)',
      [corporateId, first.seatId],
    );
    const moved = await staff
      .post('/admin/reschedule/sendemail', {
        registrationEventIds: [first.seatId, second.seatId],
        targetEventId: dearer,
        kind: 'Reschedule',
        sendEmail: false,
      })
      .expect(200);
    const invoiceIds = new Set((moved.body.moves as { invoiceId: number }[]).map((move) => move.invoiceId));
    expect(invoiceIds.size).toBe(1);
    const [invoice] = await ctx.sql(
      'select total_cents, customer_kind, corporate_id, jsonb_array_length(lines) as lines from invoice where id = ?',
      [[...invoiceIds][0]],
    );
    expect(invoice).toEqual({
      total_cents: 10_900,
      customer_kind: 'corporate',
      corporate_id: corporateId,
      lines: 2,
    });
  });

  it('refuses a full event, the same event and another course, with the reason; CSO gets 403', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 10_900 });
    const full = await sibling(eventId, 10_900, 1);
    await paidSeat(full);
    const { seatId } = await paidSeat(eventId);
    const noSeats = await staff
      .post('/admin/reschedule/sendemail', {
        registrationEventIds: [seatId],
        targetEventId: full,
        kind: 'Reschedule FOC',
      })
      .expect(409);
    expect(noSeats.body.message).toMatch(/^No seats left for /);
    const same = await staff
      .post('/admin/reschedule/sendemail', {
        registrationEventIds: [seatId],
        targetEventId: eventId,
        kind: 'Reschedule FOC',
      })
      .expect(409);
    expect(same.body.message).toMatch(/is already in/);
    const other = await publishedEvent(staff, { feeCents: 10_900 });
    const otherCourse = await staff
      .post('/admin/reschedule/sendemail', {
        registrationEventIds: [seatId],
        targetEventId: other.eventId,
        kind: 'Reschedule FOC',
      })
      .expect(409);
    expect(otherCourse.body.message).toMatch(/another course/);
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso
      .post('/admin/reschedule/sendemail', {
        registrationEventIds: [seatId],
        targetEventId: full,
        kind: 'Reschedule FOC',
      })
      .expect(403);
    const [seat] = await ctx.sql('select status from registration_event where id = ?', [seatId]);
    expect(seat.status).toBe('Confirmed');
  });
});
