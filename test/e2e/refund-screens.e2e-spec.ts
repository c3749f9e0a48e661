import { currentTime, Role } from '@app/core';
import {
  type TestClient,
  TestContext,
  checkoutKey,
  participantInput,
  publishedEvent,
  signedUpParticipant,
} from '@app/test';

const hours = (n: number) => new Date(currentTime().getTime() + n * 3_600_000).toISOString();

/** The read routes behind the refund and reschedule screens. */
describe('refund and reschedule screens: reschedule options and a participant’s credit notes', () => {
  let ctx: TestContext;
  let staff: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create({ FINANCE_APPROVAL_THRESHOLD: '500' });
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(() => ctx.close());

  const sibling = async (eventId: number, capacity: number) => {
    const [event] = await ctx.sql('select course_id, venue_id from event where id = ?', [eventId]);
    const created = await staff
      .post('/admin/event/create', {
        courseId: event.course_id,
        venueId: event.venue_id,
        capacity,
        feeCents: 12_000,
        fees: [],
        published: true,
        sessions: [{ startsAt: hours(24 * 9), endsAt: hours(24 * 9 + 3) }],
      })
      .expect(201);
    return Number((created.body as { id: number }).id);
  };

  const paidBy = async (client: TestClient, eventId: number, participant: Record<string, unknown>) => {
    const created = await client
      .post('/registration/create', {
        items: [{ eventId, participant }],
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
    const [seat] = await ctx.sql('select id from registration_event where registration_id = ?', [
      registration.id,
    ]);
    return { registration, seatId: Number(seat.id) };
  };

  it('lists an event’s confirmed seats and the other events of its course with the seats left', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 10_900 });
    const later = await sibling(eventId, 1);
    const other = await publishedEvent(staff, { feeCents: 10_900 });
    const details = participantInput();
    const { seatId, registration } = await paidBy(await ctx.client(), eventId, details);
    await paidBy(await ctx.client(), later, participantInput());

    const answer = await staff.get(`/admin/reschedule/event/${eventId}`).expect(200);
    expect(answer.body.event).toMatchObject({ id: eventId });
    expect(answer.body.seats).toEqual([
      expect.objectContaining({
        registrationEventId: seatId,
        registrationId: registration.id,
        regNo: registration.regNo,
        participantName: `${details.firstName} ${details.lastName}`,
        unitCents: 10_900,
      }),
    ]);
    expect(answer.body.targets).toEqual([
      expect.objectContaining({ eventId: later, capacity: 1, feeCents: 12_000, seatsLeft: 0 }),
    ]);
    const ids = (answer.body.targets as { eventId: number }[]).map((target) => target.eventId);
    expect(ids).not.toContain(other.eventId);

    await staff.get('/admin/reschedule/event/987654321').expect(404);
    await staff.get('/admin/reschedule/event/abc').expect(400);
    await (await ctx.signIn(Role.Participant)).get(`/admin/reschedule/event/${eventId}`).expect(403);
  });

  it('shows a participant the credit note of their refund, and its PDF, and no one else', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 21_800 });
    const participant = await signedUpParticipant(ctx);
    const { seatId } = await paidBy(participant.client, eventId, participant.details);
    const [mode] = await ctx.sql(`select id from payment_mode where code <> 'STRIPE' order by id limit 1`);
    await staff
      .post(`/admin/registration/participant/${seatId}/partialrefund`, {
        amountCents: 10_900,
        reason: 'Half-day only',
        method: 'manual',
        paymentModeId: mode.id,
        reference: 'FAST-20261124-01',
      })
      .expect(200);

    const own = await participant.client
      .get(`/transactions/participant/${participant.id}/creditnotes`)
      .expect(200);
    expect(own.body).toEqual([
      expect.objectContaining({
        creditNoteNo: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
        totalCents: 10_900,
        reason: 'Half-day only',
        invoiceNo: expect.stringMatching(/^INV-/),
      }),
    ]);
    const noteId = (own.body as { id: number }[])[0].id;
    const pdf = await participant.client.get(`/transactions/creditnote/${noteId}/pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    await staff.get(`/transactions/participant/${participant.id}/creditnotes`).expect(200);

    const stranger = await signedUpParticipant(ctx);
    await stranger.client.get(`/transactions/participant/${participant.id}/creditnotes`).expect(404);
    await stranger.client.get(`/transactions/creditnote/${noteId}/pdf`).expect(404);
    expect(
      (await stranger.client.get(`/transactions/participant/${stranger.id}/creditnotes`).expect(200)).body,
    ).toEqual([]);
  });
});
