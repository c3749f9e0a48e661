import { Role } from '@app/core';
import { type TestClient, TestContext } from '@app/test';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('courses', () => {
  let ctx: TestContext;
  let coordinator: TestClient;
  const ids: Record<string, Record<string, number>> = {};

  beforeAll(async () => {
    ctx = await TestContext.create();
    coordinator = await ctx.signIn(Role.Coordinator);
    for (const list of [
      'coursetypes',
      'cpdtypes',
      'cpdcategories',
      'cpdlevels',
      'restypes',
      'validitytypes',
      'digitaltrainingclassifications',
    ]) {
      const entries = await coordinator.get(`/admin/configurations/${list}/getallactive`).expect(200);
      ids[list] = Object.fromEntries(
        entries.body.map((entry: { code: string; id: number }) => [entry.code, entry.id]),
      );
    }
  });

  afterAll(() => ctx.close());

  let sequence = 0;
  const cpdCourse = (overrides: Record<string, unknown> = {}) => ({
    code: `CPD-${++sequence}`,
    title: 'Ethics in Real Estate Practice',
    courseTypeId: ids.coursetypes['20'],
    validityTypeId: ids.validitytypes.CEA,
    cpdHours: 3,
    feeCents: 12_000,
    cpdTypeId: ids.cpdtypes.PROFESSIONAL,
    cpdCategoryId: ids.cpdcategories.C1,
    cpdLevelId: ids.cpdlevels.L1,
    ...overrides,
  });
  const save = (path: 'create' | 'update', data: Record<string, unknown>) =>
    coordinator.multipart(`/admin/course/${path}`).field('data', JSON.stringify(data));

  it('creates a CPD course with its image and brochure', async () => {
    const created = await save('create', cpdCourse({ description: '<p>Rules<script>x()</script></p>' }))
      .attach('image', PNG, 'cover.png')
      .attach('brochure', PDF, 'brochure.pdf')
      .expect(201);
    expect(created.body).toMatchObject({
      title: 'Ethics in Real Estate Practice',
      courseTypeCode: '20',
      courseTypeName: 'CPD',
      feeCents: 12_000,
      cpdHours: 3,
      description: '<p>Rules</p>',
      hasImage: true,
      hasBrochure: true,
      status: 'Active',
    });
    const image = await coordinator.get(`/admin/course/${created.body.id}/image`).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    for (const path of ['get', 'getCourse']) {
      expect((await coordinator.get(`/admin/course/${created.body.id}/${path}`).expect(200)).body.id).toBe(
        created.body.id,
      );
    }
    expect(
      (await coordinator.post('/admin/courses/getbyid', { id: created.body.id }).expect(200)).body.code,
    ).toBe(created.body.code);
    expect(
      (await coordinator.get(`/admin/validitytypes/course/${created.body.id}`).expect(200)).body,
    ).toMatchObject({ code: 'CEA' });
  });

  it('asks each family for its own classification and drops the others', async () => {
    const missing = await save('create', cpdCourse({ cpdLevelId: null, cpdCategoryId: undefined })).expect(
      400,
    );
    expect(missing.body.errors).toEqual({
      cpdCategoryId: ['CPD category is required for this course type'],
      cpdLevelId: ['CPD level is required for this course type'],
    });
    const resCourse = await save(
      'create',
      cpdCourse({ title: 'RES Course', courseTypeId: ids.coursetypes['10'], resTypeId: ids.restypes.COURSE }),
    ).expect(201);
    expect(resCourse.body).toMatchObject({
      resTypeId: ids.restypes.COURSE,
      cpdTypeId: null,
      cpdCategoryId: null,
      cpdLevelId: null,
    });
    const digital = await save(
      'create',
      cpdCourse({ title: 'Digital marketing', courseTypeId: ids.coursetypes['80'] }),
    ).expect(400);
    expect(digital.body.errors.digitalTrainingClassificationId).toEqual([
      'WSQ classification is required for this course type',
    ]);
  });

  it('refuses bad input with field messages and a duplicate code with 409', async () => {
    const bad = await save(
      'create',
      cpdCourse({ code: 'bad code', title: ' ', feeCents: -1, promoFeeCents: 20_000 }),
    ).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['code', 'feeCents', 'title']);
    const promo = await save('create', cpdCourse({ promoFeeCents: 12_000 })).expect(400);
    expect(promo.body.errors.promoFeeCents).toEqual(['Promo fee must be less than the fee']);
    const first = await save('create', cpdCourse()).expect(201);
    const clash = await save('create', cpdCourse({ code: first.body.code })).expect(409);
    expect(clash.body.message).toBe(`Another course already has the code ${first.body.code}`);
    const badImage = await save('create', cpdCourse()).attach('image', PDF, 'cover.png').expect(400);
    expect(badImage.body.errors.image).toEqual(['Image is not a valid png file']);
  });

  it('serves the promo fee clearly, or a clear 404 when there is none', async () => {
    const none = await save('create', cpdCourse()).expect(201);
    const missing = await coordinator.get(`/admin/coursepromofee/${none.body.id}/get`).expect(404);
    expect(missing.body.message).toBe(`A promo fee for course ${none.body.id} not found`);
    const promo = await save(
      'create',
      cpdCourse({ promoFeeCents: 9_900, promoValidFrom: '2026-01-01', promoValidTo: '2026-12-31' }),
    ).expect(201);
    expect((await coordinator.get(`/admin/coursepromofee/${promo.body.id}/get`).expect(200)).body).toEqual({
      courseId: promo.body.id,
      promoFeeCents: 9_900,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    await coordinator.get('/admin/coursepromofee/999999/get').expect(404);
  });

  it('updates, logs the change, duplicates as a draft, archives and unarchives', async () => {
    const created = await save('create', cpdCourse({ title: 'Negotiation Skills' })).expect(201);
    await save(
      'update',
      cpdCourse({
        id: created.body.id,
        code: created.body.code,
        title: 'Negotiation Skills II',
        feeCents: 15_000,
      }),
    ).expect(200);
    const logs = await coordinator.get(`/admin/courses/logs/get?id=${created.body.id}`).expect(200);
    expect(logs.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'title',
          oldValue: 'Negotiation Skills',
          newValue: 'Negotiation Skills II',
        }),
        expect.objectContaining({ field: 'feeCents', oldValue: '12000', newValue: '15000' }),
      ]),
    );
    const before = (await coordinator.get('/admin/courses/countall').expect(200)).body.count as number;
    const draft = await coordinator.get(`/admin/course/duplicate/${created.body.id}`).expect(200);
    expect(draft.body).toMatchObject({ title: 'Copy of Negotiation Skills II', feeCents: 15_000 });
    expect(draft.body.id).toBeUndefined();
    expect(draft.body.code).toBeUndefined();
    expect((await coordinator.get('/admin/courses/countall').expect(200)).body.count).toBe(before);
    await coordinator.put(`/admin/course/archive/${created.body.id}`).expect(200);
    const active = await coordinator.get('/admin/courses/getall').expect(200);
    expect(active.body.map((course: { id: number }) => course.id)).not.toContain(created.body.id);
    await coordinator.put(`/admin/course/unarchive/${created.body.id}`).expect(200);
  });

  it('pages with the page size in the path, filters by family and keyword', async () => {
    await save('create', cpdCourse({ title: 'Zoning Basics' })).expect(201);
    const page = await coordinator.get('/admin/courses/getbypage/2?keyword=zoning').expect(200);
    expect(page.body).toMatchObject({ pageSize: 2, total: 1, items: [{ title: 'Zoning Basics' }] });
    const res = await coordinator.post('/admin/courses/getresall', {}).expect(200);
    expect(res.body.every((course: { courseTypeCode: string }) => course.courseTypeCode === '10')).toBe(true);
    expect(res.body.length).toBeGreaterThan(0);
    const digital = await coordinator
      .post('/admin/courses/getdigitaltrainingall', { keyword: 'nothing like this' })
      .expect(200);
    expect(digital.body).toEqual([]);
    await coordinator.post('/admin/courses/getpngall', {}).expect(200);
  });

  it('deletes an unused course and refuses one that events use', async () => {
    const unused = await save('create', cpdCourse()).expect(201);
    await coordinator.delete(`/admin/course/delete/${unused.body.id}`).expect(204);
    const used = await save('create', cpdCourse({ title: 'Popular' })).expect(201);
    await ctx.orm.em
      .getConnection()
      .execute('create table event_probe (course_id int references course (id))');
    await ctx.orm.em
      .getConnection()
      .execute('insert into event_probe values (?), (?)', [used.body.id, used.body.id]);
    const refused = await coordinator.delete(`/admin/course/delete/${used.body.id}`).expect(409);
    expect(refused.body.message).toBe('Popular is used by 2 event probe records; archive it instead');
  });

  it('lets a customer service officer read courses but not change them', async () => {
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso.get('/admin/courses/getall').expect(200);
    await cso.multipart('/admin/course/create').field('data', JSON.stringify(cpdCourse())).expect(403);
  });
});
