import { Role } from '@app/core';
import { type TestClient, TestContext, participantInput, uniqueEmail } from '@app/test';

describe('participant sign-up and profile', () => {
  let ctx: TestContext;
  let cso: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    cso = await ctx.signIn(Role.CustomerServiceOfficer);
  });

  afterAll(() => ctx.close());

  const signUp = async (overrides: Record<string, unknown> = {}) => {
    const input: Record<string, unknown> & ReturnType<typeof participantInput> = participantInput({
      password: 'Marina-Bay-2026',
      ...overrides,
    });
    const visitor = await ctx.client();
    const response = await visitor.post('/profile/create', input);
    return { input, response };
  };

  it('signs a visitor up as a participant who can then sign in and see the profile', async () => {
    const { input, response } = await signUp();
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email: input.email, nric: input.nric, userId: expect.any(Number) });
    const client = await (await ctx.client()).signIn(input.email, 'Marina-Bay-2026');
    const me = await client.get('/me').expect(200);
    expect(me.body).toMatchObject({ roleCode: Role.Participant, email: input.email });
    const profile = await client.get('/profile/me').expect(200);
    expect(profile.body).toMatchObject({ id: response.body.id, nric: input.nric, nricMasked: false });
  });

  it('refuses weak passwords, bad identifiers and fields a participant may not set', async () => {
    const weak = await signUp({ password: 'short' });
    expect(weak.response.status).toBe(400);
    expect(weak.response.body.errors.password).toEqual(['Password must be at least 10 characters long']);
    const bad = await signUp({ nric: 'S1234567A', mobileNo: '12345678', remarks: 'VIP', corporateId: 1 });
    expect(bad.response.status).toBe(400);
    expect(bad.response.body.errors).toEqual({
      nric: ['NRIC/FIN must be a valid NRIC or FIN number, e.g. S1234567D'],
      mobileNo: ['Mobile number must be a Singapore mobile number (8 digits starting with 8 or 9)'],
      remarks: ['property remarks should not exist'],
      corporateId: ['property corporateId should not exist'],
    });
  });

  it('sends a taken e-mail to sign in, and claims a staff-made record only when e-mail and NRIC/FIN both match', async () => {
    const first = await signUp();
    const again = await signUp({ email: first.input.email });
    expect(again.response.status).toBe(409);
    expect(again.response.body.message).toBe(
      'An account with this e-mail already exists; please sign in instead',
    );

    const onFile = (await cso.post('/admin/participant/create', participantInput()).expect(201)).body;
    const stranger = await signUp({ email: onFile.email });
    expect(stranger.response.status).toBe(409);
    expect(stranger.response.body.message).toBe(
      'We already have a participant record with these details; please contact us to link it to an account',
    );
    const owner = await signUp({ email: onFile.email, nric: onFile.nric });
    expect(owner.response.status).toBe(201);
    expect(owner.response.body.id).toBe(onFile.id);
  });

  it('lets participants edit their own profile, keeping what staff manage', async () => {
    const { input, response } = await signUp();
    await cso
      .post('/admin/participant/update', {
        ...input,
        password: undefined,
        id: response.body.id,
        remarks: 'Paid by cheque',
      })
      .expect(200);
    const client = await (await ctx.client()).signIn(input.email, 'Marina-Bay-2026');
    const { password: _password, ...details } = input;
    const newEmail = uniqueEmail('renamed');
    const updated = await client
      .post('/profile/update', { ...details, mobileNo: '81234567', email: newEmail })
      .expect(200);
    expect(updated.body).toMatchObject({ mobileNo: '81234567', email: newEmail });
    // What staff keep about the participant is neither shown to them nor lost by their save.
    expect(updated.body).not.toHaveProperty('remarks');
    const kept = await cso.get(`/admin/participant/id/${response.body.id}`).expect(200);
    expect(kept.body.remarks).toBe('Paid by cheque');
    // The login follows the record's e-mail.
    await (await ctx.client()).signIn(newEmail, 'Marina-Bay-2026');
    const invalid = await client.post('/profile/update', { ...details, email: 'nope' }).expect(400);
    expect(invalid.body.errors.email).toEqual(['E-mail must be an e-mail address']);
    await client.post('/admin/participant/update', { ...details, id: response.body.id }).expect(403);
  });

  it('changes the password with the current one, signing out other sessions', async () => {
    const { input } = await signUp();
    const email = input.email;
    const client = await (await ctx.client()).signIn(email, 'Marina-Bay-2026');
    const other = await (await ctx.client()).signIn(email, 'Marina-Bay-2026');
    const wrong = await client
      .post('/profile/password', { currentPassword: 'Not-The-One-1', newPassword: 'Changi-Airport-3' })
      .expect(400);
    expect(wrong.body.errors.currentPassword).toEqual(['The current password is not correct']);
    const weak = await client
      .post('/profile/password', { currentPassword: 'Marina-Bay-2026', newPassword: 'iloveyou123' })
      .expect(400);
    expect(weak.body.errors.newPassword).toEqual([
      'Password is too common; choose one that is harder to guess',
    ]);
    await client
      .post('/profile/password', { currentPassword: 'Marina-Bay-2026', newPassword: 'Changi-Airport-3' })
      .expect(200);
    await client.get('/profile/me').expect(200);
    await other.get('/profile/me').expect(401);
    await (await ctx.client()).post('/login', { email, password: 'Marina-Bay-2026' }).expect(401);
    await (await ctx.client()).signIn(email, 'Changi-Airport-3');
  });

  it('answers staff without a participant record, and visitors, plainly', async () => {
    const staff = await ctx.signIn(Role.Staff);
    const none = await staff.get('/profile/me').expect(404);
    expect(none.body.message).toBe('Your participant profile not found');
    await (await ctx.client()).get('/profile/me').expect(401);
  });

  it('offers the sign-up form its lists, and keeps a choice whose list entry was archived since', async () => {
    const form = await (await ctx.client()).get('/profile/formdata').expect(200);
    expect(Object.keys(form.body).sort()).toEqual([
      'citizenshipId',
      'dietaryId',
      'educationId',
      'employmentId',
      'genderId',
      'nationalityId',
      'raceId',
      'tshirtSizeId',
    ]);
    const admin = await ctx.signIn(Role.Administrator);
    const diet = (
      await admin
        .post('/admin/configurations/dietaries/update', {
          name: `Diet ${Date.now()}`,
          code: `D${Date.now() % 100000}`,
        })
        .expect(200)
    ).body;
    const { input } = await signUp({ dietaryId: diet.id });
    await admin
      .post(`/admin/configurations/dietaries/updatestatus/${diet.id}`, { status: 'Inactive' })
      .expect(200);
    const client = await (await ctx.client()).signIn(input.email, 'Marina-Bay-2026');
    const { password: _password, ...details } = input;
    const saved = await client.post('/profile/update', { ...details, lastName: 'Teo' }).expect(200);
    expect(saved.body).toMatchObject({ dietaryId: diet.id, lastName: 'Teo' });
  });

  it('does not name another participant when one’s own profile clashes', async () => {
    const taken = (await cso.post('/admin/participant/create', participantInput()).expect(201)).body;
    const { input } = await signUp();
    const client = await (await ctx.client()).signIn(input.email, 'Marina-Bay-2026');
    const { password: _password, ...details } = input;
    const clash = await client.post('/profile/update', { ...details, nric: taken.nric }).expect(409);
    expect(clash.body.message).toBe(
      'Another participant record already has this NRIC/FIN or e-mail; please contact us',
    );
  });
});
