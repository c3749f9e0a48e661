import { currentTime, Role } from '@app/core';
import { type TestClient, TestContext, participantInput, publishedEvent, registerOnline } from '@app/test';
import { downloadPdf, pdfTexts } from '@app/test/pdf-text';
import { lastResLouLink, resSeat } from '@app/test/res-samples';

describe('new RES letter of undertaking', () => {
  let ctx: TestContext;
  let staff: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(() => ctx.close());

  it('previews the letter from the participant page: their details, the course and the undertaking text', async () => {
    const seat = await resSeat(ctx, staff);
    const status = await staff.get(`/admin/participant/${seat.participantId}/res-lou`).expect(200);
    expect(status.body).toMatchObject({
      participantId: seat.participantId,
      regNo: seat.regNo,
      courseTitle: 'RES Course (Paper 1 & 2)',
      sentAt: null,
      sendCount: 0,
      acceptedAt: null,
    });
    const pdf = await downloadPdf(staff.get(`/admin/participant/${seat.participantId}/res-lou/preview`));
    const text = (await pdfTexts(pdf)).join('\n');
    expect(text).toContain('Letter of Undertaking');
    expect(text).toContain('Siti Aminah');
    expect(text).toContain(`${seat.person.nric.slice(0, 1)}****${seat.person.nric.slice(-4)}`);
    expect(text).not.toContain(seat.person.nric);
    expect(text).toContain(seat.person.email);
    expect(text).toContain(seat.regNo);
    expect(text).toContain('RES Course (Paper 1 & 2)');
    expect(text).toContain('Course');
    // The default text's placeholders are filled with the letter's values.
    expect(text).toMatch(/I, Siti Aminah \([A-Z]\*{4}\d{3}[A-Z]\), undertake/);
    expect(text).toContain('Not yet accepted');
  });

  it("prints the administrator's edited text, and answers 404 for participants without a RES seat", async () => {
    const admin = await ctx.signIn(Role.Administrator);
    const entries = (await admin.get('/admin/configurations/reslou/getall').expect(200)).body.items as {
      id: number;
      name: string;
      isDefault: boolean;
      content: string;
    }[];
    const current = entries.find((entry) => entry.isDefault)!;
    const edited = await admin
      .post('/admin/configurations/reslou/update', {
        id: current.id,
        name: current.name,
        content: '<p>I, {{participantName}}, will attend {{courseCode}} with care. {{unknown}} stays.</p>',
      })
      .expect(200);
    expect(edited.body.id).toBe(current.id);
    const seat = await resSeat(ctx, staff);
    const text = (
      await pdfTexts(await downloadPdf(staff.get(`/admin/participant/${seat.participantId}/res-lou/preview`)))
    ).join(' ');
    expect(text).toMatch(/I, Siti Aminah, will attend OT-[A-Z0-9]+ with care\. \{\{unknown\}\} stays\./);
    await admin
      .post('/admin/configurations/reslou/update', {
        id: current.id,
        name: current.name,
        content: current.content,
      })
      .expect(200);

    const other = await publishedEvent(staff);
    const person = participantInput();
    await registerOnline(await ctx.client(), [{ eventId: other.eventId, participant: person }]).expect(201);
    const [row] = await ctx.sql('select id from participant where email = ?', [person.email]);
    const none = await staff.get(`/admin/participant/${row.id as number}/res-lou/preview`).expect(404);
    expect(none.body.message).toBe('A RES course registration of this participant not found');
    await staff.get('/admin/participant/2000000000/res-lou').expect(404);
  });

  it('e-mails a link, which the participant opens and accepts with their name; the time is recorded', async () => {
    const seat = await resSeat(ctx, staff);
    const sent = await staff
      .post('/admin/resend-new-res-lou-email', { participantId: seat.participantId })
      .expect(200);
    expect(sent.body).toMatchObject({ sendCount: 1, acceptedAt: null });
    const first = await lastResLouLink(ctx, seat.person.email);
    expect(first.link).toMatch(/\/res\/letter-of-undertaking\/[A-Za-z0-9_-]{43}$/);

    // Sending again replaces the link: the first one stops working.
    await staff.post('/admin/resend-new-res-lou-email', { participantId: seat.participantId }).expect(200);
    const second = await lastResLouLink(ctx, seat.person.email);
    expect(second.token).not.toBe(first.token);
    const visitor = await ctx.client();
    await visitor.get(`/res-lou/${first.token}`).expect(404);
    const [stored] = await ctx.sql('select token_hash, send_count from res_lou where participant_id = ?', [
      seat.participantId,
    ]);
    expect(stored.send_count).toBe(2);
    expect(stored.token_hash).not.toContain(second.token);

    const page = await visitor.get(`/res-lou/${second.token}`).expect(200);
    expect(page.body).toMatchObject({
      participantName: 'Siti Aminah',
      courseTitle: 'RES Course (Paper 1 & 2)',
      resKind: 'Course',
      regNo: seat.regNo,
      acceptedAt: null,
    });
    expect(page.body.nric).toMatch(/^[A-Z]\*{4}\d{3}[A-Z]$/);
    expect(page.body.undertaking.join(' ')).toContain('Paper 1 and Paper 2');

    const wrongName = await visitor
      .post(`/res-lou/${second.token}/accept`, { fullName: 'Someone Else', agree: true })
      .expect(400);
    expect(wrongName.body.errors).toEqual({ fullName: ['Type your full name as it appears on the letter'] });
    const unticked = await visitor
      .post(`/res-lou/${second.token}/accept`, { fullName: 'Siti Aminah', agree: false })
      .expect(400);
    expect(unticked.body.errors).toEqual({ agree: ['Tick the box to accept the undertaking'] });

    const before = currentTime().getTime();
    const accepted = await visitor
      .post(`/res-lou/${second.token}/accept`, { fullName: '  siti   AMINAH ', agree: true })
      .expect(200);
    expect(accepted.body.acceptedName).toBe('siti AMINAH');
    const acceptedAt = new Date(accepted.body.acceptedAt).getTime();
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    // Accepting again changes nothing.
    const again = await visitor
      .post(`/res-lou/${second.token}/accept`, { fullName: 'Siti Aminah', agree: true })
      .expect(200);
    expect(again.body.acceptedAt).toBe(accepted.body.acceptedAt);

    const pdf = (await pdfTexts(await downloadPdf(visitor.get(`/res-lou/${second.token}/pdf`)))).join('\n');
    expect(pdf).toContain('Accepted by siti AMINAH on');
    const status = await staff.get(`/admin/participant/${seat.participantId}/res-lou`).expect(200);
    expect(status.body.acceptedAt).toBe(accepted.body.acceptedAt);
    const refused = await staff
      .post('/admin/resend-new-res-lou-email', { participantId: seat.participantId })
      .expect(409);
    expect(refused.body.message).toBe(
      `Siti Aminah accepted the letter of undertaking for ${seat.regNo} already`,
    );
  });

  it('refuses bad input, unknown tokens and readers without the permission', async () => {
    const bad = await staff.post('/admin/resend-new-res-lou-email', { participantId: 'x' }).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['participantId']);
    const visitor = await ctx.client();
    await visitor.get('/res-lou/not-a-token').expect(404);
    await visitor.get(`/res-lou/${'A'.repeat(43)}/pdf`).expect(404);
    await visitor.post(`/res-lou/${'A'.repeat(43)}/accept`, { fullName: 'A', agree: true }).expect(404);
    await visitor.post('/admin/resend-new-res-lou-email', { participantId: 1 }).expect(401);
    const coordinator = await ctx.signIn(Role.Coordinator);
    await coordinator.post('/admin/resend-new-res-lou-email', { participantId: 1 }).expect(403);
    const recruitment = await ctx.signIn(Role.RecruitmentAndTraining);
    await recruitment.get('/admin/participant/1/res-lou/preview').expect(403);
  });
});
