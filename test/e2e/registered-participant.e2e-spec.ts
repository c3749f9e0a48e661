import { Role, singaporeDate } from '@app/core';
import { type TestClient, TestContext, participantInput, publishedEvent, registerOnline } from '@app/test';

describe('registered-participant lookups (CPD cycle, eCPD)', () => {
  let ctx: TestContext;
  let staff: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(() => ctx.close());

  it("answers a participant's CPD cycle and e-courses, counting only CPD courses", async () => {
    const { eventId } = await publishedEvent(staff);
    const person = participantInput();
    await registerOnline(await ctx.client(), [{ eventId, participant: person }]).expect(201);
    const [{ id }] = await ctx.sql('select id from participant where email = ?', [person.email]);
    const row = { id: id as number };
    const cycle = await staff
      .get(`/admin/registration/registered-participant/cpd-cycle?participantId=${row.id}&year=2025`)
      .expect(200);
    expect(cycle.body).toEqual({
      participantId: row.id,
      cycle: { year: 2025, from: '2024-10-01', to: '2025-09-30' },
      seats: [],
      registeredHours: 0,
      attendedHours: 0,
    });
    const yearBefore = Number(singaporeDate().slice(0, 4));
    const current = await staff
      .get(`/admin/registration/registered-participant/cpd-cycle?participantId=${row.id}`)
      .expect(200);
    const yearAfter = Number(singaporeDate().slice(0, 4));
    // From 2026 the cycle is the Singapore calendar year of the day asked (the request may cross
    // New Year's midnight). The event is other training, not CPD: it does not count.
    const { year } = current.body.cycle as { year: number };
    expect([yearBefore, yearAfter]).toContain(year);
    expect(current.body).toMatchObject({
      cycle: { from: `${year}-01-01`, to: `${year}-12-31` },
      seats: [],
      registeredHours: 0,
    });
    const ecpd = await staff
      .get(`/admin/registration/registered-participant/ecpd?participantId=${row.id}`)
      .expect(200);
    expect(ecpd.body).toEqual({ participantId: row.id, enrolments: [] });
  });

  it('refuses a missing or unknown participant and readers without registrations', async () => {
    const bad = await staff.get('/admin/registration/registered-participant/cpd-cycle?year=1999').expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['participantId', 'year']);
    await staff.get('/admin/registration/registered-participant/ecpd?participantId=2000000000').expect(404);
    const recruitment = await ctx.signIn(Role.RecruitmentAndTraining);
    await recruitment.get('/admin/registration/registered-participant/ecpd?participantId=1').expect(403);
  });
});
