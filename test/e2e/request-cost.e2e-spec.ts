import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { Role } from '@app/core';
import { TEST_PASSWORD, type TestClient, TestContext, participantInput, publishedEvent } from '@app/test';
import { countStatements } from '../support/query-counter';

/** A built frontend of a few files, to see what the static handler serves. */
const frontendDist = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'tp-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'drafts'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  writeFileSync(
    join(dist, 'assets', 'app-1a2b3c.js'),
    `export const words = ${JSON.stringify('word '.repeat(2000))};`,
  );
  writeFileSync(join(dist, 'drafts', 'notes.txt'), 'not for the public');
  return dist;
};

/** What every request costs: session rows, statements, bytes on the wire. */
describe('the cost of a request', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await TestContext.create({ FRONTEND_DIST: frontendDist() });
  });

  afterAll(() => ctx.close());

  const sessionRows = async (): Promise<number> =>
    Number((await ctx.sql('select count(*)::int as n from http_session'))[0].n);

  it('writes no session row for a visitor who only looks, yet their first form post passes CSRF', async () => {
    const before = await sessionRows();
    const visitor = await ctx.client();
    await visitor.loadPage('/courses');
    await visitor.get('/events/get/res/upcoming').expect(200);
    await visitor.get('/me').expect(204);
    expect(await sessionRows()).toBe(before);
    // The token came from its own cookie; a post without it is refused, with it it is heard.
    await request(ctx.server).post('/login').send({ email: 'x@example.com', password: 'nope' }).expect(403);
    await visitor.post('/login', { email: 'nobody@example.com', password: 'Wrong-Horse-42' }).expect(401);
  });

  it('tells a cookieless GET (no session runs for it) nothing about a registration, without failing', async () => {
    const { eventId } = await publishedEvent(await ctx.signIn(Role.Staff), { capacity: 3 });
    const buyer = await ctx.client();
    const bought = await buyer.post('/registration/create', {
      items: [{ eventId, participant: participantInput() }],
      paymentMethod: 'paynow',
      idempotencyKey: randomBytes(12).toString('hex'),
    });
    expect(bought.status).toBe(201);
    // The browser that made it sees it through its signed cookie; a cookieless request is told nothing.
    await buyer.get(`/registration/${bought.body.id}/get`).expect(200);
    const stranger = await request(ctx.server)
      .get(`/registration/${bought.body.id}/get`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(404);
    expect(stranger.headers['set-cookie']).toBeUndefined();
  });

  it("writes no session row for a visitor's checkout; its signed cookie opens the registration to that browser alone", async () => {
    const { eventId } = await publishedEvent(await ctx.signIn(Role.Staff), { capacity: 5 });
    const before = await sessionRows();
    const buyer = await ctx.client();
    const buy = (client: TestClient) =>
      client
        .post('/registration/create', {
          items: [{ eventId, participant: participantInput() }],
          paymentMethod: 'paynow',
          idempotencyKey: randomBytes(12).toString('hex'),
        })
        .expect(201);
    const first = await buy(buyer);
    const second = await buy(buyer);
    expect(await sessionRows()).toBe(before);
    const cookie = /tp\.regs=([^;]+)/.exec(String(second.headers['set-cookie']))?.[1] ?? '';
    expect(cookie).toMatch(new RegExp(`^${first.body.id}\\.${second.body.id}\\.`));
    // Both registrations stay open to the browser that made them.
    await buyer.get(`/registration/${first.body.id}/get`).expect(200);
    await buyer.get(`/registration/${second.body.id}/get`).expect(200);

    // The same cookie sent by hand opens it; carried to another browser (another visitor's token),
    // or naming a registration this browser did not make, it opens nothing.
    const withCookies = (id: number, cookies: string) =>
      request(ctx.server)
        .get(`/registration/${id}/get`)
        .set('X-Requested-With', 'XMLHttpRequest')
        .set('Cookie', cookies);
    await withCookies(second.body.id, `tp.csrf=${buyer.token}; tp.regs=${cookie}`).expect(200);
    const other = await ctx.client();
    const theirs = await buy(other);
    await withCookies(second.body.id, `tp.csrf=${other.token}; tp.regs=${cookie}`).expect(404);
    const forged = cookie.replace(`${first.body.id}.`, `${theirs.body.id}.`);
    await withCookies(theirs.body.id, `tp.csrf=${buyer.token}; tp.regs=${forged}`).expect(404);
    await withCookies(second.body.id, `tp.csrf=${buyer.token}; tp.regs=%E0%A4%A.${cookie}`).expect(404);

    // Signing in rotates the token: what the anonymous browser made is no longer its to read.
    const user = await ctx.newUser(Role.Participant);
    await buyer.signIn(user.email, TEST_PASSWORD);
    await buyer.get(`/registration/${second.body.id}/get`).expect(404);
  });

  it('reads a signed-in request from the session row alone and pushes its expiry back only every few minutes', async () => {
    const client = await ctx.signIn(Role.Staff);
    const expiry = async () =>
      (
        await ctx.sql(
          `select expires_at from http_session where sess -> 'passport' -> 'user' ->> 'email' like 'staff%' order by expires_at desc limit 1`,
        )
      )[0].expires_at as string;
    const first = await expiry();
    // The session store's read is left out of the count: nothing else is sent, not even the account.
    const { statements } = await countStatements(() => client.get('/me').expect(200));
    expect(statements).toEqual([]);
    await client.get('/me').expect(200);
    expect(await expiry()).toBe(first);
    // Ten minutes later (as the row sees it), the next request refreshes the row.
    await ctx.sql(`update http_session set expires_at = expires_at - interval '10 minutes'`);
    const aged = await expiry();
    await client.get('/me').expect(200);
    expect(new Date(await expiry()).getTime()).toBeGreaterThan(new Date(aged).getTime() + 9 * 60_000);
  });

  it('applies a new role at once and signs a deactivated user out on their next request', async () => {
    const user = await ctx.newUser(Role.Staff);
    const client = await (await ctx.client()).signIn(user.email, TEST_PASSWORD);
    expect((await client.get('/me').expect(200)).body.roleCode).toBe(Role.Staff);
    await ctx.sql('update app_user set role_code = ? where id = ?', [Role.Coordinator, user.id]);
    const me = await client.get('/me').expect(200);
    expect(me.body).toMatchObject({ id: user.id, roleCode: Role.Coordinator });
    // Reloaded once, then kept in the session again: the next request reads no account row.
    const { statements } = await countStatements(() => client.get('/me').expect(200));
    expect(statements.some(({ sql }) => /app_user/.test(sql))).toBe(false);
    await ctx.sql(`update app_user set status = 'Inactive' where id = ?`, [user.id]);
    await client.get('/me').expect(204);
  });

  it('compresses JSON and scripts for browsers that accept it', async () => {
    const big = await request(ctx.server)
      .get('/assets/app-1a2b3c.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers['cache-control']).toContain('immutable');
    const brotli = await request(ctx.server)
      .get('/assets/app-1a2b3c.js')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    const staff = await ctx.signIn(Role.Staff);
    const json = await staff
      .get('/admin/configurations/coursetypes/getallactive')
      .set('Accept-Encoding', 'gzip');
    expect(json.status).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(json.body.length).toBeGreaterThan(0);
  });

  it('serves files from the build only under /assets and beside index.html', async () => {
    const favicon = await request(ctx.server).get('/favicon.svg').expect(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    const draft = await request(ctx.server).get('/drafts/notes.txt').set('Accept', 'text/html');
    expect(draft.text).not.toContain('not for the public');
    await request(ctx.server).get('/assets/missing.js').expect(404);
  });
});
