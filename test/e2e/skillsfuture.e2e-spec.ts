import { Role } from '@app/core';
import {
  type TestClient,
  TestContext,
  participantInput,
  publishedEvent,
  registerOnline,
  signedUpParticipant,
} from '@app/test';

const claim = {
  courseReference: 'TGS-2026501234',
  courseRun: '1234567',
  fullFeeCents: 100_000,
  grantCents: 70_000,
  creditClaimedCents: 25_000,
  claimStatus: 'Submitted',
};

describe('SkillsFuture claims and the registered-participant annual pass', () => {
  let ctx: TestContext;
  let staff: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(() => ctx.close());

  const enrolment = async (client?: TestClient, person = participantInput()) => {
    const { eventId } = await publishedEvent(staff, { title: 'Property Law Essentials' });
    const registered = await registerOnline(client ?? (await ctx.client()), [
      { eventId, participant: person },
    ]);
    expect(registered.status).toBe(201);
    const [seat] = await ctx.sql(
      'select re.id, re.participant_id from registration_event re where re.registration_id = ?',
      [registered.body.id],
    );
    return {
      person,
      registrationId: registered.body.id as number,
      regNo: registered.body.regNo as string,
      seatId: seat.id as number,
      participantId: seat.participant_id as number,
    };
  };

  it('records the claim per enrolment with the nett fee worked out, and shows it on the registration', async () => {
    const { registrationId, seatId } = await enrolment();
    const saved = await staff.put(`/admin/registration/skillsfuture/${seatId}`, claim).expect(200);
    expect(saved.body).toMatchObject({
      registrationEventId: seatId,
      registrationId,
      courseTitle: 'Property Law Essentials',
      ...claim,
      nettFeeCents: 30_000,
    });
    expect(saved.body.claimStatusChangedAt).toEqual(expect.any(String));
    const approved = await staff
      .put(`/admin/registration/skillsfuture/${seatId}`, { ...claim, claimStatus: 'Approved' })
      .expect(200);
    expect(approved.body.claimStatus).toBe('Approved');
    const list = await staff
      .get(`/admin/registration/skillsfuture/registration/${registrationId}`)
      .expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ courseReference: 'TGS-2026501234', nettFeeCents: 30_000 });
  });

  it('refuses figures that do not add up, bad fields and unknown enrolments', async () => {
    const { seatId } = await enrolment();
    const grant = await staff
      .put(`/admin/registration/skillsfuture/${seatId}`, { ...claim, grantCents: 100_001 })
      .expect(400);
    expect(grant.body.errors).toEqual({ grantCents: ['The grant cannot be more than the full fee'] });
    const credit = await staff
      .put(`/admin/registration/skillsfuture/${seatId}`, { ...claim, creditClaimedCents: 30_001 })
      .expect(400);
    expect(credit.body.errors).toEqual({
      creditClaimedCents: ['The credit claimed cannot be more than the nett fee'],
    });
    const bad = await staff
      .put(`/admin/registration/skillsfuture/${seatId}`, {
        ...claim,
        courseReference: 'TGS 1; drop',
        fullFeeCents: 1.5,
        claimStatus: 'Paid',
      })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['claimStatus', 'courseReference', 'fullFeeCents']);
    await staff.put('/admin/registration/skillsfuture/2000000000', claim).expect(404);
    const coordinator = await ctx.signIn(Role.Coordinator);
    await coordinator.put(`/admin/registration/skillsfuture/${seatId}`, claim).expect(403);
  });

  it("shows the participant their own claims on their profile, and no one else's", async () => {
    const signedUp = await signedUpParticipant(ctx);
    const own = await enrolment(signedUp.client, signedUp.details);
    await staff.put(`/admin/registration/skillsfuture/${own.seatId}`, claim).expect(200);
    const mine = await signedUp.client.get(`/classes/participant/${signedUp.id}/skillsfuture`).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ regNo: own.regNo, creditClaimedCents: 25_000 })]);
    const stranger = await enrolment();
    await signedUp.client.get(`/classes/participant/${stranger.participantId}/skillsfuture`).expect(404);
    await staff.get(`/classes/participant/${signedUp.id}/skillsfuture`).expect(200);
  });

  it('e-mails the claim details again only to the address on file, answering every request alike', async () => {
    const { person, regNo, seatId } = await enrolment();
    await staff.put(`/admin/registration/skillsfuture/${seatId}`, claim).expect(200);
    const visitor = await ctx.client();
    const sent = await visitor
      .post('/registration/res/skillsfuture/resend', { regNo, email: person.email.toUpperCase() })
      .expect(202);
    const wrong = await visitor
      .post('/registration/res/skillsfuture/resend', { regNo, email: 'someone@example.com' })
      .expect(202);
    expect(wrong.body).toEqual(sent.body);
    const mails = await ctx.sql(
      `select "to", context from mail_message where template = 'skillsfuture-claim' and context->>'regNo' = ?`,
      [regNo],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(person.email);
    expect(mails[0].context).toMatchObject({
      courseReference: 'TGS-2026501234',
      fullFee: expect.stringContaining('1,000.00'),
      nettFee: expect.stringContaining('300.00'),
      creditClaimed: expect.stringContaining('250.00'),
      claimStatus: 'Submitted',
    });
    const bad = await visitor
      .post('/registration/res/skillsfuture/resend', { regNo: '', email: 'x' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'regNo']);
  });

  it("answers a participant's CPD classes in a pass year", async () => {
    const { participantId } = await enrolment();
    const pass = await staff
      .get(`/admin/registration/registered-participant/annual-pass?participantId=${participantId}&year=2026`)
      .expect(200);
    // The class is other training, not CPD: an annual pass does not cover it.
    expect(pass.body).toEqual({
      participantId,
      period: { year: 2026, from: '2026-01-01', to: '2026-12-31' },
      seats: [],
      courses: 0,
      attended: 0,
    });
    const bad = await staff.get('/admin/registration/registered-participant/annual-pass?year=x').expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['participantId', 'year']);
    await staff
      .get('/admin/registration/registered-participant/annual-pass?participantId=2000000000')
      .expect(404);
    const recruitment = await ctx.signIn(Role.RecruitmentAndTraining);
    await recruitment
      .get(`/admin/registration/registered-participant/annual-pass?participantId=${participantId}`)
      .expect(403);
  });
});
