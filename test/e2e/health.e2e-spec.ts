import { TestContext } from '@app/test';

describe('health checks', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await TestContext.create();
  });

  afterAll(() => ctx.close());

  it('reports liveness without signing in', async () => {
    const client = await ctx.client();
    await client.get('/health').expect(200, { status: 'ok' });
  });

  it('reports readiness of the database and, when configured, Redis', async () => {
    const client = await ctx.client();
    const response = await client.get('/health/ready').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: true,
      redis: ctx.config.redisUrl ? true : 'not configured',
    });
  });
});
