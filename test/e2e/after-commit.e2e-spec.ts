import { EntityManager } from '@mikro-orm/postgresql';
import { InProcessJobQueue, MailMessage, MailService, MailStatus } from '@app/core';
import { TestContext } from '@app/test';

describe('jobs queued inside a transaction', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await TestContext.create();
  });

  afterAll(() => ctx.close());

  const queueMail = (to: string, fail: boolean) =>
    ctx.inRequest(() =>
      ctx.app.get(EntityManager).transactional(async () => {
        // A savepoint inside the transaction: the outermost commit is what counts.
        await ctx.app
          .get(EntityManager)
          .transactional(() =>
            ctx.app.get(MailService).queue({ to, template: 'mail-test', context: { requestedBy: 'Test' } }),
          );
        if (fail) throw new Error('Roll back');
      }),
    );

  it('start after the commit, and find their rows at the first attempt', async () => {
    await queueMail('committed@example.com', false);
    await ctx.app.get(InProcessJobQueue).idle();
    const message = await ctx.orm.em.fork().findOneOrFail(MailMessage, { to: 'committed@example.com' });
    expect(message).toMatchObject({ status: MailStatus.Outbox, attempts: 1 });
  });

  it('never start when the transaction rolls back', async () => {
    await expect(queueMail('rolled-back@example.com', true)).rejects.toThrow('Roll back');
    await ctx.app.get(InProcessJobQueue).idle();
    expect(await ctx.orm.em.fork().count(MailMessage, { to: 'rolled-back@example.com' })).toBe(0);
  });
});
