import { type Page, type Response } from 'playwright-core';
import { Role, singaporeDate } from '@app/core';
import { TEST_PASSWORD, lookupIds, publishedEvent } from '@app/test';
import { BrowserHarness, describeInBrowser } from '@app/test/browser';
import { openPage } from '@app/test/browser-pages';

/** What antd leaves in the page once it renders: its class names and the style tags it writes. */
const antdInPage = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      document.querySelectorAll(
        '[class^="ant-"], [class*=" ant-"], style[data-rc-order], style[data-css-hash]',
      ).length,
  );

describeInBrowser('the home page', () => {
  let harness: BrowserHarness;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
  });

  afterAll(() => harness?.stop());

  it('shows the default announcement while its dates include today', () =>
    harness.journey('home-announcement', async (page) => {
      const staff = await harness.ctx.newUser(Role.Staff);
      const api = await (await harness.ctx.client()).signIn(staff.email, TEST_PASSWORD);
      const today = singaporeDate();
      const saved = await api
        .post('/admin/configurations/announcement/update', {
          name: 'Closed on Deepavali',
          content: '<p>Our office is <strong>closed</strong> on 8 November.</p>',
          startsOn: today,
          endsOn: today,
        })
        .expect(200);
      await api
        .post(`/admin/configurations/announcement/updatedefault/${saved.body.id as number}`, {})
        .expect(200);

      await page.goto(harness.baseUrl);
      const banner = page.getByTestId('announcement');
      await banner.getByText('Closed on Deepavali').waitFor();
      expect(await banner.locator('strong').innerText()).toBe('closed');
    }));

  it('arrives compressed and renders without antd; the next page brings antd', () =>
    harness.journey('home-compressed', async (page) => {
      const responses: Response[] = [];
      page.on('response', (response) => {
        if (['document', 'script', 'stylesheet', 'fetch'].includes(response.request().resourceType())) {
          responses.push(response);
        }
      });
      await openPage(page, harness.baseUrl);
      await page.getByRole('link', { name: 'See classes' }).first().waitFor();
      const uncompressed: string[] = [];
      for (const response of responses) {
        const encoding = (await response.allHeaders())['content-encoding'] ?? 'identity';
        const bytes = (await response.body()).length;
        // compression() leaves a body under 1 KB as it is: compressing it would save nothing.
        if (!['br', 'gzip'].includes(encoding) && bytes >= 1024) {
          uncompressed.push(`${response.url()}: ${bytes} bytes, ${encoding}`);
        }
      }
      expect(
        responses.filter((response) => response.request().resourceType() === 'script').length,
      ).toBeGreaterThan(1);
      expect(uncompressed).toEqual([]);
      expect(await antdInPage(page)).toBe(0);

      await page.getByTestId('public-header').getByRole('link', { name: 'Courses' }).click();
      await page.getByTestId('upcoming-tabs').waitFor();
      expect(await antdInPage(page)).toBeGreaterThan(0);
    }));

  it('offers course information on the CPD page', () =>
    harness.journey('cpd-course-info', async (page) => {
      const staff = await harness.ctx.newUser(Role.Staff);
      const api = await (await harness.ctx.client()).signIn(staff.email, TEST_PASSWORD);
      const first = async (list: string) => Object.values(await lookupIds(api, list))[0];
      const { title } = await publishedEvent(api, {
        typeCode: '20',
        course: {
          cpdTypeId: await first('cpdtypes'),
          cpdCategoryId: await first('cpdcategories'),
          cpdLevelId: await first('cpdlevels'),
          cpdHours: 4,
          description: '<p>Ethics in <em>practice</em></p>',
        },
      });
      await page.goto(`${harness.baseUrl}/courses/cpd`);
      const card = page.getByTestId('event-list').locator('.ant-card', { hasText: title });
      await card.getByTestId('course-info-button').click();
      const info = page.getByTestId('course-info');
      await info.getByText('Ethics in').waitFor();
      expect(await info.locator('em').innerText()).toBe('practice');
      await info.getByText('CPD hours').waitFor();
    }));
});
