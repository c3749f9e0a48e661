import { SessionMaintenance } from '@app/core';
import { TestContext } from '@app/test';

describe('scheduled jobs', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await TestContext.create();
  });

  afterAll(() => ctx.close());

  const sessionIds = async () =>
    (
      await ctx.orm.em.getConnection().execute<{ sid: string }[]>('select sid from http_session order by sid')
    ).map((row: { sid: string }) => row.sid);

  it('purges expired sessions through the maintenance queue, once per hour slot', async () => {
    await ctx.orm.em.getConnection().execute(
      `insert into http_session (sid, sess, expires_at) values
         ('expired-a', '{}', now() - interval '1 minute'),
         ('expired-b', '{}', now() - interval '2 days'),
         ('live', '{}', now() + interval '1 hour')`,
    );
    const maintenance = ctx.app.get(SessionMaintenance);
    // Two replicas' crons firing in the same hour enqueue one job between them.
    await Promise.all([maintenance.schedulePurge(), maintenance.schedulePurge()]);
    const remaining = await ctx.eventually(async () => {
      const ids = await sessionIds();
      return ids.includes('expired-a') ? undefined : ids;
    });
    expect(remaining).toContain('live');
    expect(remaining).not.toContain('expired-b');
  });
});
