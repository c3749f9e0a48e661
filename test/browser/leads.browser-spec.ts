import { Role } from '@app/core';
import {
  type TestClient,
  participantInput,
  publishedEvent,
  registerOnline,
  uniqueEmail,
  uniqueMobile,
  uniqueNric,
} from '@app/test';
import { BrowserHarness, afterResponse, chooseOption, describeInBrowser, loaded } from '@app/test/browser';
import { pageWidths } from '@app/test/browser-pages';

describeInBrowser('leads and search in the back office', () => {
  let harness: BrowserHarness;
  let baseUrl: string;
  let staffApi: TestClient;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    baseUrl = harness.baseUrl;
    staffApi = await harness.ctx.signIn(Role.Staff);
  });

  afterAll(() => harness?.stop());

  it('takes a RES lead from a visitor on a phone, and staff convert it to the registration they made', () =>
    harness.journey('leads-convert', async (page) => {
      const email = uniqueEmail('lead');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/res/enquiry`);
      const form = page.getByTestId('lead-form');
      await form.waitFor();
      const widths = await pageWidths(page);
      expect(widths.scrollWidth).toBeLessThanOrEqual(widths.innerWidth);
      await form.getByLabel('Name').fill('Lim Wei Jie');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Mobile number').fill('9123 4567');
      await form.getByLabel('What would you like to know?').fill('When does the next RES course start?');
      await afterResponse(page, { method: 'POST', path: '/registration/res/lead/create' }, () =>
        page.getByTestId('lead-submit').click(),
      );
      await page.getByTestId('lead-received').waitFor();

      const { eventId } = await publishedEvent(staffApi);
      const registration = (
        await registerOnline(await harness.ctx.client(), [
          { eventId, participant: participantInput({ email }) },
        ]).expect(201)
      ).body as { id: number; regNo: string };

      await page.setViewportSize({ width: 1366, height: 900 });
      await harness.signIn(page, Role.RecruitmentAndTraining);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Leads').click();
      await page.waitForURL(`${baseUrl}/admin/leads/res`);
      const list = page.getByTestId('lead-list');
      await list.waitFor();
      const search = page.getByPlaceholder('Search by name, e-mail, mobile or company');
      await search.fill(email);
      await afterResponse(
        page,
        { path: '/admin/register/resleads/getbypage', query: { keyword: email } },
        () => search.press('Enter'),
      );
      await loaded(list);
      const row = list.locator('tr', { hasText: email });
      await row.getByText('Lim Wei Jie').waitFor();

      await afterResponse(page, { method: 'POST', path: /\/admin\/register\/leads\/\d+\/status/ }, () =>
        chooseOption(page, row.locator('.ant-select'), 'contacted'),
      );
      await row.getByRole('button', { name: 'Convert' }).click();
      const convert = page.getByTestId('convert-lead-form');
      await convert.getByTestId('convert-registration-id').fill(String(registration.id));
      await afterResponse(page, { method: 'POST', path: /\/admin\/register\/leads\/\d+\/convert/ }, () =>
        page.getByTestId('convert-lead-save').click(),
      );
      await row.getByRole('link', { name: registration.regNo }).waitFor();
      await row.getByText('converted').waitFor();
    }));

  it('lets staff search by NRIC and open the participant found', () =>
    harness.journey('search-nric', async (page) => {
      const nric = uniqueNric();
      const { eventId } = await publishedEvent(staffApi);
      await registerOnline(await harness.ctx.client(), [
        {
          eventId,
          participant: participantInput({
            firstName: 'Nadia',
            lastName: 'Rahman',
            nric,
            mobileNo: uniqueMobile(),
          }),
        },
      ]).expect(201);

      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Search').click();
      await page.waitForURL(`${baseUrl}/admin/search`);
      await chooseOption(page, page.getByTestId('search-type'), 'NRIC');
      const keyword = page.getByTestId('search-keyword').locator('input');
      await keyword.fill(nric.toLowerCase());
      await afterResponse(
        page,
        { path: '/admin/register/search/filter', query: { searchType: 'NRIC' } },
        () => keyword.press('Enter'),
      );
      const participants = page.getByTestId('search-participants');
      await participants.getByText(nric).waitFor();
      await page.getByTestId('search-registrations').getByRole('link').first().waitFor();
      await participants.getByRole('link', { name: 'Nadia Rahman' }).click();
      await page.waitForURL(/\/admin\/people\/participants\/\d+$/);
      expect(new URL(page.url()).pathname).toMatch(/^\/admin\/people\/participants\/\d+$/);
    }));
});
