import { currentTime, Role, singaporeDate } from '@app/core';
import { type TestClient, TestContext } from '@app/test';

describe('public reads of the configuration', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
    visitor = await ctx.client();
  });

  afterAll(() => ctx.close());

  const daysFromToday = (days: number) =>
    singaporeDate(new Date(currentTime().getTime() + days * 86_400_000));

  it('gives the default GST rate, and the rate in force on a supply date', async () => {
    const current = await visitor.get('/gst/get').expect(200);
    expect(current.body).toEqual({
      ratePercent: 9,
      name: 'GST 9%',
      effectiveFrom: '2024-01-01',
      effectiveTo: null,
    });
    const rateOn = async (date: string) =>
      (await visitor.get(`/gst/get?date=${date}`).expect(200)).body.ratePercent;
    expect(await rateOn('2022-12-31')).toBe(7);
    expect(await rateOn('2023-01-01')).toBe(8);
    expect(await rateOn('2023-12-31')).toBe(8);
    expect(await rateOn('2024-01-01')).toBe(9);
    await visitor.get('/gst/get?date=1999-01-01').expect(404);
    const bad = await visitor.get('/gst/get?date=tomorrow').expect(400);
    expect(bad.body.errors.date).toEqual(['date must be a date (YYYY-MM-DD)']);
  });

  it('follows the default when staff switch it', async () => {
    const created = await staff
      .post('/admin/configurations/taxes/update', {
        name: 'GST 10%',
        ratePercent: 10,
        effectiveFrom: '2030-01-01',
      })
      .expect(200);
    expect(created.body.isDefault).toBe(false);
    await staff.post(`/admin/configurations/tax/updatedefault/${created.body.id}`).expect(200);
    expect((await visitor.get('/gst/get').expect(200)).body.ratePercent).toBe(10);
    const previous = await staff.get('/admin/configurations/taxes/getall?keyword=GST%209').expect(200);
    await staff.post(`/admin/configurations/tax/updatedefault/${previous.body.items[0].id}`).expect(200);
    expect((await visitor.get('/gst/get').expect(200)).body.ratePercent).toBe(9);
  });

  it('shows the default announcement only within its dates', async () => {
    expect((await visitor.get('/announcement/get').expect(200)).body).toEqual({ announcement: null });
    const created = await staff
      .post('/admin/configurations/announcement/update', {
        name: 'Holiday closure',
        content: '<p>Closed on <strong>25 December</strong>.</p>',
        startsOn: daysFromToday(-1),
        endsOn: daysFromToday(1),
      })
      .expect(200);
    expect(created.body.isDefault).toBe(true);
    expect((await visitor.get('/announcement/get').expect(200)).body.announcement).toMatchObject({
      title: 'Holiday closure',
      content: '<p>Closed on <strong>25 December</strong>.</p>',
    });
    await staff
      .post('/admin/configurations/announcement/update', {
        id: created.body.id,
        name: 'Holiday closure',
        content: '<p>Closed.</p>',
        startsOn: daysFromToday(-5),
        endsOn: daysFromToday(-1),
      })
      .expect(200);
    expect((await visitor.get('/announcement/get').expect(200)).body).toEqual({ announcement: null });
  });

  it('serves the bundle promo and its two switches', async () => {
    expect((await visitor.get('/bundlepromo/get').expect(200)).body).toEqual({ bundlePromo: null });
    await staff
      .post('/admin/configurations/bundlepromosetting/update', {
        name: 'Bundle deal',
        bundle2Enabled: true,
        bundle2DiscountCents: 2000,
        bundle3Enabled: false,
        bundle3DiscountCents: 4500,
      })
      .expect(200);
    expect((await visitor.get('/bundlepromo/get').expect(200)).body.bundlePromo).toEqual({
      name: 'Bundle deal',
      bundle2: { enabled: true, discountCents: 2000 },
      bundle3: { enabled: false, discountCents: 4500 },
    });
    const flipped = await staff
      .post('/admin/configurations/bundlepromosetting/updatebundle2status')
      .expect(200);
    expect(flipped.body.bundle2Enabled).toBe(false);
    const set = await staff
      .post('/admin/configurations/bundlepromosetting/updatebundle3status', { enabled: true })
      .expect(200);
    expect(set.body.bundle3Enabled).toBe(true);
    expect((await visitor.get('/bundlepromo/get').expect(200)).body.bundlePromo).toMatchObject({
      bundle2: { enabled: false },
      bundle3: { enabled: true },
    });
    const coordinator = await ctx.signIn(Role.Coordinator);
    await coordinator.post('/admin/configurations/bundlepromosetting/updatebundle2status').expect(403);
  });

  it('serves the minimum-spend discount while it runs', async () => {
    expect((await visitor.get('/discountpromo/get').expect(200)).body).toEqual({ discountPromo: null });
    await staff
      .post('/admin/configurations/minspendingdiscountpromosetting/update', {
        name: 'Spend 500 save 50',
        minSpendCents: 50_000,
        discountCents: 5_000,
        startsOn: daysFromToday(0),
      })
      .expect(200);
    expect((await visitor.get('/discountpromo/get').expect(200)).body.discountPromo).toEqual({
      name: 'Spend 500 save 50',
      minSpendCents: 50_000,
      discountCents: 5_000,
      startsOn: daysFromToday(0),
      endsOn: null,
    });
  });

  it('records browser error reports, validated and rate-limited', async () => {
    await visitor
      .post('/record-debug-log', { level: 'error', message: 'Chunk failed', url: '/admin' })
      .expect(204);
    const bad = await visitor.post('/record-debug-log', { level: 'panic', message: 'x' }).expect(400);
    expect(bad.body.errors.level).toBeDefined();
    const flood = await ctx.client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push(
        (await flood.post('/record-debug-log', { level: 'warn', message: `n${attempt}` })).status,
      );
    }
    // The visitor above shares this client's address: whatever it used counts too.
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(30);
  });
});
