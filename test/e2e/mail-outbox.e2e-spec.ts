import { MailMessage, MailStatus, Role } from '@app/core';
import { type TestClient, TestContext } from '@app/test';

describe('mail outbox, test mail and the paged-list mechanism', () => {
  let ctx: TestContext;
  let admin: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    admin = await ctx.signIn(Role.Administrator);
  });

  afterAll(() => ctx.close());

  const settled = (id: number) =>
    ctx.eventually(async () => {
      const message = await ctx.orm.em.fork().findOneOrFail(MailMessage, id, { populate: ['html'] });
      return message.status === MailStatus.Queued ? undefined : message;
    });

  it('queues a test mail, renders it through the job, and keeps it in the outbox without SMTP', async () => {
    const response = await admin.post('/admin/mail/test', { to: 'ops@example.com' }).expect(202);
    expect(response.body).toMatchObject({ to: 'ops@example.com', template: 'mail-test', status: 'queued' });
    const message = await settled(response.body.id);
    expect(message.status).toBe(MailStatus.Outbox);
    expect(message.subject).toBe(`Test e-mail from ${ctx.config.appName}`);
    expect(message.html).toContain('This is a test e-mail sent by Test Administrator');

    const view = await admin.get(`/admin/mail/outbox/${message.id}`).expect(200);
    expect(view.body).toMatchObject({ id: message.id, status: 'outbox', subject: message.subject });
    expect(view.body.html).toContain('e-mail delivery works');
  });

  it('escapes what users typed into templates', async () => {
    const user = await ctx.newUser(Role.Administrator, { firstName: '<script>x</script>' });
    const client = await (await ctx.client()).signIn(user.email, 'Correct-Horse-42');
    const response = await client.post('/admin/mail/test', { to: 'ops@example.com' }).expect(202);
    const message = await settled(response.body.id);
    expect(message.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(message.html).not.toContain('<script>x');
  });

  it('refuses a bad address with a field message', async () => {
    const response = await admin.post('/admin/mail/test', { to: 'not an address' }).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { to: ['to must be an e-mail address'] },
      requestId: expect.any(String),
    });
  });

  it('lets staff read the outbox but not send test mail', async () => {
    const staff = await ctx.signIn(Role.Staff);
    await staff.get('/admin/mail/outbox').expect(200);
    await staff.post('/admin/mail/test', { to: 'ops@example.com' }).expect(403);
  });

  it('returns 404 for an unknown message', async () => {
    const response = await admin.get('/admin/mail/outbox/999999').expect(404);
    expect(response.body.message).toBe('E-mail not found');
  });

  describe('paging, search and sort', () => {
    const recipients = [
      'amy.tan@example.com',
      'ben.lim@example.com',
      'chloe.ng@example.com',
      'dev.raj@example.com',
      'eve.goh@example.com',
    ];

    beforeAll(async () => {
      await ctx.orm.em.fork().nativeDelete(MailMessage, {});
      for (const to of recipients) await admin.post('/admin/mail/test', { to }).expect(202);
      await ctx.eventually(async () =>
        (await ctx.orm.em.fork().count(MailMessage, { status: MailStatus.Queued })) === 0 ? true : undefined,
      );
    });

    it('pages with totals and never repeats a row across pages', async () => {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => admin.get(`/admin/mail/outbox?page=${page}&pageSize=2&sort=to`).expect(200)),
      );
      expect(pages.map((page) => page.body.items.length)).toEqual([2, 2, 1]);
      expect(pages[0].body).toMatchObject({ page: 1, pageSize: 2, total: 5 });
      expect(pages.flatMap((page) => page.body.items.map((item: { to: string }) => item.to))).toEqual(
        recipients,
      );
    });

    it('sorts descending with a leading minus', async () => {
      const response = await admin.get('/admin/mail/outbox?pageSize=5&sort=-to').expect(200);
      expect(response.body.items.map((item: { to: string }) => item.to)).toEqual([...recipients].reverse());
    });

    it('filters by keyword (case-insensitive substring) and by status', async () => {
      const byKeyword = await admin.get('/admin/mail/outbox?keyword=LIM').expect(200);
      expect(byKeyword.body.total).toBe(1);
      expect(byKeyword.body.items[0].to).toBe('ben.lim@example.com');
      const byStatus = await admin.get('/admin/mail/outbox?status=failed').expect(200);
      expect(byStatus.body).toMatchObject({ total: 0, items: [] });
    });

    it('treats LIKE wildcards in the keyword literally', async () => {
      const response = await admin.get('/admin/mail/outbox?keyword=%25').expect(200);
      expect(response.body.total).toBe(0);
    });

    it('returns an empty page past the end', async () => {
      const response = await admin.get('/admin/mail/outbox?page=9&pageSize=2').expect(200);
      expect(response.body).toMatchObject({ items: [], page: 9, total: 5 });
    });

    it('refuses bad paging input with field messages', async () => {
      const response = await admin.get('/admin/mail/outbox?page=0&pageSize=500&sort=password').expect(400);
      expect(Object.keys(response.body.errors).sort()).toEqual(['page', 'pageSize']);
      const badSort = await admin.get('/admin/mail/outbox?sort=password').expect(400);
      expect(badSort.body.errors.sort[0]).toMatch(/sort must be one of/);
      const unknown = await admin.get('/admin/mail/outbox?limit=5').expect(400);
      expect(unknown.body.errors.limit).toEqual(['property limit should not exist']);
    });
  });
});
