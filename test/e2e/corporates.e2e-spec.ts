import { Role } from '@app/core';
import { type TestClient, TestContext, participantInput } from '@app/test';

describe('corporates', () => {
  let ctx: TestContext;
  let relations: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    relations = await ctx.signIn(Role.AssociateRelations);
  });

  afterAll(() => ctx.close());

  const corporate = (overrides: Record<string, unknown> = {}) => ({
    name: 'Orange Tee & Tie',
    uen: '53123456D',
    address: '1 Raffles Place',
    postalCode: '048616',
    contactPerson: 'Grace Lee',
    contactEmail: 'Accounts@OrangeTee.example',
    contactNo: '6123 4567',
    ...overrides,
  });

  it('creates, reads, updates and logs a corporate', async () => {
    const created = await relations
      .post('/admin/corporate/create', corporate({ uen: ' 53123456d ' }))
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Orange Tee & Tie',
      uen: '53123456D',
      contactEmail: 'accounts@orangetee.example',
      contactNo: '61234567',
      participantCount: 0,
    });
    const id = created.body.id as number;
    await relations.post('/admin/corporate/update', corporate({ id, name: 'OrangeTee & Tie' })).expect(200);
    const fetched = await relations.post('/admin/corporate/getbyid', { id }).expect(200);
    expect(fetched.body.name).toBe('OrangeTee & Tie');
    const byIds = await relations.post('/admin/corporates/getallbyid', { ids: [id] }).expect(200);
    expect(byIds.body.map((row: { id: number }) => row.id)).toEqual([id]);
    const logs = await relations.get(`/admin/corporates/logs?id=${id}`).expect(200);
    expect(logs.body.items).toContainEqual(
      expect.objectContaining({ field: 'name', oldValue: 'Orange Tee & Tie', newValue: 'OrangeTee & Tie' }),
    );
    const all = await relations.get('/admin/corporates/getall').expect(200);
    expect(all.body.map((row: { id: number }) => row.id)).toContain(id);
    await relations.post('/admin/corporate/update', corporate({ name: 'No id' })).expect(400);
  });

  it('refuses a bad UEN, a duplicate UEN and missing names with clear messages', async () => {
    const bad = await relations
      .post(
        '/admin/corporate/create',
        corporate({ uen: '12345', name: ' ', postalCode: '12', contactNo: '12345678' }),
      )
      .expect(400);
    expect(bad.body.errors).toEqual({
      uen: ['UEN must look like 201912345K, 53123456D or T08LL1234A'],
      name: ['Company name is required'],
      postalCode: ['Postal code must be 6 digits'],
      contactNo: ['Contact number must be an 8-digit Singapore number'],
    });
    const first = await relations
      .post('/admin/corporate/create', corporate({ uen: 'T08LL1234A', name: 'ERA' }))
      .expect(201);
    const duplicate = await relations
      .post('/admin/corporate/create', corporate({ uen: 't08ll1234a' }))
      .expect(409);
    expect(duplicate.body.message).toBe(`Corporate #${first.body.id} (ERA) already has the UEN T08LL1234A`);
  });

  it('finds corporates by name or company registration number, and counts their participants', async () => {
    const huttons = await relations
      .post('/admin/corporate/create', corporate({ uen: '201912399K', name: 'Huttons Asia' }))
      .expect(201);
    await relations
      .post('/admin/participant/create', participantInput({ corporateId: huttons.body.id }))
      .expect(201);
    await relations
      .post('/admin/participant/create', participantInput({ corporateId: huttons.body.id }))
      .expect(201);
    const byUen = await relations
      .get('/admin/corporates/filter?searchType=Company%20Registration%20No.&keyword=201912399')
      .expect(200);
    expect(byUen.body.items).toEqual([expect.objectContaining({ id: huttons.body.id, participantCount: 2 })]);
    const byName = await relations
      .get('/admin/corporates/filter?searchType=Name&keyword=huttons')
      .expect(200);
    expect(byName.body.total).toBe(1);
    const noMatch = await relations
      .get('/admin/corporates/filter?searchType=Name&keyword=201912399')
      .expect(200);
    expect(noMatch.body.total).toBe(0);
    await relations.get('/admin/corporates/filter?searchType=NRIC&keyword=x').expect(400);
    const page = await relations.get('/admin/corporates/getallbypage?pageSize=1&sort=name').expect(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.body.items).toHaveLength(1);
  });

  it('deletes an unused corporate; only roles allowed to may change corporates', async () => {
    const unused = await relations
      .post('/admin/corporate/create', corporate({ uen: '201900001Z', name: 'Gone' }))
      .expect(201);
    const coordinator = await ctx.signIn(Role.Coordinator);
    await coordinator.get('/admin/corporates/getallbypage').expect(403);
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso.delete(`/admin/corporate/delete/${unused.body.id}`).expect(403);
    await relations.delete(`/admin/corporate/delete/${unused.body.id}`).expect(204);
    await relations.post('/admin/corporate/getbyid', { id: unused.body.id }).expect(404);
  });
});
