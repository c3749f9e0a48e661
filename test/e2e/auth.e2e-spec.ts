import { createHmac, randomBytes } from 'node:crypto';
import request from 'supertest';
import { Role, User } from '@app/core';
import { TEST_PASSWORD, TestContext } from '@app/test';

describe('sign-in, sessions and CSRF', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await TestContext.create();
  });

  afterAll(() => ctx.close());

  const lastLoginOf = (email: string) =>
    ctx.orm.em
      .fork()
      .findOneOrFail(User, { email })
      .then((user) => user.lastLoginAt ?? null);

  it('serves the SPA with a CSRF meta tag for browser navigations to non-API paths', async () => {
    const client = await ctx.client();
    const html = await client.loadPage('/admin/some/screen?tab=1');
    expect(html).toContain('<div id="app">');
    expect(client.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('answers AJAX calls to unknown paths with a JSON 404, not the SPA', async () => {
    const client = await ctx.client();
    const response = await client.get('/no/such/api').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404 });
  });

  it('sets security headers with helmet', async () => {
    const client = await ctx.client();
    const response = await client.get('/health').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('refuses an unsafe request without the CSRF token, and changes nothing', async () => {
    const user = await ctx.newUser(Role.Staff);
    const client = await ctx.client();
    const response = await client
      .withoutToken('post', '/login', { email: user.email, password: TEST_PASSWORD })
      .expect(403);
    expect(response.body).toMatchObject({ statusCode: 403, message: 'Invalid or missing CSRF token' });
    expect(await lastLoginOf(user.email)).toBeNull();
    await client.get('/me').expect(204);
  });

  it('refuses a wrong CSRF token', async () => {
    const user = await ctx.newUser(Role.Staff);
    const client = await ctx.client();
    await client
      .withoutToken('post', '/login', { email: user.email, password: TEST_PASSWORD })
      .set('X-CSRF-TOKEN', 'forged')
      .expect(403);
    expect(await lastLoginOf(user.email)).toBeNull();
  });

  it('gives one generic 401 for a wrong password and for an unknown e-mail', async () => {
    const user = await ctx.newUser(Role.Staff);
    const client = await ctx.client();
    const wrongPassword = await client
      .post('/login', { email: user.email, password: 'not-the-password' })
      .expect(401);
    const unknownEmail = await client
      .post('/login', { email: 'nobody@example.com', password: 'whatever' })
      .expect(401);
    expect(wrongPassword.body.message).toBe('Invalid email or password');
    expect(unknownEmail.body.message).toBe(wrongPassword.body.message);
  });

  it('validates the login body and names unknown fields', async () => {
    const client = await ctx.client();
    const response = await client
      .post('/login', { email: 'not-an-email', password: 'x', remember: true })
      .expect(400);
    expect(response.body.errors.email).toEqual(['email must be an e-mail address']);
    expect(response.body.errors.remember).toEqual(['property remember should not exist']);
  });

  it('signs in with a new session id, an httpOnly SameSite=Lax cookie and a rotated token', async () => {
    const user = await ctx.newUser(Role.Coordinator, { firstName: 'Siew Ling' });
    const client = await ctx.client();
    const before = client.token;
    const response = await client
      .post('/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD })
      .expect(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/tp\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + ctx.config.sessionIdleMinutes * 60_000))).toBeLessThan(60_000);
    expect(response.body.csrfToken).not.toBe(before);
    expect(response.body.user).toMatchObject({ email: user.email, roleCode: 30, roleName: 'Coordinator' });
    expect(response.body.user.passwordHash).toBeUndefined();

    const me = await client.get('/me').expect(200);
    expect(me.body).toMatchObject({ id: user.id, firstName: 'Siew Ling', roleCode: 30 });
    expect(me.body.rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'read', subject: 'Dashboard' })]),
    );
    expect(await lastLoginOf(user.email)).toBeInstanceOf(Date);
  });

  it('does not keep the pre-login session id (session fixation)', async () => {
    const user = await ctx.newUser(Role.Staff);
    const sidOf = (response: { headers: Record<string, unknown> }) =>
      /tp\.sid=s%3A([^.]+)\./.exec(String(response.headers['set-cookie']))?.[1];
    const storedSids = async () =>
      (await ctx.orm.em.getConnection().execute<{ sid: string }[]>('select sid from http_session')).map(
        (row: { sid: string }) => row.sid,
      );
    // Looking at pages makes no session; a visitor who started something (a checkout) has one,
    // and that id (perhaps planted by an attacker) must not survive the sign-in.
    const page = await request(ctx.server).get('/login').set('Accept', 'text/html').expect(200);
    expect(sidOf(page)).toBeUndefined();
    const anonymousSid = randomBytes(16).toString('base64url');
    await ctx.sql(
      `insert into http_session (sid, sess, expires_at) values (?, ?, now() + interval '1 hour')`,
      [
        anonymousSid,
        JSON.stringify({
          cookie: { path: '/', httpOnly: true, originalMaxAge: 3_600_000 },
          registrationIds: [],
        }),
      ],
    );
    const signature = createHmac('sha256', 'test-session-secret').update(anonymousSid).digest('base64');
    const csrfCookie = /tp\.csrf=[^;]+/.exec(String(page.headers['set-cookie']))?.[0];
    const cookies = `${csrfCookie}; tp.sid=s%3A${anonymousSid}.${encodeURIComponent(signature.replace(/=+$/, ''))}`;
    expect(await storedSids()).toContain(anonymousSid);

    const csrfToken = /csrf-token" content="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const login = await request(ctx.server)
      .post('/login')
      .set('Cookie', cookies)
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('X-CSRF-TOKEN', csrfToken)
      .send({ email: user.email, password: TEST_PASSWORD })
      .expect(200);
    const signedInSid = sidOf(login);
    expect(signedInSid).toBeTruthy();
    expect(signedInSid).not.toBe(anonymousSid);
    expect(await storedSids()).not.toContain(anonymousSid);
  });

  it('signs out and forgets the user', async () => {
    const client = await ctx.signIn(Role.Staff);
    await client.get('/me').expect(200);
    const response = await client.post('/logout').expect(200);
    expect(response.body.csrfToken).toBeTruthy();
    await client.get('/me').expect(204);
  });

  it('refuses inactive accounts with the same generic message', async () => {
    const user = await ctx.newUser(Role.Staff);
    await ctx.orm.em.fork().nativeUpdate(User, { id: user.id }, { status: 'Inactive' as User['status'] });
    const client = await ctx.client();
    const response = await client.post('/login', { email: user.email, password: TEST_PASSWORD }).expect(401);
    expect(response.body.message).toBe('Invalid email or password');
  });

  it('ends an existing session when the account is deactivated', async () => {
    const client = await ctx.signIn(Role.Staff);
    const me = await client.get('/me').expect(200);
    await ctx.orm.em.fork().nativeUpdate(User, { id: me.body.id }, { status: 'Inactive' as User['status'] });
    await client.get('/me').expect(204);
  });

  it('rate-limits repeated sign-in attempts for one e-mail with 429', async () => {
    const user = await ctx.newUser(Role.Staff);
    const client = await ctx.client();
    for (let attempt = 0; attempt < ctx.config.loginRateLimit; attempt++) {
      await client.post('/login', { email: user.email, password: 'wrong-password' }).expect(401);
    }
    const limited = await client.post('/login', { email: user.email, password: TEST_PASSWORD }).expect(429);
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
    // Another user signing in from the same address is not locked out.
    const other = await ctx.newUser(Role.Staff);
    await client.post('/login', { email: other.email, password: TEST_PASSWORD }).expect(200);
  });
});
