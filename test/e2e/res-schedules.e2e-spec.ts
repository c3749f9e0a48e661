import { currentTime, Role, singaporeDate } from '@app/core';
import { type TestClient, TestContext } from '@app/test';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const XLSX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);

describe('RES schedules', () => {
  let ctx: TestContext;
  let recruitment: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    recruitment = await ctx.signIn(Role.RecruitmentAndTraining);
    visitor = await ctx.client();
  });

  afterAll(() => ctx.close());

  const days = (offset: number) => singaporeDate(new Date(currentTime().getTime() + offset * 86_400_000));
  const upload = (data: Record<string, unknown>) =>
    recruitment.multipart('/admin/res-schedules/upload').field('data', JSON.stringify(data));

  it('uploads a PDF schedule, lists it, finds it and serves the file', async () => {
    const created = await upload({ title: 'RES Course Schedule Q1', validFrom: days(-10) })
      .attach('file', PDF, 'RES Q1.pdf')
      .expect(201);
    expect(created.body).toMatchObject({
      title: 'RES Course Schedule Q1',
      fileName: 'RES Q1.pdf',
      status: 'Active',
    });
    const page = await recruitment.get('/admin/res-schedules/getall?keyword=Q1').expect(200);
    expect(page.body.total).toBe(1);
    const found = await recruitment.get('/admin/res-schedules/find?keyword=schedule%20q1').expect(200);
    expect(found.body.map((item: { id: number }) => item.id)).toEqual([created.body.id]);
    const view = await recruitment.get(`/admin/res-schedules/view?file=${created.body.id}`).expect(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toBe('inline; filename="RES Q1.pdf"');
    expect(Buffer.compare(view.body as Buffer, PDF)).toBe(0);
  });

  it('refuses a missing file, a wrong type, a disguised file and bad dates with field messages', async () => {
    const missing = await upload({ title: 'No file', validFrom: days(0) }).expect(400);
    expect(missing.body.errors.file).toEqual(['Choose the schedule file (PDF or Excel)']);
    const wrongType = await upload({ title: 'Word', validFrom: days(0) })
      .attach('file', PDF, 'schedule.docx')
      .expect(400);
    expect(wrongType.body.errors.file).toEqual(['File must be a pdf, xlsx file']);
    const disguised = await upload({ title: 'Fake', validFrom: days(0) })
      .attach('file', Buffer.from('hello'), 'fake.pdf')
      .expect(400);
    expect(disguised.body.errors.file).toEqual(['File is not a valid pdf file']);
    const dates = await upload({ title: 'Backwards', validFrom: days(5), validTo: days(1) })
      .attach('file', PDF, 'a.pdf')
      .expect(400);
    expect(dates.body.errors.validTo).toEqual(['Valid to must not be before valid from']);
    const title = await upload({ title: ' ', validFrom: 'soon' }).attach('file', PDF, 'a.pdf').expect(400);
    expect(title.body.errors).toMatchObject({
      title: ['Title is required'],
      validFrom: ['Valid from must be a date (YYYY-MM-DD)'],
    });
  });

  it('replaces the file on update, through either contract path', async () => {
    const created = await upload({ title: 'Night classes', validFrom: days(-1) })
      .attach('file', PDF, 'night.pdf')
      .expect(201);
    const updated = await recruitment
      .multipart('/res-schedules/update')
      .field(
        'data',
        JSON.stringify({ id: created.body.id, title: 'Night classes (revised)', validFrom: days(-1) }),
      )
      .attach('file', XLSX, 'night.xlsx')
      .expect(200);
    expect(updated.body).toMatchObject({ title: 'Night classes (revised)', fileName: 'night.xlsx' });
    const view = await recruitment.get(`/admin/res-schedules/view?file=${created.body.id}`).expect(200);
    expect(view.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const renamed = await recruitment
      .multipart('/admin/res-schedules/update')
      .field('data', JSON.stringify({ id: created.body.id, title: 'Night classes 2', validFrom: days(-1) }))
      .expect(200);
    expect(renamed.body.fileName).toBe('night.xlsx');
  });

  it('shows the public only active schedules, and the current ones separately', async () => {
    const current = await upload({ title: 'Current intake', validFrom: days(-3), validTo: days(30) })
      .attach('file', PDF, 'c.pdf')
      .expect(201);
    const future = await upload({ title: 'Next intake', validFrom: days(40) })
      .attach('file', PDF, 'n.pdf')
      .expect(201);
    const hidden = await upload({ title: 'Withdrawn', validFrom: days(-3), status: 'Inactive' })
      .attach('file', PDF, 'w.pdf')
      .expect(201);
    const all = await visitor.get('/res-schedules/getall').expect(200);
    const allIds = all.body.map((item: { id: number }) => item.id);
    expect(allIds).toEqual(expect.arrayContaining([current.body.id, future.body.id]));
    expect(allIds).not.toContain(hidden.body.id);
    expect(all.body[0]).not.toHaveProperty('remarks');
    const active = await visitor.get('/res-schedules/getallactive').expect(200);
    const activeIds = active.body.map((item: { id: number }) => item.id);
    expect(activeIds).toContain(current.body.id);
    expect(activeIds).not.toContain(future.body.id);
    await visitor.get(`/res-schedules/${current.body.id}/file`).expect(200);
    await visitor.get(`/res-schedules/${hidden.body.id}/file`).expect(404);
  });

  it('deletes a schedule and its file', async () => {
    const created = await upload({ title: 'Old', validFrom: days(-100) })
      .attach('file', PDF, 'old.pdf')
      .expect(201);
    await recruitment.delete(`/admin/res-schedules/${created.body.id}/delete`).expect(204);
    await recruitment.get(`/admin/res-schedules/view?file=${created.body.id}`).expect(404);
  });

  it('keeps uploads to the roles that manage schedules', async () => {
    const coordinator = await ctx.signIn(Role.Coordinator);
    await coordinator.get('/admin/res-schedules/getall').expect(200);
    await coordinator.multipart('/admin/res-schedules/upload').field('data', '{}').expect(403);
    await visitor.multipart('/res-schedules/update').field('data', '{}').expect(401);
  });
});
