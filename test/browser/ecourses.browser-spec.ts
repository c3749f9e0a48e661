import { type Page } from 'playwright-core';
import { Role } from '@app/core';
import { TEST_PASSWORD } from '@app/test';
import { BrowserHarness, chooseOption, describeInBrowser } from '@app/test/browser';

describeInBrowser('e-courses in the catalog', () => {
  let harness: BrowserHarness;
  const courseCode = `ECB-${Date.now() % 100000}`;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    const [type] = (await harness.ctx.orm.em
      .fork()
      .getConnection()
      .execute(`select id from course_type where code = '70' limit 1`)) as { id: number }[];
    const coordinator = await harness.ctx.newUser(Role.Coordinator);
    const api = await (await harness.ctx.client()).signIn(coordinator.email, TEST_PASSWORD);
    await api
      .multipart('/admin/course/create')
      .field(
        'data',
        JSON.stringify({
          code: courseCode,
          title: 'Digital Listings',
          courseTypeId: type.id,
          feeCents: 12_000,
          validityMonths: 12,
        }),
      )
      .expect(201);
  });

  afterAll(() => harness?.stop());

  const moduleTitles = (page: Page) =>
    page.getByTestId('ecourse-modules').locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();

  it('lets a coordinator create an e-course with two modules, find it, and edit it to add a third', () =>
    harness.journey('ecourse-create-edit', async (page) => {
      const base = harness.baseUrl;
      await harness.signIn(page, Role.Coordinator);
      await page.waitForURL(`${base}/admin`);

      await page.getByTestId('admin-menu').getByText('E-courses').click();
      await page.waitForURL(`${base}/admin/catalog/e-courses`);
      await page.getByTestId('ecourse-list').waitFor();
      expect(await page.title()).toMatch(/^E-courses \|/);
      await page.getByTestId('new-ecourse').click();
      await page.waitForURL(`${base}/admin/catalog/e-courses/create`);
      await page.getByTestId('ecourse-form').waitFor();
      expect(await page.title()).toMatch(/^E-courses Create/);

      await chooseOption(page, 'courseId', courseCode);
      await page.fill('#title', 'Listing photos online');
      await page.fill('#contentId', `scorm-${courseCode}`);
      await page.fill('#accessDays', '30');
      await page.fill('#modules_0_title', 'Photos that sell');
      await page.fill('#modules_0_durationMinutes', '30');
      await page.getByTestId('add-module').click();
      await page.fill('#modules_1_title', 'Writing the listing');
      await page.fill('#modules_1_durationMinutes', '45');
      await page.getByTestId('modules-total').filter({ hasText: 'Total 1 h 15 min' }).waitFor();
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/admin\/catalog\/e-courses\/\d+$/);
      const viewUrl = page.url();

      await page.goto(`${base}/admin/catalog/e-courses?keyword=${encodeURIComponent('Listing photos')}`);
      const list = page.getByTestId('ecourse-list');
      await list.getByRole('link', { name: 'Listing photos online' }).click();
      await page.waitForURL(viewUrl);
      await page.getByTestId('ecourse-view').waitFor();
      expect(await page.title()).toMatch(/^E-courses View/);
      await page.getByTestId('ecourse-modules-total').filter({ hasText: '75' }).waitFor();
      expect(await moduleTitles(page)).toEqual(['Photos that sell', 'Writing the listing']);
      await page.getByTestId('ecourse-progress').getByText('No results').waitFor();

      await page.getByTestId('ecourse-actions').getByRole('button', { name: 'Edit' }).click();
      await page.waitForURL(`${viewUrl}/edit`);
      await page.getByTestId('ecourse-form').waitFor();
      expect(await page.inputValue('#modules_1_title')).toBe('Writing the listing');
      await page.getByTestId('add-module').click();
      await page.fill('#modules_2_title', 'Pricing it right');
      await page.fill('#modules_2_durationMinutes', '20');
      // The new module goes second; the saved ones keep their ids wherever they sit.
      await page.getByTestId('module-3-up').click();
      expect(await page.inputValue('#modules_1_title')).toBe('Pricing it right');
      await page.getByTestId('save-button').click();
      await page.waitForURL(viewUrl);

      await page.getByTestId('ecourse-modules-total').filter({ hasText: '95' }).waitFor();
      expect(await moduleTitles(page)).toEqual([
        'Photos that sell',
        'Pricing it right',
        'Writing the listing',
      ]);
      expect(await page.getByTestId('ecourse-total').innerText()).toBe('1 h 35 min');
    }));
});
