import { Role } from '@app/core';
import { type TestClient, TestContext } from '@app/test';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('facilitators', () => {
  let ctx: TestContext;
  let coordinator: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    coordinator = await ctx.signIn(Role.Coordinator);
  });

  afterAll(() => ctx.close());

  const record = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Mei Ling',
    lastName: 'Tan',
    email: 'Mei.Ling@Example.com',
    mobileNo: '9123 4567',
    ...overrides,
  });

  const create = (client: TestClient, data: Record<string, unknown>) =>
    client.multipart('/admin/facilitator/create').field('data', JSON.stringify(data));

  it('creates a facilitator with a photo, and serves the photo back', async () => {
    const created = await create(coordinator, record()).attach('photo', PNG, 'mei.png').expect(201);
    expect(created.body).toMatchObject({
      name: 'Mei Ling Tan',
      email: 'mei.ling@example.com',
      mobileNo: '91234567',
      hasPhoto: true,
      status: 'Active',
    });
    const photo = await coordinator.get(`/admin/facilitator/${created.body.id}/photo`).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.body as Buffer, PNG)).toBe(0);
    const fetched = await coordinator.post('/admin/facilitator/getbyid', { id: created.body.id }).expect(200);
    expect(fetched.body.id).toBe(created.body.id);
  });

  it('refuses bad input with field messages, and a photo that is not what it claims', async () => {
    const bad = await create(
      coordinator,
      record({ firstName: ' ', mobileNo: '61234567', email: 'nope', extra: 1 }),
    ).expect(400);
    expect(bad.body.errors).toMatchObject({
      firstName: ['First name is required'],
      mobileNo: ['Mobile number must be a Singapore mobile number (8 digits starting with 8 or 9)'],
      email: ['E-mail must be an e-mail address'],
      extra: ['property extra should not exist'],
    });
    const fake = await create(coordinator, record())
      .attach('photo', Buffer.from('MZ not a png'), 'evil.png')
      .expect(400);
    expect(fake.body.errors.photo).toEqual(['Photo is not a valid png file']);
    const wrongType = await create(coordinator, record())
      .attach('photo', Buffer.from('%PDF-1.4'), 'cv.pdf')
      .expect(400);
    expect(wrongType.body.errors.photo).toEqual(['Photo must be a png, jpg, jpeg, webp file']);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await create(coordinator, record()).attach('photo', big, 'big.png').expect(400);
    expect(tooBig.body.errors.photo).toEqual(['Photo must be at most 2 MB']);
    const notJson = await coordinator
      .multipart('/admin/facilitator/create')
      .field('data', '{oops')
      .expect(400);
    expect(notJson.body.errors.data).toEqual(['data must be valid JSON']);
    const listed = await coordinator
      .get('/admin/facilitators/getallbypage?keyword=Mei%20Ling&pageSize=50')
      .expect(200);
    // Nothing half-written: the refused forms left no records behind.
    expect(listed.body.total).toBe(1);
  });

  it('updates, and records each changed field in the change log with who changed it', async () => {
    const created = await create(
      coordinator,
      record({ firstName: 'Ahmad', lastName: 'Ismail', email: null }),
    ).expect(201);
    const updated = await coordinator
      .multipart('/admin/facilitator/update')
      .field(
        'data',
        JSON.stringify(
          record({
            id: created.body.id,
            firstName: 'Ahmad',
            lastName: 'bin Ismail',
            email: null,
            mobileNo: '81234567',
          }),
        ),
      )
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Ahmad bin Ismail', mobileNo: '81234567' });
    const logs = await coordinator.get(`/admin/facilitators/logs?id=${created.body.id}`).expect(200);
    const changes = logs.body.items.map(
      (log: { action: string; field: string | null; oldValue: string | null; newValue: string | null }) => [
        log.action,
        log.field,
        log.oldValue,
        log.newValue,
      ],
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        ['update', 'lastName', 'Ismail', 'bin Ismail'],
        ['update', 'mobileNo', '91234567', '81234567'],
        ['create', null, null, null],
      ]),
    );
    expect(logs.body.items[0].changedBy.name).toBe('Test Coordinator');
    await coordinator
      .multipart('/admin/facilitator/update')
      .field('data', JSON.stringify(record({ id: 999999 })))
      .expect(404);
  });

  it('archives and unarchives, keeping archived ones out of the active list', async () => {
    const created = await create(coordinator, record({ firstName: 'Archie' })).expect(201);
    await coordinator.put(`/admin/facilitator/archive/${created.body.id}`).expect(200);
    const active = await coordinator.get('/admin/facilitators/getall').expect(200);
    expect(active.body.map((item: { id: number }) => item.id)).not.toContain(created.body.id);
    const archived = await coordinator.get('/admin/facilitators/getallbypage?status=Archived').expect(200);
    expect(archived.body.items.map((item: { id: number }) => item.id)).toContain(created.body.id);
    const back = await coordinator.put(`/admin/facilitator/unarchive/${created.body.id}`).expect(200);
    expect(back.body.status).toBe('Active');
    const byIds = await coordinator
      .post('/admin/facilitators/getallbyid', { ids: [created.body.id, 999999] })
      .expect(200);
    expect(byIds.body.map((item: { id: number }) => item.id)).toEqual([created.body.id]);
  });

  it('deletes an unused facilitator and refuses one that other records use', async () => {
    const unused = await create(coordinator, record({ firstName: 'Temp' })).expect(201);
    await coordinator.delete(`/admin/facilitator/delete/${unused.body.id}`).expect(204);
    await coordinator.post('/admin/facilitator/getbyid', { id: unused.body.id }).expect(404);

    const used = await create(coordinator, record({ firstName: 'Busy' })).expect(201);
    const connection = ctx.orm.em.getConnection();
    await connection.execute(
      'create table event_facilitator_probe (facilitator_id int references facilitator (id))',
    );
    await connection.execute('insert into event_facilitator_probe values (?)', [used.body.id]);
    const refused = await coordinator.delete(`/admin/facilitator/delete/${used.body.id}`).expect(409);
    expect(refused.body.message).toBe(
      'Busy Tan is used by 1 event facilitator probe record; archive instead',
    );
  });

  it('prefills from an existing login and links it', async () => {
    const login = await ctx.newUser(Role.Facilitator, { firstName: 'Farah' });
    const filled = await coordinator
      .post('/admin/facilitator/autopopulate', { email: login.email.toUpperCase() })
      .expect(200);
    expect(filled.body).toEqual({
      userId: login.id,
      firstName: 'Farah',
      lastName: 'Facilitator',
      email: login.email,
    });
    const linked = await create(coordinator, record({ firstName: 'Farah', userId: login.id })).expect(201);
    expect(linked.body.userId).toBe(login.id);
    const missing = await create(coordinator, record({ userId: 999999 })).expect(400);
    expect(missing.body.errors.userId).toEqual(['The linked login does not exist']);
    await coordinator.post('/admin/facilitator/autopopulate', { email: 'nobody@example.com' }).expect(404);
  });

  it('lets a customer service officer do nothing with facilitators', async () => {
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso.get('/admin/facilitators/getallbypage').expect(403);
    await create(cso, record()).expect(403);
  });
});
