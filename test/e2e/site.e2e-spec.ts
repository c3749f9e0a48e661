import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { Role } from '@app/core';
import { TestContext } from '@app/test';

const SOURCE = join(__dirname, '..', '..', 'frontend');

/** A built frontend as Vite lays it out: index.html, hashed chunks under assets/, public files at the root. */
const builtFrontend = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'tp-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), readFileSync(join(SOURCE, 'index.html')));
  writeFileSync(join(dist, 'assets', 'index-Bx3kP9aQ.js'), 'console.log("app");');
  writeFileSync(join(dist, 'favicon.svg'), readFileSync(join(SOURCE, 'public', 'favicon.svg')));
  return dist;
};

describe('the site shell: pages, assets and who is signed in', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await TestContext.create({ FRONTEND_DIST: builtFrontend() });
  });

  afterAll(() => ctx.close());

  const http = () => request(ctx.server);

  it('answers a plain GET of a screen path (curl, a load balancer) with the page, never cached', async () => {
    for (const accept of ['*/*', undefined, 'text/html,application/xhtml+xml,*/*;q=0.8']) {
      const get = http().get('/');
      const response = await (accept ? get.set('Accept', accept) : get).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toMatch(/<meta name="csrf-token" content="[^"]+">/);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const screen = await http().get('/registration/step/1').set('Accept', '*/*').expect(200);
    expect(screen.text).toContain('<div id="app">');
    const index = await http().get('/index.html').expect(200);
    expect(index.text).toMatch(/<meta name="csrf-token" content="[^"]+">/);
    expect(index.headers['cache-control']).toBe('no-store');
  });

  it('shows a loading state and the favicon before any script has run', async () => {
    const page = (await http().get('/').expect(200)).text;
    expect(page).toMatch(/<div id="app">\s*<div class="app-loading"[^>]*>/);
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    const icon = await http().get('/favicon.svg').expect(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API answers JSON: a miss asked for as JSON, or by the app, or for a file', async () => {
    const asJson = await http().get('/no/such/api').set('Accept', 'application/json').expect(404);
    expect(asJson.body).toMatchObject({ statusCode: 404 });
    const byApp = await http().get('/no/such/api').set('X-Requested-With', 'XMLHttpRequest').expect(404);
    expect(byApp.body).toMatchObject({ statusCode: 404 });
    const oldChunk = await http().get('/assets/index-Gone1234.js').set('Accept', '*/*').expect(404);
    expect(oldChunk.headers['content-type']).toMatch(/^application\/json/);
    const health = await http().get('/health').set('Accept', '*/*').expect(200);
    expect(health.body).toEqual({ status: 'ok' });
  });

  it('serves hashed assets as immutable for a year', async () => {
    const chunk = await http().get('/assets/index-Bx3kP9aQ.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('says "nobody" to a visitor without an error, and who it is to a signed-in user', async () => {
    const visitor = await ctx.client();
    const anonymous = await visitor.get('/me').expect(204);
    expect(anonymous.text).toBe('');
    const staff = await ctx.signIn(Role.Staff);
    expect((await staff.get('/me').expect(200)).body).toMatchObject({ roleCode: Role.Staff });
    await staff.post('/logout').expect(200);
    await staff.get('/me').expect(204);
  });

  it('names the provider for the about, privacy and terms pages', async () => {
    const response = await (await ctx.client()).get('/provider/get').expect(200);
    expect(response.body.provider).toEqual(ctx.config.provider);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
