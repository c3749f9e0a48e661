import { gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { MAX_PAGE, Role } from '@app/core';
import { type TestClient, TestContext, eventWithSeats, participantInput, publishedEvent } from '@app/test';

/**
 * The shared input rules (docs/architecture.md, "Input rules"): what the body parser, the paging
 * DTO, the calendar-date and whole-number decorators, the id pipe and the nesting limit refuse,
 * each with a 4xx in the one error shape instead of the 500 (or the wrong record) it once was.
 */
describe('input rules', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let eventId: number;

  beforeAll(async () => {
    ctx = await TestContext.create();
    admin = await ctx.signIn(Role.Administrator);
    ({ eventId } = await publishedEvent(admin));
  });

  afterAll(() => ctx.close());

  const errorShape = (statusCode: number) => ({
    statusCode,
    message: expect.any(String),
    requestId: expect.any(String),
  });

  describe('body parser failures keep their own status', () => {
    const raw = (
      client: TestClient,
      path: string,
      body: string | Buffer,
      headers: Record<string, string>,
    ) => {
      const call = client.call('post', path).set('Content-Type', 'application/json');
      for (const [name, value] of Object.entries(headers)) void call.set(name, value);
      return call.send(body);
    };

    it.each(['/login', '/registration/update'])(
      'answers %s with 413, 400 and 415 for an oversize body, gzip that does not inflate and an unknown encoding, logging no error',
      async (path) => {
        const errors = jest.spyOn(Logger.prototype, 'error');
        const visitor = await ctx.client();
        const oversize = await raw(visitor, path, JSON.stringify({ email: 'x'.repeat(200_000) }), {});
        expect(oversize.body).toEqual({
          ...errorShape(413),
          message: 'The request body is too large (at most 100 kB)',
        });
        const badGzip = await raw(visitor, path, 'this is not gzip', { 'Content-Encoding': 'gzip' });
        expect(badGzip.body).toEqual(errorShape(400));
        const truncated = await raw(visitor, path, gzipSync('{"email":"a@b.co"}').subarray(0, 12), {
          'Content-Encoding': 'gzip',
        });
        expect(truncated.status).toBe(400);
        const unknown = await raw(visitor, path, '{}', { 'Content-Encoding': 'x-unknown' });
        expect(unknown.body).toEqual({
          ...errorShape(415),
          message: 'Unsupported content encoding: x-unknown',
        });
        expect(errors).not.toHaveBeenCalled();
        errors.mockRestore();
      },
    );
  });

  describe('paging', () => {
    it('refuses a page past the bound, in a query or a body, instead of reaching PostgreSQL or echoing it', async () => {
      for (const page of ['99999999999999999999', String(MAX_PAGE + 1), '0', '-1', '1e3', '0x2']) {
        const response = await admin.get(`/admin/promocodes/getallbypage?page=${page}`);
        expect({ page, status: response.status, errors: response.body.errors }).toEqual({
          page,
          status: 400,
          errors: { page: [expect.any(String)] },
        });
      }
      await admin.get(`/admin/promocodes/getallbypage?page=${MAX_PAGE}`).expect(200);
      const body = await admin
        .call('post', '/admin/attendance/events/getallverified')
        .set('Content-Type', 'application/json')
        .send('{"page":1e20}');
      expect(body.status).toBe(400);
      await admin.post('/admin/attendance/events/getallverified', { page: '2' }).expect(400);
      await admin.post('/admin/attendance/events/getallverified', { page: 2 }).expect(200);
    });

    it('bounds a page size given in the path like pageSize', async () => {
      await admin.get('/admin/courses/getbypage/201').expect(400);
      await admin.get('/admin/courses/getbypage/0').expect(400);
      await admin.get('/admin/courses/getbypage/200').expect(200);
      await admin.get('/admin/promocodes/getallbypage?pageSize=201').expect(400);
    });
  });

  describe('calendar dates', () => {
    it('refuses days that do not exist on the public GST rate and schedule filters', async () => {
      const visitor = await ctx.client();
      for (const date of ['2026-02-30', '2026-13-01', '2025-02-29', '0000-01-01']) {
        const gst = await visitor.get(`/gst/get?date=${date}`);
        const schedules = await visitor.get(`/events/filter/schedules?from=${date}`);
        expect({ date, gst: gst.body.errors, schedules: schedules.body.errors }).toEqual({
          date,
          gst: { date: ['date must be a date (YYYY-MM-DD)'] },
          schedules: { from: ['from must be a date (YYYY-MM-DD)'] },
        });
      }
      await visitor.get('/gst/get?date=2024-02-29').expect(200);
      await visitor.get('/events/filter/schedules?from=2024-02-29').expect(200);
    });

    it('refuses an impossible date of birth at checkout with a field message', async () => {
      const visitor = await ctx.client();
      const response = await visitor
        .post('/registration/update', {
          items: [{ eventId, participant: participantInput({ dateOfBirth: '1990-02-30' }) }],
        })
        .expect(400);
      expect(response.body.errors).toEqual({
        'items.0.participant.dateOfBirth': ['Date of birth must be a date (YYYY-MM-DD)'],
      });
    });
  });

  describe('nesting', () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;

    it('refuses a JSON body nested 5,000 levels deep with 400 before validation', async () => {
      const response = await (
        await ctx.client()
      )
        .call('post', '/login')
        .set('Content-Type', 'application/json')
        .send(`{"email":${deep}}`);
      expect(response.body).toEqual({
        ...errorShape(400),
        message: 'The request nests arrays and objects deeper than 32 levels',
      });
    });

    it('refuses the same in the data field of a multipart form', async () => {
      const response = await admin.multipart('/admin/trainer/create').field('data', `{"firstName":${deep}}`);
      expect(response.body).toEqual({
        ...errorShape(400),
        message: 'The request nests arrays and objects deeper than 32 levels',
      });
    });
  });

  describe('ids and whole numbers', () => {
    it('reads no record for a boolean, a hex string or a digit string where a JSON body needs an id', async () => {
      for (const id of [true, '0x2', '2', 1.5, 99_999_999_999]) {
        const response = await admin.post('/admin/courses/getbyid', { id });
        expect({ id, status: response.status, errors: response.body.errors }).toEqual({
          id,
          status: 400,
          errors: { id: [expect.any(String)] },
        });
      }
    });

    it('queues no confirmation e-mail for reg_id true', async () => {
      // Registration 1 exists now: read as the number 1, `true` would resend its confirmation.
      await eventWithSeats(ctx, admin, { seats: 1 });
      const mails = async () =>
        (await ctx.orm.em.fork().getConnection().execute('select count(*)::int as n from mail_message')) as [
          { n: number },
        ];
      const before = (await mails())[0].n;
      await admin.post('/admin/resend-confirmation-email', { reg_id: true }).expect(400);
      expect((await mails())[0].n).toBe(before);
    });

    it('refuses path ids written any way but plain digits within PostgreSQL integer', async () => {
      for (const id of [
        '0x2',
        '1e3',
        '%201',
        '+1',
        '01',
        '-1',
        '0',
        '1.5',
        '2147483648',
        '99999999999999999999',
      ]) {
        const response = await admin.get(`/admin/course/${id}/get`);
        expect({ id, status: response.status }).toEqual({ id, status: 400 });
      }
      await admin.get('/admin/course/999999/get').expect(404);
    });

    it('reads digits as a number in a query string and a multipart field, nothing else', async () => {
      await admin.get(`/admin/attendance/mail/send?eventId=${eventId}`).expect(200);
      await admin.get('/admin/attendance/mail/send?eventId=0x2').expect(400);
      await admin.get('/admin/attendance/mail/send?eventId=true').expect(400);
      const form = await admin.multipart('/admin/attendance/import').field('eventId', String(eventId));
      // The form's eventId is read; the missing file is what it then refuses.
      expect(form.body.errors).toEqual({ file: [expect.any(String)] });
      const hex = await admin.multipart('/admin/attendance/import').field('eventId', '0x2');
      expect(hex.body.errors).toEqual({ eventId: ['Event is required'] });
    });
  });
});
