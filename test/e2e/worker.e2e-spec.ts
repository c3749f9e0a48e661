import { NestFactory } from '@nestjs/core';
import { type INestApplicationContext } from '@nestjs/common';
import { MailMessage, MailStatus, Role } from '@app/core';
import { WorkerModule } from '@app/worker/worker.module';
import { TestContext } from '@app/test';

const redisUrl = process.env.REDIS_URL;

/**
 * With Redis, the api only enqueues and the worker app processes. Needs REDIS_URL (CI always has
 * it); without Redis there is no worker to test, jobs run in the api (covered by the other files).
 */
(redisUrl ? describe : describe.skip)('the worker app', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    ctx = await TestContext.create({ WORKERS_IN_API: 'false' });
  });

  afterAll(async () => {
    await worker?.close();
    await ctx.close();
  });

  const statusOf = async (id: number) => (await ctx.orm.em.fork().findOneOrFail(MailMessage, id)).status;

  it('processes the jobs the api enqueues', async () => {
    const admin = await ctx.signIn(Role.Administrator);
    const queued = await admin.post('/admin/mail/test', { to: 'worker@example.com' }).expect(202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await statusOf(queued.body.id)).toBe(MailStatus.Queued);

    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(ctx.config), { logger: false });
    await worker.init();
    const status = await ctx.eventually(async () => {
      const current = await statusOf(queued.body.id);
      return current === MailStatus.Queued ? undefined : current;
    });
    expect(status).toBe(MailStatus.Outbox);
  });
});
