import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue, MailMessage, MailService, MailStatus, QueueName } from '@app/core';
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

  /** Mail jobs handed to the queue (in-process or Redis alike) while `work` runs. */
  const mailJobsDuring = async (work: () => Promise<unknown>): Promise<number> => {
    const add = jest.spyOn(ctx.app.get(JobQueue), 'add');
    try {
      await work().catch(() => undefined);
      return add.mock.calls.filter(([queue]) => queue === QueueName.Mail).length;
    } finally {
      add.mockRestore();
    }
  };

  it('start after the commit, and find their rows at the first attempt', async () => {
    expect(await mailJobsDuring(() => queueMail('committed@example.com', false))).toBe(1);
    const message = await ctx.eventually(async () => {
      const row = await ctx.orm.em.fork().findOne(MailMessage, { to: 'committed@example.com' });
      return row?.status === MailStatus.Outbox ? row : undefined;
    });
    expect(message.attempts).toBe(1);
  });

  it('never start when the transaction rolls back', async () => {
    expect(await mailJobsDuring(() => queueMail('rolled-back@example.com', true))).toBe(0);
    expect(await ctx.orm.em.fork().count(MailMessage, { to: 'rolled-back@example.com' })).toBe(0);
  });
});
