import { currentTime, Role } from '@app/core';
import { type TestClient, TestContext, participantInput } from '@app/test';

describe('e-courses, progress and course validity reminders', () => {
  let ctx: TestContext;
  let coordinator: TestClient;
  let staff: TestClient;
  let course: { id: number; code: string; courseTypeId: number };

  const sql = (query: string, params: unknown[] = []) =>
    ctx.orm.em.fork().getConnection().execute(query, params) as Promise<Record<string, unknown>[]>;

  beforeAll(async () => {
    ctx = await TestContext.create();
    coordinator = await ctx.signIn(Role.Coordinator);
    staff = await ctx.signIn(Role.Staff);
    const [type] = await sql(`select id from course_type where code = '70' limit 1`);
    const created = await coordinator
      .multipart('/admin/course/create')
      .field(
        'data',
        JSON.stringify({
          code: `DT-${Date.now() % 100000}`,
          title: 'Digital Marketing for Agents',
          courseTypeId: type.id,
          feeCents: 12_000,
          validityMonths: 12,
        }),
      )
      .expect(201);
    course = created.body;
  });

  afterAll(() => ctx.close());

  const ecourseInput = (overrides: Record<string, unknown> = {}) => ({
    courseId: course.id,
    title: 'Social media listings',
    contentId: `scorm-${Math.random().toString(36).slice(2, 10)}`,
    accessDays: 30,
    modules: [
      { title: 'Photos that sell', durationMinutes: 30 },
      { title: 'Writing the listing', durationMinutes: 45 },
    ],
    ...overrides,
  });

  const participant = async () =>
    (await staff.post('/admin/participant/create', participantInput()).expect(201)).body as {
      id: number;
      email: string;
    };

  it('creates and edits an e-course with its modules, found by id, content id and filter', async () => {
    const input = ecourseInput();
    const created = await coordinator.post('/admin/e-course/edit', input).expect(200);
    expect(created.body).toMatchObject({
      title: 'Social media listings',
      totalMinutes: 75,
      status: 'Active',
    });
    expect(created.body.modules.map((module: { title: string }) => module.title)).toEqual([
      'Photos that sell',
      'Writing the listing',
    ]);
    const [first, second] = created.body.modules as { id: number }[];
    const edited = await coordinator
      .post('/admin/e-course/edit', {
        ...input,
        id: created.body.id,
        modules: [
          { id: second.id, title: 'Writing the listing', durationMinutes: 40 },
          { id: first.id, title: 'Photos that sell', durationMinutes: 30 },
          { title: 'Going live', durationMinutes: 15 },
        ],
      })
      .expect(200);
    expect(edited.body.modules.map((module: { id: number }) => module.id).slice(0, 2)).toEqual([
      second.id,
      first.id,
    ]);
    expect(edited.body.totalMinutes).toBe(85);
    const byId = await coordinator.get(`/admin/e-course/${created.body.id}/get`).expect(200);
    expect(byId.body.modules).toHaveLength(3);
    const byContent = await coordinator
      .get(`/admin/e-course/getbycontentid?contentId=${input.contentId}`)
      .expect(200);
    expect(byContent.body.id).toBe(created.body.id);
    const filtered = await coordinator
      .get(`/admin/e-courses/filter?courseId=${course.id}&keyword=social`)
      .expect(200);
    expect(filtered.body.items.map((row: { id: number }) => row.id)).toContain(created.body.id);
    await coordinator.put(`/admin/e-course/archive/${created.body.id}`).expect(200);
    const archived = await coordinator
      .get(`/admin/e-courses/filter?status=Archived&courseId=${course.id}`)
      .expect(200);
    expect(archived.body.items.map((row: { id: number }) => row.id)).toEqual([created.body.id]);
    await coordinator.put(`/admin/e-course/unarchive/${created.body.id}`).expect(200);
  });

  it('refuses bad input, a taken content id and a module from elsewhere', async () => {
    const bad = await coordinator
      .post(
        '/admin/e-course/edit',
        ecourseInput({ title: ' ', contentId: 'has spaces', modules: [], accessDays: 0 }),
      )
      .expect(400);
    expect(bad.body.errors).toEqual({
      title: ['Title is required'],
      contentId: ['Content id may hold letters, digits, dots, colons, dashes and underscores'],
      modules: ['Add at least one module'],
      accessDays: ['Access days must be at least 1'],
    });
    const module = await coordinator
      .post('/admin/e-course/edit', ecourseInput({ modules: [{ title: 'x', durationMinutes: 0 }] }))
      .expect(400);
    expect(module.body.errors['modules.0.durationMinutes']).toEqual(['Duration must be at least 1 minute']);
    const first = (await coordinator.post('/admin/e-course/edit', ecourseInput()).expect(200)).body;
    const taken = await coordinator
      .post('/admin/e-course/edit', ecourseInput({ contentId: first.contentId }))
      .expect(409);
    expect(taken.body.message).toBe(
      `E-course #${first.id} (Social media listings) already uses the content id ${first.contentId}`,
    );
    const other = (await coordinator.post('/admin/e-course/edit', ecourseInput()).expect(200)).body;
    const foreign = await coordinator
      .post(
        '/admin/e-course/edit',
        ecourseInput({
          id: other.id,
          modules: [{ id: first.modules[0].id, title: 'x', durationMinutes: 5 }],
        }),
      )
      .expect(400);
    expect(foreign.body.errors['modules.0.id']).toEqual(['Module is not part of this e-course']);
    const noCourse = await coordinator
      .post('/admin/e-course/edit', ecourseInput({ courseId: 999_999 }))
      .expect(400);
    expect(noCourse.body.errors.courseId).toEqual(['Course must be an active course']);
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso.post('/admin/e-course/edit', ecourseInput()).expect(403);
  });

  it('records a participant’s progress once per module, and completes the e-course with the last one', async () => {
    const ecourse = (await coordinator.post('/admin/e-course/edit', ecourseInput()).expect(200)).body;
    const learner = await participant();
    const url = `/e-course/${ecourse.id}/participant/${learner.id}/progress`;
    const before = await staff.get(url).expect(200);
    expect(before.body).toMatchObject({ completedModules: 0, totalModules: 2, percent: 0, startedAt: null });
    const [one, two] = ecourse.modules as { id: number }[];
    // Two completions arriving at once: both recorded, the e-course completed exactly once.
    await Promise.all([
      staff.post(url, { moduleId: one.id }).expect(200),
      staff.post(url, { moduleId: two.id }).expect(200),
    ]);
    await staff.post(url, { moduleId: one.id }).expect(200);
    const after = await staff.get(url).expect(200);
    expect(after.body).toMatchObject({ completedModules: 2, percent: 100, completedAt: expect.any(String) });
    const rows = await sql('select count(*)::int as count from ecourse_module_completion');
    expect(rows[0].count).toBeGreaterThanOrEqual(2);
    const list = await coordinator.get(`/admin/e-course/${ecourse.id}/participants/progress`).expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ participantId: learner.id, percent: 100 })]);
    await staff.post(url, { moduleId: 999_999 }).expect(404);

    const dropped = await coordinator
      .post('/admin/e-course/edit', {
        ...ecourseInput({ contentId: ecourse.contentId }),
        id: ecourse.id,
        modules: [{ id: one.id, title: 'Photos that sell', durationMinutes: 30 }],
      })
      .expect(409);
    expect(dropped.body.message).toBe(
      'Module "Writing the listing" has been finished by 1 participant; keep it',
    );
  });

  it('shows enrolments that need a look in the troubleshoot view', async () => {
    const ecourse = (await coordinator.post('/admin/e-course/edit', ecourseInput()).expect(200)).body;
    const stalled = await participant();
    const finished = await participant();
    const base = `/e-course/${ecourse.id}/participant`;
    await staff.post(`${base}/${stalled.id}/progress`, { moduleId: ecourse.modules[0].id }).expect(200);
    for (const module of ecourse.modules as { id: number }[]) {
      await staff.post(`${base}/${finished.id}/progress`, { moduleId: module.id }).expect(200);
    }
    await sql(
      `update ecourse_enrolment set started_at = ?::timestamptz - interval '40 days', last_activity_at = ?::timestamptz - interval '20 days'
        where participant_id = ?`,
      [currentTime(), currentTime(), stalled.id],
    );
    await coordinator
      .post('/admin/e-course/edit', {
        ...ecourseInput({ contentId: ecourse.contentId }),
        id: ecourse.id,
        modules: [...ecourse.modules, { title: 'New rules 2027', durationMinutes: 20 }],
      })
      .expect(200);
    const rows = await coordinator
      .get(`/admin/e-course/${ecourse.id}/participants/progress/troubleshoot`)
      .expect(200);
    const byParticipant = Object.fromEntries(
      (rows.body as { participantId: number; issues: string[] }[]).map((row) => [
        row.participantId,
        row.issues,
      ]),
    );
    expect(byParticipant[stalled.id]).toEqual(['Stalled', 'Access expired']);
    expect(byParticipant[finished.id]).toEqual(['Modules added after completion']);
  });

  it('lets a participant read and record only their own progress', async () => {
    const ecourse = (await coordinator.post('/admin/e-course/edit', ecourseInput()).expect(200)).body;
    const signUp = participantInput({ password: 'Orchard-Road-77' });
    const own = (await (await ctx.client()).post('/profile/create', signUp).expect(201)).body;
    const other = await participant();
    const client = await (await ctx.client()).signIn(signUp.email, 'Orchard-Road-77');
    await client
      .post(`/e-course/${ecourse.id}/participant/${own.id}/progress`, { moduleId: ecourse.modules[0].id })
      .expect(200);
    const mine = await client.get(`/e-course/${ecourse.id}/participant/${own.id}/progress`).expect(200);
    expect(mine.body.completedModules).toBe(1);
    // Someone else's progress answers as a participant who does not exist would.
    await client.get(`/e-course/${ecourse.id}/participant/${other.id}/progress`).expect(404);
    await client
      .post(`/e-course/${ecourse.id}/participant/${other.id}/progress`, { moduleId: ecourse.modules[0].id })
      .expect(404);
    await client.get(`/admin/e-course/${ecourse.id}/get`).expect(403);
  });

  it('links e-courses to an event of the same course', async () => {
    await coordinator.post('/admin/e-course/event/getbyid', { id: 999_999 }).expect(404);
    const bad = await coordinator
      .post('/admin/e-course/edit', ecourseInput({ eventId: 999_999 }))
      .expect(400);
    expect(bad.body.errors.eventId).toEqual(['Event does not exist']);
  });

  it('queues one validity reminder per expiring completion, however often it runs', async () => {
    const ecourse = (await coordinator.post('/admin/e-course/edit', ecourseInput()).expect(200)).body;
    const expiring = await participant();
    const fresh = await participant();
    for (const learner of [expiring, fresh]) {
      for (const module of ecourse.modules as { id: number }[]) {
        await staff
          .post(`/e-course/${ecourse.id}/participant/${learner.id}/progress`, { moduleId: module.id })
          .expect(200);
      }
    }
    // Completed 11 months and a week ago: a 12-month validity runs out in about three weeks.
    await sql(
      `update ecourse_enrolment set completed_at = ?::timestamptz - interval '11 months' - interval '7 days' where participant_id = ?`,
      [currentTime(), expiring.id],
    );
    const sent = await coordinator
      .post('/admin/courses/course-validity-notification/send', { courseId: course.id, withinDays: 30 })
      .expect(200);
    expect(sent.body).toEqual({ queued: 1 });
    const again = await coordinator
      .post('/admin/courses/course-validity-notification/send', { courseId: course.id })
      .expect(200);
    expect(again.body).toEqual({ queued: 0 });
    const mail = await ctx.eventually(async () => {
      const rows = await sql(`select "to", subject, status from mail_message where "to" = ?`, [
        expiring.email,
      ]);
      return rows[0]?.subject ? rows : undefined;
    });
    expect(mail).toEqual([
      expect.objectContaining({
        subject: expect.stringMatching(
          /^Your Digital Marketing for Agents completion is valid until \d{4}-\d{2}-\d{2}$/,
        ),
      }),
    ]);
    const none = await sql(`select count(*)::int as count from mail_message where "to" = ?`, [fresh.email]);
    expect(none[0].count).toBe(0);
    await coordinator
      .post('/admin/courses/course-validity-notification/send', { courseId: 999_999 })
      .expect(404);
    await (
      await ctx.signIn(Role.CustomerServiceOfficer)
    )
      .post('/admin/courses/course-validity-notification/send', {})
      .expect(403);
  });
});
