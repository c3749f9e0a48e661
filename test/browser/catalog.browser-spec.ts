import { currentTime, Role, singaporeDate } from '@app/core';
import { TEST_PASSWORD, type TestClient, lookupIds } from '@app/test';
import { BrowserHarness, chooseOption, describeInBrowser } from '@app/test/browser';

describeInBrowser('the catalog from course to public listing', () => {
  let harness: BrowserHarness;
  let api: TestClient;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    const staff = await harness.ctx.newUser(Role.Staff);
    api = await (await harness.ctx.client()).signIn(staff.email, TEST_PASSWORD);
    await api
      .post('/admin/configurations/venues/update', {
        name: 'Orchard Hub',
        address: '1 Orchard Rd',
        postalCode: '238801',
        capacity: 80,
      })
      .expect(200);
  });

  afterAll(() => harness?.stop());

  it('lets a coordinator create a course and an event with two sessions that the public then sees', () =>
    harness.journey('catalog-course-event-public', async (page) => {
      const base = harness.baseUrl;
      await harness.signIn(page, Role.Coordinator);
      await page.waitForURL(`${base}/admin`);

      await page.goto(`${base}/admin/catalog/courses/create`);
      await page.getByTestId('course-form').waitFor();
      await page.fill('#code', 'PTB-01');
      await chooseOption(page, 'courseTypeId', 'OTHER TRAININGS');
      await page.fill('#title', 'Property Tax Basics');
      await page.fill('#feeCents', '250');
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/admin\/catalog\/courses\/\d+$/);

      await page.goto(`${base}/admin/catalog/events/create`);
      await page.getByTestId('event-form').waitFor();
      await chooseOption(page, 'courseId', 'PTB-01');
      await chooseOption(page, 'venueId', 'Orchard Hub');
      await page.fill('#capacity', '20');
      await page.getByTestId('add-session').click();
      await page.getByTestId('add-session').click();
      const day = (offset: number) => singaporeDate(new Date(currentTime().getTime() + offset * 86_400_000));
      await page.fill('#sessions_0_startsAt', `${day(7)}T09:00`);
      await page.fill('#sessions_0_endsAt', `${day(7)}T12:00`);
      await page.fill('#sessions_1_startsAt', `${day(8)}T14:00`);
      await page.fill('#sessions_1_endsAt', `${day(8)}T13:00`);
      await page.click('#published');
      await page.getByTestId('save-button').click();
      await page
        .locator('.ant-form-item-explain-error', {
          hasText: 'Session time schedule: the end time must be greater than the start time',
        })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/catalog/events/create');

      await page.fill('#sessions_1_endsAt', `${day(8)}T17:00`);
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/admin\/catalog\/events\/\d+$/);
      await page.getByTestId('event-sessions').locator('tbody tr.ant-table-row').nth(1).waitFor();
      expect(await page.getByTestId('event-sessions').locator('tbody tr.ant-table-row').count()).toBe(2);

      const visitor = await page.context().browser()!.newContext();
      const publicPage = await visitor.newPage();
      await publicPage.goto(`${base}/courses/upcoming`);
      await publicPage.getByTestId('upcoming-tabs').getByRole('tab', { name: 'Others' }).click();
      await publicPage.getByTestId('upcoming-event').filter({ hasText: 'Property Tax Basics' }).waitFor();
      await visitor.close();
    }));

  it('offers the RES paper only for a RES revision course’s event, and the public RES revision page shows it', () =>
    harness.journey('catalog-res-revision-paper', async (page) => {
      const base = harness.baseUrl;
      const [types, kinds] = await Promise.all([lookupIds(api, 'coursetypes'), lookupIds(api, 'restypes')]);
      await api
        .multipart('/admin/course/create')
        .field(
          'data',
          JSON.stringify({
            code: 'RES-REV-P',
            title: 'RES Revision Evenings',
            courseTypeId: types['10'],
            resTypeId: kinds.REVISION,
            feeCents: 32_700,
          }),
        )
        .expect(201);
      await harness.signIn(page, Role.Coordinator);
      await page.waitForURL(`${base}/admin`);
      await page.goto(`${base}/admin/catalog/events/create`);
      await page.getByTestId('event-form').waitFor();
      await chooseOption(page, 'courseId', 'PTB-01');
      expect(await page.locator('#resPaperId').count()).toBe(0);
      await chooseOption(page, 'courseId', 'RES-REV-P');
      await chooseOption(page, 'resPaperId', 'Paper 1');
      await chooseOption(page, 'venueId', 'Orchard Hub');
      await page.fill('#capacity', '30');
      await page.getByTestId('add-session').click();
      const day = singaporeDate(new Date(currentTime().getTime() + 9 * 86_400_000));
      await page.fill('#sessions_0_startsAt', `${day}T19:00`);
      await page.fill('#sessions_0_endsAt', `${day}T22:00`);
      await page.click('#published');
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/admin\/catalog\/events\/\d+$/);
      await page
        .locator('.ant-descriptions-item')
        .filter({ hasText: 'RES paper' })
        .filter({ hasText: 'Paper 1' })
        .waitFor();

      await page.goto(`${base}/courses/res-revision`);
      await page
        .getByTestId('public-event')
        .filter({ hasText: 'RES Revision Evenings' })
        .getByTestId('res-paper')
        .filter({ hasText: 'Revision · Paper 1' })
        .waitFor();
    }));
});
