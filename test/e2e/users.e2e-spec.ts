import { Role } from '@app/core';
import { type TestClient, TestContext, uniqueEmail } from '@app/test';

describe('users', () => {
  let ctx: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    admin = await ctx.signIn(Role.Administrator);
  });

  afterAll(() => ctx.close());

  const userInput = (overrides: Record<string, unknown> = {}) => ({
    email: uniqueEmail('staff'),
    firstName: 'Kumar',
    lastName: 'Raj',
    roleCode: Role.Coordinator,
    password: 'Tanjong-Pagar-88',
    ...overrides,
  });

  it('creates a user who can then sign in, and refuses weak passwords and taken e-mails', async () => {
    const input = userInput();
    const created = await admin.post('/admin/user/create', input).expect(201);
    expect(created.body).toMatchObject({
      email: input.email,
      name: 'Kumar Raj',
      roleCode: Role.Coordinator,
      roleName: 'Coordinator',
      status: 'Active',
    });
    expect(created.body).not.toHaveProperty('passwordHash');
    await (await ctx.client()).signIn(input.email, input.password);

    const short = await admin.post('/admin/user/create', userInput({ password: 'Short#1a' })).expect(400);
    expect(short.body.errors.password).toEqual(['Password must be at least 10 characters long']);
    const common = await admin.post('/admin/user/create', userInput({ password: 'Password123' })).expect(400);
    expect(common.body.errors.password).toEqual([
      'Password is too common; choose one that is harder to guess',
    ]);
    const role = await admin.post('/admin/user/create', userInput({ roleCode: 15 })).expect(400);
    expect(role.body.errors.roleCode[0]).toMatch(/^Role must be one of: 10 Administrator, 20 Staff/);
    const taken = await admin
      .post('/admin/user/create', userInput({ email: input.email.toUpperCase() }))
      .expect(409);
    expect(taken.body.message).toBe(`An account with the e-mail ${input.email} already exists`);
  });

  it('checks the password of a create that also sends an id (the id is ignored, the check is not)', async () => {
    const notText = await admin.post('/admin/user/create', userInput({ id: 1, password: true })).expect(400);
    expect(notText.body.errors.password).toContain('Password is required');
    const weak = await admin
      .post('/admin/user/create', userInput({ id: 1, password: 'Short#1a' }))
      .expect(400);
    expect(weak.body.errors.password).toEqual(['Password must be at least 10 characters long']);
    const none = await admin
      .post('/admin/user/create', userInput({ id: 1, password: undefined }))
      .expect(400);
    expect(none.body.errors.password).toEqual(['Password is required']);
  });

  it('lists, filters and counts users; coordinators have their own list', async () => {
    const coordinator = (await admin.post('/admin/user/create', userInput({ firstName: 'Zhen' })).expect(201))
      .body;
    const page = await admin
      .get(`/admin/users/getbypage?roleCode=30&keyword=${coordinator.email}`)
      .expect(200);
    expect(page.body.items.map((user: { id: number }) => user.id)).toEqual([coordinator.id]);
    const none = await admin
      .get(`/admin/users/getbypage?roleCode=20&keyword=${coordinator.email}`)
      .expect(200);
    expect(none.body.total).toBe(0);
    const coordinators = await admin.get('/admin/users/getallcoordinators').expect(200);
    expect(coordinators.body.every((user: { roleCode: Role }) => user.roleCode === Role.Coordinator)).toBe(
      true,
    );
    const count = await admin.get('/admin/users/countallcoordinators').expect(200);
    expect(count.body.count).toBe(coordinators.body.length);
    const byId = await admin.post('/admin/users/getbyid', { id: coordinator.id }).expect(200);
    expect(byId.body.email).toBe(coordinator.email);
    const all = await admin.get('/admin/users/getall').expect(200);
    expect(all.body.map((user: { id: number }) => user.id)).toContain(coordinator.id);
  });

  it('updates a user; a deactivated user is signed out at once', async () => {
    const input = userInput();
    const user = (await admin.post('/admin/user/create', input).expect(201)).body;
    const session = await (await ctx.client()).signIn(input.email, input.password);
    await session.get('/me').expect(200);
    const { password: _password, ...details } = input;
    const updated = await admin
      .post('/admin/user/update', { ...details, id: user.id, roleCode: Role.Staff, status: 'Inactive' })
      .expect(200);
    expect(updated.body).toMatchObject({ roleCode: Role.Staff, status: 'Inactive' });
    await session.get('/me').expect(204);
  });

  it('protects administrators from locking themselves out', async () => {
    const me = (await admin.get('/me').expect(200)).body;
    const demote = await admin
      .post('/admin/user/update', {
        id: me.id,
        email: me.email,
        firstName: 'A',
        lastName: 'B',
        roleCode: Role.Staff,
      })
      .expect(400);
    expect(demote.body.errors.roleCode).toEqual(['You cannot change your own role or status']);
    const ownPassword = await admin
      .post('/admin/users/change-password', { id: me.id, password: 'Bukit-Timah-2026' })
      .expect(400);
    expect(ownPassword.body.errors.id).toEqual(['Change your own password from your profile settings']);
    const self = await admin.delete(`/admin/user/delete/${me.id}`).expect(400);
    expect(self.body.errors.id).toEqual(['You cannot delete your own account']);
  });

  it('changes another user’s password, ending that user’s sessions', async () => {
    const input = userInput();
    const user = (await admin.post('/admin/user/create', input).expect(201)).body;
    const session = await (await ctx.client()).signIn(input.email, input.password);
    const weak = await admin
      .post('/admin/users/change-password', { id: user.id, password: 'qwertyuiop' })
      .expect(400);
    expect(weak.body.errors.password).toEqual(['Password is too common; choose one that is harder to guess']);
    await admin
      .post('/admin/users/change-password', { id: user.id, password: 'Bukit-Timah-2026' })
      .expect(200);
    await session.get('/me').expect(204);
    await (await ctx.client()).signIn(input.email, 'Bukit-Timah-2026');
  });

  it('deletes an unused user, and leaves the management of users to administrators', async () => {
    const user = (await admin.post('/admin/user/create', userInput()).expect(201)).body;
    const check = await admin.get(`/admin/user/check-registrations?id=${user.id}`).expect(200);
    expect(check.body).toEqual({ userId: user.id, participantId: null, usages: [], total: 0 });
    const staff = await ctx.signIn(Role.Staff);
    await staff.get('/admin/users/getbypage').expect(403);
    await staff.delete(`/admin/user/delete/${user.id}`).expect(403);
    await admin.delete(`/admin/user/delete/${user.id}`).expect(204);
    await admin.post('/admin/users/getbyid', { id: user.id }).expect(404);
  });
});
