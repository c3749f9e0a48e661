import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Role, queryRows } from '@app/core';
import { type TestClient, TcpProxy, TestContext } from '@app/test';
import { freshDatabase } from '@app/test/test-database';

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: { statusCode?: number; message?: string; requestId?: string; errors?: Record<string, string[]> };
}

/**
 * PostgreSQL goes away while the api runs: a proxy between them is cut (the shared server on 5432
 * is never stopped), then restored. Every request meanwhile gets 503 with Retry-After and its
 * request id, and the api recovers without a restart, having lost no write it confirmed.
 */
describe('a database outage', () => {
  let proxy: TcpProxy;
  let ctx: TestContext;
  let admin: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    const database = await freshDatabase();
    const target = new URL(database.url);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    ctx = await TestContext.create({ DATABASE_URL: TcpProxy.via(database.url, proxy) }, database);
    admin = await ctx.signIn(Role.Administrator);
    // A visitor who has loaded a page carries a session cookie, whose store read fails first.
    visitor = await ctx.client();
  });

  afterAll(async () => {
    proxy.restore();
    await ctx.close();
    await proxy.stop();
  });

  const uen = () => `5${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}D`;
  const createCorporate = (name: string) =>
    admin.post('/admin/corporate/create', {
      name,
      uen: uen(),
      address: '1 Raffles Place',
      postalCode: '048616',
    });

  const expectUnavailable = (reply: Reply) => {
    expect({ status: reply.status, retryAfter: reply.headers['retry-after'] }).toEqual({
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
    });
    expect(reply.body).toMatchObject({ statusCode: 503, message: expect.any(String) });
    expect(reply.body.requestId).toBe(reply.headers['x-request-id']);
  };

  it('answers 503 with Retry-After and the request id while the database is away, and recovers after', async () => {
    const confirmed: string[] = [];
    const write = async (name: string): Promise<Reply> => {
      const reply = (await createCorporate(name)) as Reply;
      if (reply.status === 201) confirmed.push(name);
      return reply;
    };
    await write(`Before outage ${uen()}`).then((reply) => expect(reply.status).toBe(201));

    proxy.interrupt();
    expectUnavailable(await write(`During outage ${uen()}`));
    expectUnavailable(await admin.get('/me'));
    expectUnavailable(await visitor.get('/gst/get'));
    expectUnavailable(await visitor.post('/login', { email: 'someone@example.com', password: 'x' }));
    expectUnavailable(await request(ctx.server).get('/gst/get').set('Accept', 'application/json'));
    const ready = (await visitor.get('/health/ready')) as Reply;
    expect(ready.status).toBe(503);
    expect(ready.body.errors).toEqual({ database: ['The database cannot be reached'] });
    await visitor.get('/health').expect(200);

    // Writes keep coming while the database returns; each either answers 503 or is kept.
    const stream = (async () => {
      const statuses = new Set<number>();
      for (let attempt = 0; attempt < 30; attempt++) {
        statuses.add((await write(`Around recovery ${attempt} ${uen()}`)).status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return statuses;
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    proxy.restore();
    expect([...(await stream)].filter((status) => status !== 201 && status !== 503)).toEqual([]);

    await ctx.eventually(async () =>
      (await visitor.get('/health/ready')).status === 200 ? true : undefined,
    );
    await admin.get('/me').expect(200);
    await visitor.get('/gst/get').expect(200);
    await write(`After outage ${uen()}`).then((reply) => expect(reply.status).toBe(201));

    const em = ctx.orm.em.fork() as EntityManager;
    const stored = await queryRows<{ name: string }>(em, 'select name from corporate', []);
    expect(stored.map((row) => row.name)).toEqual(expect.arrayContaining(confirmed));
    expect(confirmed.length).toBeGreaterThanOrEqual(2);
  });
});
