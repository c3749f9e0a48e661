import { Role } from '@app/core';
import { type TestClient, TestContext } from '@app/test';

describe('trainers', () => {
  let ctx: TestContext;
  let coordinator: TestClient;
  let courseTypes: Record<string, number>;
  let education: number;

  beforeAll(async () => {
    ctx = await TestContext.create();
    coordinator = await ctx.signIn(Role.Coordinator);
    const types = await coordinator.get('/admin/configurations/coursetypes/getallactive').expect(200);
    courseTypes = Object.fromEntries(
      types.body.map((type: { code: string; id: number }) => [type.code, type.id]),
    );
    const staff = await ctx.signIn(Role.Staff);
    education = (
      await staff.post('/admin/configurations/educations/update', { name: "Bachelor's degree" }).expect(200)
    ).body.id;
  });

  afterAll(() => ctx.close());

  const save = (path: string, data: Record<string, unknown>) =>
    coordinator.multipart(`/admin/trainer/${path}`).field('data', JSON.stringify(data));

  const trainer = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Kelvin',
    lastName: 'Ng',
    mobileNo: '98765432',
    biography: 'Fifteen years in residential sales.',
    specializationIds: [courseTypes['10'], courseTypes['20']],
    educations: [{ educationId: education, institution: 'NUS', yearCompleted: 2005 }],
    professions: [{ title: 'Associate Director', organisation: 'Huttons', years: 12 }],
    ...overrides,
  });

  it('creates a trainer with educations, professions and specializations', async () => {
    const created = await save('create', trainer()).expect(201);
    expect(created.body).toMatchObject({
      name: 'Kelvin Ng',
      biography: 'Fifteen years in residential sales.',
      specializationIds: [courseTypes['10'], courseTypes['20']].sort((a, b) => a - b),
      educations: [{ educationId: education, institution: 'NUS', yearCompleted: 2005 }],
      professions: [{ title: 'Associate Director', organisation: 'Huttons', years: 12 }],
    });
    const id = created.body.id as number;
    expect((await coordinator.post('/admin/trainer/geteducationbyid', { id }).expect(200)).body).toHaveLength(
      1,
    );
    expect(
      (await coordinator.post('/admin/trainer/getprofessionbyid', { id }).expect(200)).body[0].title,
    ).toBe('Associate Director');
    expect(
      (await coordinator.post('/admin/trainer/getspecializationbyid', { id }).expect(200)).body,
    ).toHaveLength(2);
  });

  it('replaces the lists on update and logs the changed fields', async () => {
    const created = await save('create', trainer({ firstName: 'Grace' })).expect(201);
    const updated = await save(
      'update',
      trainer({
        id: created.body.id,
        firstName: 'Grace',
        lastName: 'Lee',
        specializationIds: [courseTypes['30']],
        professions: [],
      }),
    ).expect(200);
    expect(updated.body).toMatchObject({
      lastName: 'Lee',
      specializationIds: [courseTypes['30']],
      professions: [],
    });
    const logs = await coordinator.get(`/admin/trainers/logs?id=${created.body.id}`).expect(200);
    expect(logs.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'lastName', oldValue: 'Ng', newValue: 'Lee' }),
      ]),
    );
  });

  it('finds active trainers by the course family they teach, and counts them', async () => {
    const bootcamp = await save(
      'create',
      trainer({ firstName: 'Boot', specializationIds: [courseTypes['30']] }),
    ).expect(201);
    const archived = await save(
      'create',
      trainer({ firstName: 'Gone', specializationIds: [courseTypes['30']] }),
    ).expect(201);
    await coordinator.put(`/admin/trainer/archive/${archived.body.id}`).expect(200);
    const found = await coordinator.get('/admin/trainers/getall/30').expect(200);
    const names = found.body.map((item: { firstName: string }) => item.firstName);
    expect(names).toContain('Boot');
    expect(names).not.toContain('Gone');
    expect(found.body.find((item: { id: number }) => item.id === bootcamp.body.id).specializationIds).toEqual(
      [courseTypes['30']],
    );
    const before = (await coordinator.get('/admin/trainers/countall').expect(200)).body.count as number;
    await coordinator.put(`/admin/trainer/unarchive/${archived.body.id}`).expect(200);
    expect((await coordinator.get('/admin/trainers/countall').expect(200)).body.count).toBe(before + 1);
  });

  it('refuses unknown course types and education levels with field messages', async () => {
    const response = await save(
      'create',
      trainer({
        specializationIds: [999999],
        educations: [
          { educationId: 999999, institution: 'X' },
          { educationId: education, institution: ' ' },
        ],
      }),
    ).expect(400);
    expect(response.body.errors['educations.1.institution']).toEqual(['Institution is required']);
    const lookups = await save(
      'create',
      trainer({ specializationIds: [999999], educations: [{ educationId: 999999, institution: 'X' }] }),
    ).expect(400);
    expect(lookups.body.errors).toEqual({
      specializationIds: ['Specializations must be active course types'],
      'educations.0.educationId': ['Education must be an active entry of Educations'],
    });
  });

  it('deletes a trainer together with its own lists', async () => {
    const created = await save('create', trainer({ firstName: 'Short' })).expect(201);
    await coordinator.delete(`/admin/trainer/delete/${created.body.id}`).expect(204);
    await coordinator.post('/admin/trainer/getbyid', { id: created.body.id }).expect(404);
    const rows = await ctx.orm.em
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from trainer_education where trainer_id = ?', [
        created.body.id,
      ]);
    expect(Number(rows[0].n)).toBe(0);
  });

  it('lets a coordinator edit trainers but not a customer service officer', async () => {
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso.multipart('/admin/trainer/create').field('data', JSON.stringify(trainer())).expect(403);
    await cso.get('/admin/trainers/getallbypage').expect(403);
  });
});
