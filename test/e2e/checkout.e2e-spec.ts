import { randomBytes } from 'node:crypto';
import { currentTime, Role } from '@app/core';
import { HoldSweeper } from '@app/registration';
import { type TestClient, TestContext, lookupIds, participantInput, publishedEvent } from '@app/test';

const key = () => randomBytes(12).toString('hex');

describe('public checkout: pricing, seats and registrations', () => {
  let ctx: TestContext;
  let staff: TestClient;

  const sql = (query: string, params: unknown[] = []) =>
    ctx.orm.em.fork().getConnection().execute(query, params) as Promise<Record<string, unknown>[]>;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(() => ctx.close());

  const cart = (eventId: number, overrides: Record<string, unknown> = {}) => ({
    items: [{ eventId, participant: participantInput() }],
    ...overrides,
  });

  const checkout = async (client: TestClient, eventId: number, overrides: Record<string, unknown> = {}) =>
    client.post('/registration/create', {
      ...cart(eventId),
      paymentMethod: 'paynow',
      idempotencyKey: key(),
      ...overrides,
    });

  it('prices the cart on the server, with GST inside the total, and shows seats left', async () => {
    const types = await lookupIds(staff, 'participanttypes');
    const memberType = Object.values(types)[0];
    const { eventId } = await publishedEvent(staff, {
      feeCents: 21_800,
      fees: [{ participantTypeId: memberType, feeCents: 10_900 }],
    });
    const visitor = await ctx.client();
    const quote = await visitor
      .post('/registration/update', {
        items: [
          { eventId, participant: participantInput() },
          { eventId, participantTypeId: memberType, participant: participantInput() },
        ],
      })
      .expect(200);
    expect(quote.body).toMatchObject({
      subtotalCents: 32_700,
      discountCents: 0,
      totalCents: 32_700,
      gstCents: 2_700,
      totalExcludingGstCents: 30_000,
      gstRateBasisPoints: 900,
    });
    expect(quote.body.lines.map((line: { unitCents: number }) => line.unitCents)).toEqual([21_800, 10_900]);
    const event = await visitor.get(`/event/${eventId}/get`).expect(200);
    expect(event.body).toMatchObject({
      seatsLeft: 30,
      fees: [{ participantTypeId: memberType, participantTypeName: expect.any(String), feeCents: 10_900 }],
    });
    const info = await visitor.get(`/course/${event.body.courseId as number}/info`).expect(200);
    expect(info.body).toMatchObject({ courseTypeCode: '70', feeCents: 21_800, hasImage: false });
    expect(info.body).not.toHaveProperty('status');
    await visitor.get(`/course/${event.body.courseId as number}/info/image`).expect(404);
    await visitor.get('/course/999999/info').expect(404);
  });

  it('holds the seat and records an unpaid ONLINE registration, once per submission', async () => {
    const { eventId, title } = await publishedEvent(staff, { capacity: 5 });
    const visitor = await ctx.client();
    const idempotencyKey = key();
    const body = { ...cart(eventId), paymentMethod: 'paynow', idempotencyKey, expectedTotalCents: 10_900 };
    const [first, second] = await Promise.all([
      visitor.post('/registration/create', body),
      visitor.post('/registration/create', body),
    ]);
    expect([first.status, second.status, second.body.message]).toEqual([201, 201, undefined]);
    expect(second.body.id).toBe(first.body.id);
    // Submitted again later: the write trips over the first's key and seat and answers with it.
    const again = await visitor.post('/registration/create', body);
    expect([again.status, again.body.id]).toEqual([201, first.body.id]);
    expect(first.body).toMatchObject({
      regNo: expect.stringMatching(/^REG-\d{4}-\d{6}$/),
      channel: 'ONLINE',
      status: 'InProgress',
      paymentStatus: 'unpaid',
      paymentMethod: 'paynow',
      totalCents: 10_900,
      lines: [expect.objectContaining({ eventId, eventTitle: title, status: 'Draft' })],
    });
    const [{ count }] = await sql(
      'select count(*)::int as count from registration where idempotency_key = ?',
      [idempotencyKey],
    );
    expect(count).toBe(1);
    expect((await visitor.get(`/event/${eventId}/get`).expect(200)).body.seatsLeft).toBe(4);
    await visitor.get(`/registration/${first.body.id}/get`).expect(200);
    await (await ctx.client()).get(`/registration/${first.body.id}/get`).expect(404);
    const counted = await visitor.get(`/registration-count?id=${eventId}`).expect(200);
    expect(counted.body).toEqual({ eventId, registered: 0, seatsLeft: 4 });
  });

  it("writes a new participant with the registration, as typed, and answers with the record's id", async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 5 });
    const person = participantInput({
      address: '1 Main St',
      postalCode: '123456',
      dateOfBirth: '1990-02-03',
    });
    const response = await checkout(await ctx.client(), eventId, {
      items: [{ eventId, participant: person }],
    });
    expect([response.status, response.body.errors]).toEqual([201, undefined]);
    const [stored] = await sql(
      `select p.id, p.nric, p.cea_reg_no, p.address, p.postal_code, p.date_of_birth::text as born, p.status, (select count(*)::int from change_log l where l.entity_type = 'Participant'
                                                     and l.entity_id = p.id::text) as logged
         from participant p where p.email = ?`,
      [person.email],
    );
    expect(stored).toMatchObject({
      nric: person.nric,
      cea_reg_no: person.ceaRegNo,
      address: '1 Main St',
      postal_code: '123456',
      born: '1990-02-03',
      status: 'Active',
      logged: 1,
    });
    expect(response.body.payer.id).toBe(stored.id);
    expect(response.body.lines[0].participantId).toBe(stored.id);
  });

  it('writes nothing for a checkout refused for want of seats', async () => {
    const { eventId, title } = await publishedEvent(staff, { capacity: 1 });
    expect((await checkout(await ctx.client(), eventId)).status).toBe(201);
    const person = participantInput();
    const refused = await checkout(await ctx.client(), eventId, {
      items: [{ eventId, participant: person }],
    });
    expect([refused.status, refused.body.message]).toEqual([409, `No seats left for ${title}`]);
    expect(await sql('select id from participant where email = ?', [person.email])).toHaveLength(0);
    const [{ seats_taken }] = await sql('select seats_taken from event where id = ?', [eventId]);
    expect(seats_taken).toBe(1);
  });

  it("follows the back office's change to an event at once, though checkouts keep the event in memory", async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 5, feeCents: 10_900 });
    const first = await checkout(await ctx.client(), eventId);
    expect([first.status, first.body.totalCents]).toEqual([201, 10_900]);
    const current = (await staff.post('/admin/event/getbyid', { id: eventId }).expect(200)).body;
    const body = {
      id: current.id,
      courseId: current.courseId,
      venueId: current.venueId,
      capacity: current.capacity,
      feeCents: 21_800,
      published: current.published,
      sessions: current.sessions.map((session: Record<string, unknown>) => ({
        id: session.id,
        startsAt: session.startsAt,
        endsAt: session.endsAt,
      })),
    };
    await staff.post('/admin/event/update', body).expect(200);
    const dearer = await checkout(await ctx.client(), eventId);
    expect([dearer.status, dearer.body.totalCents]).toEqual([201, 21_800]);
    await staff.post('/admin/event/update', { ...body, published: false }).expect(200);
    const closed = await checkout(await ctx.client(), eventId);
    expect([closed.status, closed.body.errors]).toEqual([
      400,
      { 'items.0.eventId': ['This event is not open for registration'] },
    ]);
  });

  it('refuses a cart line naming no participant to a visitor who is not signed in, writing nothing', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 2 });
    const refused = await checkout(await ctx.client(), eventId, { items: [{ eventId }] });
    expect([refused.status, refused.body.errors]).toEqual([
      400,
      { 'items.0.participant': ['participant must be the participant’s details'] },
    ]);
    const [{ seats_taken }] = await sql('select seats_taken from event where id = ?', [eventId]);
    expect(seats_taken).toBe(0);
  });

  it('refuses a changed price, a closed event, a repeated participant and an unknown promo code', async () => {
    const { eventId } = await publishedEvent(staff);
    const visitor = await ctx.client();
    const changed = await checkout(visitor, eventId, { expectedTotalCents: 100 }).then(
      (response) => response,
    );
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('The total is now S$109.00, not S$1.00; please review the cart');
    const unknown = await visitor
      .post('/registration/update', cart(eventId, { promoCode: 'nope' }))
      .expect(400);
    expect(unknown.body.errors.promoCode).toEqual(['Promo code NOPE is not valid']);
    const missing = await visitor.post('/registration/update', cart(999_999)).expect(400);
    expect(missing.body.errors['items.0.eventId']).toEqual(['This event is not open for registration']);
    const person = participantInput();
    const twice = await visitor
      .post('/registration/create', {
        items: [
          { eventId, participant: person },
          { eventId, participant: person },
        ],
        paymentMethod: 'paynow',
        idempotencyKey: key(),
      })
      .expect(400);
    expect(twice.body.errors['items.1.participant']).toEqual([
      `${person.firstName} ${person.lastName} is already in the cart for ${(await visitor.get(`/event/${eventId}/get`)).body.title}`,
    ]);
    const bad = await checkout(visitor, eventId, { paymentMethod: 'cash' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.paymentMethod).toEqual(['Payment method must be card, paynow or paypal']);
  });

  it('applies promo codes and their reasons for refusal', async () => {
    const { eventId, courseId } = await publishedEvent(staff, { feeCents: 20_000 });
    const admin = await ctx.signIn(Role.Administrator);
    await admin
      .post('/admin/promocode/save', {
        code: 'early10',
        description: 'Early bird',
        kind: 'percent',
        value: 1_000,
        courseIds: [courseId],
      })
      .expect(200);
    await admin
      .post('/admin/promocode/save', {
        code: 'OLD',
        description: 'Expired',
        kind: 'amount',
        value: 500,
        validTo: '2020-01-01',
      })
      .expect(200);
    await admin
      .post('/admin/promocode/save', {
        code: 'OTHER',
        description: 'Other course',
        kind: 'amount',
        value: 500,
        courseIds: [999_999],
      })
      .expect(200);
    const visitor = await ctx.client();
    const quote = await visitor
      .post('/registration/update', cart(eventId, { promoCode: 'Early10' }))
      .expect(200);
    expect(quote.body).toMatchObject({
      discounts: [{ kind: 'promo-code', label: 'Promo code EARLY10', amountCents: 2_000 }],
      totalCents: 18_000,
      gstCents: 1_486,
    });
    const expired = await visitor
      .post('/registration/update', cart(eventId, { promoCode: 'old' }))
      .expect(400);
    expect(expired.body.errors.promoCode).toEqual(['Promo code OLD expired on 2020-01-01']);
    const other = await visitor
      .post('/registration/update', cart(eventId, { promoCode: 'OTHER' }))
      .expect(400);
    expect(other.body.errors.promoCode).toEqual(['Promo code OTHER does not apply to the chosen courses']);
    const check = await staff
      .post('/admin/registration/promocode/check', { code: 'early10', courseIds: [courseId] })
      .expect(200);
    expect(check.body.rule).toMatchObject({ code: 'EARLY10', kind: 'percent', value: 1_000 });
  });

  it('never sells more seats than the event has, however many check out at once', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 10 });
    const visitors = await Promise.all(Array.from({ length: 50 }, () => ctx.client()));
    const responses = await Promise.all(visitors.map((visitor) => checkout(visitor, eventId)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    const refusal = responses.find((response) => response.status === 409)!;
    expect(refusal.body.message).toMatch(/^No seats left for |^The record is busy right now, please retry$/);
    const [{ count }] = await sql(
      `select count(*)::int as count from registration_event where event_id = ? and status = 'Draft'`,
      [eventId],
    );
    expect(count).toBe(10);
  });

  it('gives a seat back when its hold runs out, and the sweep marks the registration not completed', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 1 });
    const first = await checkout(await ctx.client(), eventId);
    expect(first.status).toBe(201);
    const full = await checkout(await ctx.client(), eventId);
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/^No seats left for /);
    await sql(`update registration set hold_expires_at = ?::timestamptz - interval '1 minute' where id = ?`, [
      currentTime(),
      first.body.id,
    ]);
    const retry = await checkout(await ctx.client(), eventId);
    expect(retry.status).toBe(201);
    const released = await ctx.inRequest(() => ctx.app.get(HoldSweeper).release());
    expect(released).toBe(0);
    const [stale] = await sql('select status from registration where id = ?', [first.body.id]);
    expect(stale.status).toBe('RegisteredNotCompleted');
    const [line] = await sql('select status from registration_event where registration_id = ?', [
      first.body.id,
    ]);
    expect(line.status).toBe('Voided');
  });

  it('checks each participant against the family rules at review, naming the cart item', async () => {
    const resTypes = await lookupIds(staff, 'restypes');
    const { eventId } = await publishedEvent(staff, {
      typeCode: '10',
      course: { resTypeId: resTypes.COURSE },
    });
    const visitor = await ctx.client();
    const review = await visitor
      .post('/registration/update', {
        items: [
          { eventId, participant: participantInput({ email: `fresh-${key()}@example.com`, nric: null }) },
        ],
      })
      .expect(400);
    expect(review.body.errors).toEqual({
      'items.0.participant.nric': ['NRIC/FIN is required for RES registrations'],
      'items.0.participant.dateOfBirth': ['Date of birth is required for RES registrations'],
      'items.0.participant.educationId': ['Education is required for RES registrations'],
    });
    const event = await visitor.get(`/event/${eventId}/get`).expect(200);
    expect(event.body.venueName).toMatch(/^Venue /);
  });

  it('gives the best bundle for courses taken together, and staff the per-event figures', async () => {
    const one = await publishedEvent(staff, { feeCents: 20_000 });
    const two = await publishedEvent(staff, { feeCents: 30_000 });
    const admin = await ctx.signIn(Role.Administrator);
    const refused = await admin
      .post('/admin/exclusivebundle/save', { name: 'Lonely', courseIds: [one.courseId], discountCents: 100 })
      .expect(400);
    expect(refused.body.errors.courseIds).toEqual(['A bundle has 2 or 3 courses']);
    await admin
      .post('/admin/exclusivebundle/save', {
        name: 'Negotiation pair',
        courseIds: [one.courseId, two.courseId],
        discountCents: 5_000,
      })
      .expect(200);
    const bundles = await admin.get('/admin/exclusivebundles/getall').expect(200);
    expect(bundles.body.map((bundle: { name: string }) => bundle.name)).toContain('Negotiation pair');
    const person = participantInput();
    const visitor = await ctx.client();
    const quote = await visitor
      .post('/registration/update', {
        items: [
          { eventId: one.eventId, participant: person },
          { eventId: two.eventId, participant: person },
        ],
      })
      .expect(200);
    expect(quote.body.discounts).toEqual([{ kind: 'bundle', label: 'Negotiation pair', amountCents: 5_000 }]);
    expect(quote.body.totalCents).toBe(45_000);

    const validated = await staff
      .post('/admin/registration/cpd/validate', { items: [{ eventId: one.eventId, participant: person }] })
      .expect(400);
    expect(validated.body.errors['items.0.eventId'][0]).toMatch(/is not a cpd event$/);

    await checkout(visitor, one.eventId);
    const upcoming = await staff.get('/admin/registration/events/upcoming?pageSize=200').expect(200);
    const row = upcoming.body.items.find((item: { eventId: number }) => item.eventId === one.eventId);
    expect(row).toMatchObject({ capacity: 30, confirmed: 0, held: 1, seatsLeft: 29, paidCents: 0 });
    const past = await staff.get('/admin/registration/events/past').expect(200);
    expect(past.body.items.map((item: { eventId: number }) => item.eventId)).not.toContain(one.eventId);
    await staff.get('/admin/registration/bootcamp/get').expect(200);
    await staff.get('/admin/registration/bootcamp/getbypage').expect(200);
    await staff.get('/admin/registration/ecourses/summary').expect(200);
    const details = await staff.get(`/admin/register/details/getall?eventId=${one.eventId}`).expect(200);
    expect(details.body.total).toBe(1);
    const remarks = await staff
      .put(`/admin/register/details/remarks/${details.body.items[0].id}`, {
        data: 'Asked for a vegetarian lunch',
      })
      .expect(200);
    expect(remarks.body.remarks).toBe('Asked for a vegetarian lunch');
    const accounts = await staff
      .get('/admin/register/details/getallaccounts?paymentStatus=unpaid')
      .expect(200);
    expect(accounts.body.total).toBeGreaterThan(0);
    await (
      await ctx.signIn(Role.Coordinator)
    )
      .put(`/admin/register/details/remarks/${details.body.items[0].id}`, { data: 'x' })
      .expect(403);
  });

  it('lets a signed-in participant read their own registrations from anywhere, and no one else’s', async () => {
    const { eventId } = await publishedEvent(staff);
    const owner = await ctx.signIn(Role.Participant);
    const mine = await checkout(owner, eventId);
    expect(mine.status).toBe(201);
    const me = (await owner.get('/me').expect(200)).body as { email: string };
    const elsewhere = await (await ctx.client()).signIn(me.email, 'Correct-Horse-42');
    await elsewhere.get(`/registration/${mine.body.id}/get`).expect(200);
    const other = await ctx.signIn(Role.Participant);
    // Refused as if it did not exist: registration ids are sequential and tell nobody anything.
    const refused = await other.get(`/registration/${mine.body.id}/get`).expect(404);
    const missing = await other.get('/registration/999999999/get').expect(404);
    expect(refused.body.message).toBe(`Registration ${mine.body.id} not found`);
    expect(missing.body.message).toBe('Registration 999999999 not found');
    await other.post('/transactions/payment/stripe/create', { registrationId: mine.body.id }).expect(404);
    await staff.get(`/registration/${mine.body.id}/get`).expect(200);
  });
});
