import { currentTime, Role, singaporeDate } from '@app/core';
import { type TestClient, TestContext } from '@app/test';

describe('events and sessions', () => {
  let ctx: TestContext;
  let coordinator: TestClient;
  let courseId: number;
  let bootcampCourseId: number;
  let venueId: number;
  let classroomId: number;
  let otherVenueClassroom: number;
  let trainerId: number;

  const hours = (offset: number) => new Date(currentTime().getTime() + offset * 3_600_000).toISOString();

  beforeAll(async () => {
    ctx = await TestContext.create();
    coordinator = await ctx.signIn(Role.Coordinator);
    const staff = await ctx.signIn(Role.Staff);
    const lookup = async (list: string) =>
      Object.fromEntries(
        (await coordinator.get(`/admin/configurations/${list}/getallactive`).expect(200)).body.map(
          (entry: { code: string; id: number }) => [entry.code, entry.id],
        ),
      );
    const types = await lookup('coursetypes');
    const resTypes = await lookup('restypes');
    const bootcampTypes = await lookup('bootcamptypes');
    const venue = await staff
      .post('/admin/configurations/venues/update', {
        name: 'Hub A',
        address: '1 Main St',
        postalCode: '123456',
        capacity: 50,
      })
      .expect(200);
    const otherVenue = await staff
      .post('/admin/configurations/venues/update', {
        name: 'Hub B',
        address: '2 Main St',
        postalCode: '123457',
        capacity: 50,
      })
      .expect(200);
    venueId = venue.body.id;
    classroomId = (
      await staff
        .post('/admin/configurations/classrooms/update', { name: 'A1', venueId, capacity: 30 })
        .expect(200)
    ).body.id;
    otherVenueClassroom = (
      await staff
        .post('/admin/configurations/classrooms/update', {
          name: 'B1',
          venueId: otherVenue.body.id,
          capacity: 30,
        })
        .expect(200)
    ).body.id;
    const course = (data: Record<string, unknown>) =>
      coordinator.multipart('/admin/course/create').field('data', JSON.stringify(data));
    courseId = (
      await course({
        code: 'RES-2026',
        title: 'RES Course',
        courseTypeId: types['10'],
        feeCents: 80_000,
        resTypeId: resTypes.COURSE,
      }).expect(201)
    ).body.id;
    bootcampCourseId = (
      await course({
        code: 'BC-1',
        title: 'Sales Bootcamp',
        courseTypeId: types['30'],
        feeCents: 50_000,
        bootcampTypeId: bootcampTypes.SBC,
      }).expect(201)
    ).body.id;
    trainerId = (
      await coordinator
        .multipart('/admin/trainer/create')
        .field('data', JSON.stringify({ firstName: 'Tan', lastName: 'Wei', mobileNo: '91234567' }))
        .expect(201)
    ).body.id;
  });

  afterAll(() => ctx.close());

  const event = (overrides: Record<string, unknown> = {}) => ({
    courseId,
    venueId,
    classroomId,
    capacity: 40,
    feeCents: 80_000,
    published: true,
    trainerIds: [trainerId],
    sessions: [
      { startsAt: hours(48), endsAt: hours(51) },
      { startsAt: hours(72), endsAt: hours(75) },
    ],
    ...overrides,
  });

  it('creates an event with two sessions, its span taken from them', async () => {
    const created = await coordinator.post('/admin/event/create', event()).expect(201);
    expect(created.body).toMatchObject({
      title: 'RES Course',
      capacity: 40,
      trainerIds: [trainerId],
    });
    expect(created.body.sessions).toHaveLength(2);
    expect(new Date(created.body.startsAt).getTime()).toBe(
      new Date(created.body.sessions[0].startsAt).getTime(),
    );
    expect(new Date(created.body.endsAt).getTime()).toBe(new Date(created.body.sessions[1].endsAt).getTime());
    const sessions = await coordinator
      .post('/admin/event/getallsessionsbyid', { id: created.body.id })
      .expect(200);
    expect(sessions.body).toHaveLength(2);
    const withCourse = await coordinator
      .post('/admin/event/getwithcoursebyid', { id: created.body.id })
      .expect(200);
    expect(withCourse.body.course).toMatchObject({ code: 'RES-2026' });
  });

  it('refuses a session that ends before it starts, with the spec’s message', async () => {
    const response = await coordinator
      .post(
        '/admin/event/create',
        event({
          sessions: [
            { startsAt: hours(10), endsAt: hours(12) },
            { startsAt: hours(20), endsAt: hours(19) },
          ],
        }),
      )
      .expect(400);
    expect(response.body.errors['sessions.1.endsAt']).toEqual([
      'Session time schedule: the end time must be greater than the start time',
    ]);
  });

  it('refuses bad input with field messages', async () => {
    const response = await coordinator
      .post(
        '/admin/event/create',
        event({ capacity: 0, feeCents: -5, classroomId: otherVenueClassroom, sessions: [] }),
      )
      .expect(400);
    expect(response.body.errors).toMatchObject({
      capacity: ['Capacity must be at least 1'],
      feeCents: ['Fee must not be negative'],
      sessions: ['Add at least one session'],
    });
    const classroom = await coordinator
      .post('/admin/event/create', event({ classroomId: otherVenueClassroom }))
      .expect(400);
    expect(classroom.body.errors.classroomId).toEqual(['Classroom must be an active classroom of the venue']);
  });

  it('filters by the spec’s time filter', async () => {
    const past = await coordinator
      .post(
        '/admin/event/create',
        event({ title: 'Past run', sessions: [{ startsAt: hours(-50), endsAt: hours(-48) }] }),
      )
      .expect(201);
    const ongoing = await coordinator
      .post(
        '/admin/event/create',
        event({ title: 'Ongoing run', sessions: [{ startsAt: hours(-1), endsAt: hours(2) }] }),
      )
      .expect(201);
    const upcoming = await coordinator
      .post('/admin/event/create', event({ title: 'Upcoming run' }))
      .expect(201);
    const ids = async (time: string) =>
      (
        await coordinator
          .get(`/admin/events/filter?time=${encodeURIComponent(time)}&pageSize=200`)
          .expect(200)
      ).body.items.map((item: { id: number }) => item.id);
    expect(await ids('Past')).toContain(past.body.id);
    expect(await ids('Past')).not.toContain(upcoming.body.id);
    expect(await ids('Ongoing')).toEqual([ongoing.body.id]);
    expect(await ids('Upcoming')).toContain(upcoming.body.id);
    expect(await ids('Upcoming')).not.toContain(ongoing.body.id);
    const both = await ids('Upcoming & Ongoing');
    expect(both).toEqual(expect.arrayContaining([ongoing.body.id, upcoming.body.id]));
    expect(both).not.toContain(past.body.id);
    await coordinator.get('/admin/events/filter?time=Tomorrow').expect(400);
    const dashboard = await coordinator.get('/admin/events/upcoming').expect(200);
    expect(dashboard.body.counts.ongoing).toBe(1);
    expect(dashboard.body.upcoming.map((item: { id: number }) => item.id)).toContain(upcoming.body.id);
  });

  it('updates with a new set of sessions, logs changes, duplicates as a draft, archives', async () => {
    const created = await coordinator
      .post('/admin/event/create', event({ title: 'Weekend run' }))
      .expect(201);
    const updated = await coordinator
      .post(
        '/admin/event/update',
        event({
          id: created.body.id,
          title: 'Weekend run',
          capacity: 25,
          sessions: [{ startsAt: hours(100), endsAt: hours(103) }],
        }),
      )
      .expect(200);
    expect(updated.body.sessions).toHaveLength(1);
    expect(updated.body.capacity).toBe(25);
    const logs = await coordinator.get(`/admin/events/logs?id=${created.body.id}`).expect(200);
    expect(logs.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'capacity', oldValue: '40', newValue: '25' }),
      ]),
    );
    const draft = await coordinator.get(`/admin/event/duplicate/${created.body.id}`).expect(200);
    expect(draft.body).toMatchObject({ title: 'Weekend run', capacity: 25, sessions: [], published: false });
    expect(draft.body.id).toBeUndefined();
    await coordinator.put(`/admin/event/archive/${created.body.id}`).expect(200);
    expect(
      (await coordinator.get('/admin/events/getall').expect(200)).body.map((item: { id: number }) => item.id),
    ).not.toContain(created.body.id);
    await coordinator.put(`/admin/event/unarchive/${created.body.id}`).expect(200);
  });

  it('keeps courses, trainers and events that are in use from being deleted', async () => {
    const refusedCourse = await coordinator.delete(`/admin/course/delete/${courseId}`).expect(409);
    expect(refusedCourse.body.message).toMatch(
      /^RES Course is used by \d+ event records; archive it instead$/,
    );
    const refusedTrainer = await coordinator.delete(`/admin/trainer/delete/${trainerId}`).expect(409);
    expect(refusedTrainer.body.message).toMatch(
      /^Tan Wei is used by \d+ event trainer records; archive instead$/,
    );
    const refusedClassroom = await (
      await ctx.signIn(Role.Staff)
    )
      .delete(`/admin/configurations/classrooms/delete/${classroomId}`)
      .expect(409);
    expect(refusedClassroom.body.message).toContain('event record');
    const lonely = await coordinator.post('/admin/event/create', event({ title: 'Cancelled' })).expect(201);
    await coordinator.delete(`/admin/event/delete/${lonely.body.id}`).expect(204);
    await coordinator.post('/admin/event/getbyid', { id: lonely.body.id }).expect(404);
  });

  it('shows the public only published, active, upcoming events, without internal fields', async () => {
    const published = await coordinator
      .post(
        '/admin/event/create',
        event({ courseId: bootcampCourseId, title: 'Bootcamp June', remarks: 'internal' }),
      )
      .expect(201);
    const draft = await coordinator
      .post(
        '/admin/event/create',
        event({ courseId: bootcampCourseId, title: 'Bootcamp draft', published: false }),
      )
      .expect(201);
    const visitor = await ctx.client();
    const bootcamps = await visitor.get('/events/get/bootcamp/upcoming').expect(200);
    const ids = bootcamps.body.map((item: { id: number }) => item.id);
    expect(ids).toContain(published.body.id);
    expect(ids).not.toContain(draft.body.id);
    expect(bootcamps.body[0]).not.toHaveProperty('remarks');
    expect(bootcamps.body[0]).not.toHaveProperty('trainerIds');
    const res = await visitor.get('/events/get/res/upcoming').expect(200);
    expect(res.body.map((item: { id: number }) => item.id)).not.toContain(published.body.id);
    await visitor.get(`/event/${published.body.id}/get`).expect(200);
    await visitor.get(`/event/${draft.body.id}/get`).expect(404);
    await visitor.post('/event/byId', { id: published.body.id }).expect(200);
    const sessionId = published.body.sessions[0].id;
    await visitor.get(`/session/${sessionId}/get`).expect(200);
    await visitor.post('/session/byId', { id: draft.body.sessions[0].id }).expect(404);
    const ofCourse = await visitor.get(`/events/course/${bootcampCourseId}`).expect(200);
    expect(ofCourse.body.map((item: { id: number }) => item.id)).toEqual([published.body.id]);
    await visitor.get('/events/get/others/upcoming').expect(200);
  });

  it('recommends same-family events, filters the public schedule and RES kinds, lists family sessions', async () => {
    const first = await coordinator.post('/admin/event/create', event({ title: 'RES March' })).expect(201);
    const second = await coordinator.post('/admin/event/create', event({ title: 'RES April' })).expect(201);
    const recommended = await coordinator
      .post('/admin/events/recommend', { courseId, eventId: first.body.id })
      .expect(200);
    const recommendedIds = recommended.body.map((item: { id: number }) => item.id);
    expect(recommendedIds).toContain(second.body.id);
    expect(recommendedIds).not.toContain(first.body.id);
    const visitor = await ctx.client();
    const courses = await visitor.get('/events/get/res/upcoming/course').expect(200);
    expect(courses.body.map((item: { id: number }) => item.id)).toContain(first.body.id);
    expect((await visitor.get('/events/get/res/upcoming/revision').expect(200)).body).toEqual([]);
    const inWindow = await visitor.get('/events/filter/schedules?courseType=10').expect(200);
    expect(inWindow.body.map((item: { id: number }) => item.id)).toContain(first.body.id);
    const tomorrow = singaporeDate(new Date(currentTime().getTime() + 86_400_000));
    const beforeTomorrow = await visitor
      .get(`/events/filter/schedules?courseType=10&to=${tomorrow}`)
      .expect(200);
    expect(beforeTomorrow.body.map((item: { id: number }) => item.id)).not.toContain(first.body.id);
    await visitor.get('/events/filter/schedules?from=soon').expect(400);
    const sessions = await coordinator.get('/admin/sessions/schedules/10').expect(200);
    expect(sessions.body.map((item: { eventId: number }) => item.eventId)).toContain(first.body.id);
  });

  it('lists course types with their upcoming and ongoing events', async () => {
    const created = await coordinator
      .post('/admin/event/create', event({ title: 'Grouped by type' }))
      .expect(201);
    const response = await coordinator.get('/admin/configurations/coursetypes/getallwithevents').expect(200);
    const res = response.body.find((type: { code: string }) => type.code === '10');
    expect(res.name).toBe('RES');
    expect(res.events.map((item: { id: number }) => item.id)).toContain(created.body.id);
    const cpd = response.body.find((type: { code: string }) => type.code === '20');
    expect(cpd.events.map((item: { id: number }) => item.id)).not.toContain(created.body.id);
  });

  it('lists the sessions a trainer teaches', async () => {
    const created = await coordinator
      .post('/admin/event/create', event({ title: 'Taught by Tan' }))
      .expect(201);
    const sessions = await coordinator.get(`/admin/trainer/get/session/${trainerId}`).expect(200);
    const ids = sessions.body.map((item: { id: number }) => item.id);
    expect(ids).toEqual(expect.arrayContaining(created.body.sessions.map((item: { id: number }) => item.id)));
    await coordinator.get('/admin/trainer/get/session/999999').expect(404);
  });

  it('edits an event’s assessment questions as a set, then publishes and freezes them', async () => {
    const created = await coordinator
      .post('/admin/event/create', event({ title: 'Assessed run' }))
      .expect(201);
    const base = `/admin/event/${created.body.id}`;
    expect((await coordinator.get(`${base}/assessment-questions/get`).expect(200)).body).toMatchObject({
      publishedAt: null,
      totalMarks: 0,
      questions: [],
    });
    const empty = await coordinator.post(`${base}/assessment/publish`).expect(409);
    expect(empty.body.message).toBe('Add questions before publishing the assessment');
    const bad = await coordinator
      .post(`${base}/assessment-questions/save`, {
        questions: [
          {
            question: 'Which body licenses salespersons?',
            kind: 'single-choice',
            options: ['CEA'],
            correctOption: 3,
            marks: 2,
          },
        ],
      })
      .expect(400);
    expect(bad.body.errors).toEqual({
      'questions.0.options': ['A single-choice question needs at least two options'],
      'questions.0.correctOption': ['Choose which option is right'],
    });
    const saved = await coordinator
      .post(`${base}/assessment-questions/save`, {
        questions: [
          {
            question: 'Which body licenses salespersons?',
            kind: 'single-choice',
            options: ['CEA', 'HDB', 'URA'],
            correctOption: 0,
            marks: 2,
          },
          { question: 'Explain the option fee.', kind: 'text', marks: 5 },
        ],
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      totalMarks: 7,
      questions: [
        { position: 0, correctOption: 0 },
        { position: 1, options: [] },
      ],
    });
    const published = await coordinator.post(`${base}/assessment/publish`).expect(200);
    expect(published.body.publishedAt).toEqual(expect.any(String));
    const frozen = await coordinator.post(`${base}/assessment-questions/save`, { questions: [] }).expect(409);
    expect(frozen.body.message).toBe('The assessment is published and can no longer change');
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso.get(`${base}/assessment-questions/get`).expect(403);
  });

  it('lets a customer service officer read events but not change them', async () => {
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso.get('/admin/events/filter').expect(200);
    await cso.post('/admin/event/create', event()).expect(403);
  });
});
