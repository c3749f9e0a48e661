import { PUBLIC_FORM_LIMIT, Role } from '@app/core';
import {
  type TestClient,
  TestContext,
  participantInput,
  publishedEvent,
  registerOnline,
  uniqueEmail,
  uniqueMobile,
} from '@app/test';

describe('leads: public forms and back-office follow-up', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let recruitment: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
    recruitment = await ctx.signIn(Role.RecruitmentAndTraining);
  });

  afterAll(() => ctx.close());

  const lead = (overrides: Record<string, unknown> = {}) => ({
    name: 'Tan Mei Ling',
    email: uniqueEmail('lead'),
    mobileNo: `+65 ${uniqueMobile()}`,
    message: 'Please call me about the next intake',
    ...overrides,
  });

  const FORMS = [
    ['/registration/res/lead/create', 'resleads', 'res', 'res-lead-form'],
    ['/registration/other/lead/create', 'otherleads', 'other', 'other-lead-form'],
    ['/digital-training/eoi/create', 'wsqleads', 'wsq', 'digital-training-eoi'],
  ] as const;

  it.each(FORMS)('%s takes a lead that only the %s lists show', async (path, list, kind, source) => {
    const visitor = await ctx.client();
    const input = lead({ email: uniqueEmail(kind) });
    const created = await visitor.post(path, input).expect(201);
    expect(created.body).toEqual({ received: true });
    const page = await recruitment
      .get(`/admin/register/${list}/getbypage?keyword=${input.email}`)
      .expect(200);
    expect(page.body.total).toBe(1);
    expect(page.body.items[0]).toMatchObject({
      kind,
      source,
      name: 'Tan Mei Ling',
      email: input.email,
      mobileNo: input.mobileNo.replace('+65 ', ''),
      status: 'new',
      registrationId: null,
    });
    const all = await recruitment.get(`/admin/register/${list}/getall`).expect(200);
    expect(all.body.map((row: { email: string }) => row.email)).toContain(input.email);
    for (const [, other] of FORMS.filter(([, name]) => name !== list)) {
      const elsewhere = await recruitment.get(`/admin/register/${other}/getbypage?keyword=${input.email}`);
      expect(elsewhere.body.total).toBe(0);
    }
  });

  it('refuses a bot that fills the honeypot, and bad fields with clear messages, storing nothing', async () => {
    const visitor = await ctx.client();
    const email = uniqueEmail('bot');
    const bot = await visitor
      .post('/registration/res/lead/create', lead({ email, website: 'http://spam.example' }))
      .expect(400);
    expect(bot.body.errors).toEqual({ website: ['The form could not be accepted'] });
    const bad = await visitor
      .post('/registration/res/lead/create', { name: ' ', email: 'nope', mobileNo: '1234', courseId: '3' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['courseId', 'email', 'mobileNo', 'name']);
    const missingCourse = await visitor
      .post('/registration/res/lead/create', lead({ email, courseId: 2_000_000_000 }))
      .expect(400);
    expect(missingCourse.body.errors).toEqual({ courseId: ['Course not found'] });
    const rows = await ctx.sql('select count(*)::int as n from lead where email = ?', [email]);
    expect(rows[0].n).toBe(0);
  });

  it('lets Recruitment & Training and Associate Relations work leads, and no one else', async () => {
    const relations = await ctx.signIn(Role.AssociateRelations);
    await relations.get('/admin/register/otherleads/getbypage').expect(200);
    for (const role of [Role.Coordinator, Role.CustomerServiceOfficer, Role.Trainer, Role.Participant]) {
      const client = await ctx.signIn(role);
      await client.get('/admin/register/resleads/getbypage').expect(403);
      await client.post('/admin/register/leads/1/status', { status: 'contacted' }).expect(403);
    }
    await (await ctx.client()).get('/admin/register/wsqleads/getall').expect(401);
  });

  it('follows a lead up and converts it to a registration staff made, once', async () => {
    const email = uniqueEmail('convert');
    await (await ctx.client()).post('/registration/res/lead/create', lead({ email })).expect(201);
    const [row] = (await recruitment.get(`/admin/register/resleads/getbypage?keyword=${email}`).expect(200))
      .body.items as { id: number }[];
    const contacted = await recruitment
      .post(`/admin/register/leads/${row.id}/status`, { status: 'contacted', notes: 'Called, will register' })
      .expect(200);
    expect(contacted.body).toMatchObject({ status: 'contacted', notes: 'Called, will register' });
    const onlyContacted = await recruitment
      .get('/admin/register/resleads/getbypage?status=contacted')
      .expect(200);
    expect(onlyContacted.body.items.map((item: { id: number }) => item.id)).toContain(row.id);
    await recruitment.post(`/admin/register/leads/${row.id}/status`, { status: 'converted' }).expect(400);

    const { eventId } = await publishedEvent(staff);
    const registered = await registerOnline(await ctx.client(), [
      { eventId, participant: participantInput({ email }) },
    ]).expect(201);
    const registrationId = registered.body.id as number;
    await recruitment
      .post(`/admin/register/leads/${row.id}/convert`, { registrationId: 2_000_000_000 })
      .expect(400);
    const converted = await recruitment
      .post(`/admin/register/leads/${row.id}/convert`, { registrationId })
      .expect(200);
    expect(converted.body).toMatchObject({
      status: 'converted',
      registrationId,
      regNo: registered.body.regNo,
    });
    const again = await recruitment
      .post(`/admin/register/leads/${row.id}/status`, { status: 'closed' })
      .expect(409);
    expect(again.body.message).toBe(`Lead ${row.id} is already converted to a registration`);
    await recruitment.post('/admin/register/leads/2000000000/status', { status: 'closed' }).expect(404);
  });

  it(`rate-limits each public form to ${PUBLIC_FORM_LIMIT} submissions per address`, async () => {
    const visitor = await ctx.client();
    // The digital-training form took one lead above; every post counts, accepted or not.
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_FORM_LIMIT; i++) {
      statuses.push((await visitor.post('/digital-training/eoi/create', lead())).status);
    }
    expect(statuses).toEqual([...Array<number>(PUBLIC_FORM_LIMIT - 1).fill(201), 429]);
    const refused = await visitor.post('/digital-training/eoi/create', lead()).expect(429);
    // The form's window is ten minutes, and the message says so rather than "a minute".
    expect(refused.body.message).toMatch(/^Too many requests\. Please wait (9|10) minutes and try again\.$/);
    // Another form keeps its own count.
    await visitor.post('/registration/other/lead/create', lead()).expect(201);
  });
});
