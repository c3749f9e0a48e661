import { Role } from '@app/core';
import { type TestClient, TestContext, participantInput } from '@app/test';

describe('participant merge and transfer', () => {
  let ctx: TestContext;
  let staff: TestClient;
  const sql = (query: string, params: unknown[] = []) =>
    ctx.orm.em.fork().getConnection().execute(query, params) as Promise<Record<string, number>[]>;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
    // Stand-ins for the registration and attendance tables: the merge finds references through the
    // database's foreign keys, so any referencing table must move with it.
    await sql(`create table if not exists merge_probe_registration (
      id serial primary key, participant_id int not null references participant (id))`);
    await sql(`create table if not exists merge_probe_attendance (
      id serial primary key, participant_id int not null unique references participant (id))`);
  });

  afterAll(async () => {
    await sql('drop table if exists merge_probe_registration, merge_probe_attendance');
    await ctx.close();
  });

  const participant = async (overrides: Record<string, unknown> = {}) =>
    (await staff.post('/admin/participant/create', participantInput(overrides)).expect(201)).body as {
      id: number;
      nric: string;
      email: string;
      mobileNo: string;
    };

  it('shows both records side by side, then moves everything to the kept record in one go', async () => {
    const keep = await participant({ firstName: 'Wei Ming', lastName: 'Ong' });
    const duplicate = await participant({ firstName: 'Wei-Ming', lastName: 'Ong', address: '10 Anson Road' });
    await sql('insert into merge_probe_registration (participant_id) values (?), (?), (?)', [
      duplicate.id,
      duplicate.id,
      keep.id,
    ]);
    await sql('insert into merge_probe_attendance (participant_id) values (?)', [duplicate.id]);

    const card = await staff.get(`/admin/user/merge/${duplicate.id}/get`).expect(200);
    expect(card.body.usages).toEqual([
      { table: 'merge_probe_attendance', count: 1 },
      { table: 'merge_probe_registration', count: 2 },
    ]);
    const candidates = await staff
      .get(`/admin/user/merge/selectuser?keyword=Ong&excludeId=${keep.id}`)
      .expect(200);
    expect(candidates.body.items.map((row: { id: number }) => row.id)).toContain(duplicate.id);
    expect(candidates.body.items.map((row: { id: number }) => row.id)).not.toContain(keep.id);

    const merged = await staff
      .post('/admin/user/merge/add', {
        keepId: keep.id,
        mergeId: duplicate.id,
        takeFields: ['address', 'email'],
      })
      .expect(200);
    expect(merged.body.moved).toEqual([
      { table: 'merge_probe_attendance', count: 1 },
      { table: 'merge_probe_registration', count: 2 },
    ]);
    expect(merged.body.kept).toMatchObject({ id: keep.id, address: '10 Anson Road', email: duplicate.email });
    const rows = await sql(
      'select count(*)::int as count from merge_probe_registration where participant_id = ?',
      [keep.id],
    );
    expect(rows[0].count).toBe(3);
    const gone = await staff.get(`/admin/participant/id/${duplicate.id}`).expect(200);
    expect(gone.body).toMatchObject({ status: 'Archived', mergedIntoId: keep.id });
    const logs = await staff.get(`/admin/participants/logs?id=${keep.id}`).expect(200);
    expect(logs.body.items).toContainEqual(
      expect.objectContaining({
        field: 'mergedFrom',
        newValue: `Participant #${duplicate.id}: moved 1 merge probe attendance record, 2 merge probe registration records`,
      }),
    );
  });

  it('refuses merging a record into itself or an archived record', async () => {
    const one = await participant();
    const self = await staff.post('/admin/user/merge/add', { keepId: one.id, mergeId: one.id }).expect(400);
    expect(self.body.errors.mergeId).toEqual(['A record cannot be merged into itself']);
    const archived = await participant();
    await staff.patch(`/admin/participant/archive/${archived.id}`).expect(200);
    const refused = await staff
      .post('/admin/user/merge/add', { keepId: one.id, mergeId: archived.id })
      .expect(400);
    expect(refused.body.errors.mergeId).toEqual([
      'Archived records cannot be merged or transferred; unarchive them first',
    ]);
    await staff.post('/admin/user/merge/add', { keepId: one.id, mergeId: 999_999 }).expect(404);
    const bad = await staff
      .post('/admin/user/merge/add', { keepId: one.id, mergeId: 2, takeFields: ['status'] })
      .expect(400);
    expect(bad.body.errors.takeFields[0]).toMatch(/^takeFields may hold: firstName/);
  });

  it('leaves nothing half-merged when a moved record cannot move', async () => {
    const keep = await participant();
    const duplicate = await participant();
    await sql('insert into merge_probe_registration (participant_id) values (?)', [duplicate.id]);
    // Both have an attendance row, and the table allows one per participant.
    await sql('insert into merge_probe_attendance (participant_id) values (?), (?)', [keep.id, duplicate.id]);
    const refused = await staff
      .post('/admin/user/merge/add', { keepId: keep.id, mergeId: duplicate.id })
      .expect(409);
    expect(refused.body.message).toBe(
      `Participants #${duplicate.id} and #${keep.id} both have a record that allows only one per participant; resolve it first, nothing was changed`,
    );
    const still = await staff.get(`/admin/participant/id/${duplicate.id}`).expect(200);
    expect(still.body).toMatchObject({ status: 'Active', mergedIntoId: null });
    const rows = await sql(
      'select count(*)::int as count from merge_probe_registration where participant_id = ?',
      [duplicate.id],
    );
    expect(rows[0].count).toBe(1);
  });

  it('gives the kept record the merged record’s login when it has none', async () => {
    const visitor = await ctx.client();
    const signUp = participantInput({ password: 'Sentosa-Cove-11' });
    const withLogin = (await visitor.post('/profile/create', signUp).expect(201)).body;
    const keep = await participant();
    await staff.post('/admin/user/merge/add', { keepId: keep.id, mergeId: withLogin.id }).expect(200);
    const kept = await staff.get(`/admin/participant/id/${keep.id}`).expect(200);
    expect(kept.body.userId).toBe(withLogin.userId);
    const session = await (await ctx.client()).signIn(signUp.email, 'Sentosa-Cove-11');
    expect((await session.get('/profile/me').expect(200)).body.id).toBe(keep.id);
  });

  it('transfers one participant’s records to another, both staying active', async () => {
    const from = await participant();
    const to = await participant();
    await sql('insert into merge_probe_registration (participant_id) values (?)', [from.id]);
    const moved = await staff.post('/admin/user/update/merge', { fromId: from.id, toId: to.id }).expect(200);
    expect(moved.body.moved).toEqual([{ table: 'merge_probe_registration', count: 1 }]);
    expect((await staff.get(`/admin/participant/id/${from.id}`).expect(200)).body.status).toBe('Active');
    await staff.post('/admin/user/update/merge', { fromId: from.id, toId: from.id }).expect(400);
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso.post('/admin/user/update/merge', { fromId: from.id, toId: to.id }).expect(403);
    await cso.get('/admin/user/transfer/selectuser').expect(403);
  });
});
