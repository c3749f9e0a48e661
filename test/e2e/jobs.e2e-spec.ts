import { randomBytes } from 'node:crypto';
import { currentTime, Role, SessionMaintenance } from '@app/core';
import { HoldSweeper } from '@app/registration';
import { TestContext, participantInput, publishedEvent } from '@app/test';

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

  it('releases expired seat holds through the minute job the cron enqueues', async () => {
    const { eventId } = await publishedEvent(await ctx.signIn(Role.Staff));
    const visitor = await ctx.client();
    const checkout = await visitor
      .post('/registration/create', {
        items: [{ eventId, participant: participantInput() }],
        paymentMethod: 'paynow',
        idempotencyKey: randomBytes(12).toString('hex'),
      })
      .expect(201);
    await ctx.orm.em
      .getConnection()
      .execute(
        `update registration set hold_expires_at = ?::timestamptz - interval '1 minute' where id = ?`,
        [currentTime(), checkout.body.id],
      );
    // Two replicas' crons in the same minute: one job between them, and a job id the queue accepts.
    const sweeper = ctx.app.get(HoldSweeper);
    await Promise.all([sweeper.schedule(), sweeper.schedule()]);
    const status = await ctx.eventually(async () => {
      const [line] = await ctx.orm.em
        .getConnection()
        .execute<{ status: string }[]>('select status from registration_event where registration_id = ?', [
          checkout.body.id,
        ]);
      return line.status === 'Draft' ? undefined : line.status;
    });
    expect(status).toBe('Voided');
  });
});
