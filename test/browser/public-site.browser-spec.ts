import { type Browser, type Page } from 'playwright-core';
import { Role } from '@app/core';
import {
  TEST_PASSWORD,
  type TestClient,
  eventWithSeats,
  lookupIds,
  publishedEvent,
  uniqueCeaNo,
  uniqueNric,
} from '@app/test';
import { BrowserHarness, describeInBrowser } from '@app/test/browser';
import { sentResLou } from '@app/test/res-samples';
import {
  concretePaths,
  countRequests,
  openPage,
  pageWidths,
  recordConsoleErrors,
} from '@app/test/browser-pages';

// The frontend is another package (ES modules, bundler resolution): Jest loads it, this tsconfig does not.
const { publicScreenPaths } = jest.requireActual<{ publicScreenPaths: readonly string[] }>(
  '../../frontend/src/public/publicScreenPaths',
);
const { courseFamilyPages } = jest.requireActual<{ courseFamilyPages: readonly { slug: string }[] }>(
  '../../frontend/src/features/registration/courseFamilyPages',
);

const PHONE = { width: 390, height: 844 };

/** The header's visible links and buttons, with their height: each must be a 44 px tap target. */
const headerTargets = (page: Page): Promise<{ name: string; height: number }[]> =>
  page.evaluate(`[...document.querySelectorAll('[data-testid="public-header"] a, [data-testid="public-header"] button')]
    .filter((element) => element.getClientRects().length > 0)
    .map((element) => ({
      name: element.getAttribute('aria-label') || element.textContent.trim(),
      height: Math.round(element.getBoundingClientRect().height),
    }))`);

describeInBrowser('the public site on a phone, and for a visitor', () => {
  let harness: BrowserHarness;
  let browser: Browser;
  let baseUrl: string;
  let staffApi: TestClient;
  let cpd: { eventId: number; title: string };
  let attendanceCode: string;
  let louToken: string;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    ({ browser, baseUrl } = harness);
    const staff = await harness.ctx.newUser(Role.Staff);
    staffApi = await (await harness.ctx.client()).signIn(staff.email, TEST_PASSWORD);
    const first = async (list: string) => Object.values(await lookupIds(staffApi, list))[0];
    // Only a CPD class and other trainings: no RES class, so the upcoming list must not open on RES.
    cpd = await publishedEvent(staffApi, {
      typeCode: '20',
      title: `Ethics and the Estate Agents Act, with a long title that must wrap on a phone ${Date.now()}`,
      course: {
        cpdTypeId: await first('cpdtypes'),
        cpdCategoryId: await first('cpdcategories'),
        cpdLevelId: await first('cpdlevels'),
        cpdHours: 3,
      },
    });
    const seated = await eventWithSeats(harness.ctx, staffApi, { seats: 1 });
    attendanceCode = seated.seats[0].attendanceCode;
    // The letter-of-undertaking page needs a letter; its RES class is then unpublished, so that no
    // public list shows a RES class (see above).
    const lou = await sentResLou(harness.ctx, staffApi);
    louToken = lou.token;
    await harness.ctx.sql('update event set published = false where id = ?', [lou.eventId]);
  });

  afterAll(() => harness?.stop());

  const phone = async (steps: (page: Page) => Promise<void>) => {
    // A desktop window of a phone's width: a mobile viewport would widen itself to fit a page too wide.
    const context = await browser.newContext({ viewport: PHONE });
    try {
      await steps(await context.newPage());
    } finally {
      await context.close();
    }
  };

  it(
    'fits every public page into a 390 px phone, header tap targets 44 px tall, with a quiet console',
    () =>
      phone(async (page) => {
        const errors = recordConsoleErrors(page);
        const meRequests = countRequests(page, '/me');
        const paths = concretePaths(publicScreenPaths, {
          family: courseFamilyPages.map((family) => family.slug),
          code: [attendanceCode],
          token: [louToken],
        });
        const overflowing: string[] = [];
        const smallTargets: string[] = [];
        const askedAgain: string[] = [];
        for (const path of [...paths, `/registration/step/1?eventId=${cpd.eventId}`]) {
          const asked = meRequests();
          await openPage(page, `${baseUrl}${path}`);
          await page.getByTestId('public-header').waitFor();
          // A visitor's "nobody is signed in" is an answer: asked once per page load, not again by each part.
          if (meRequests() - asked > 1) askedAgain.push(`${path}: ${meRequests() - asked} times`);
          const { scrollWidth, innerWidth } = await pageWidths(page);
          expect(innerWidth).toBe(PHONE.width);
          if (scrollWidth > innerWidth) overflowing.push(`${path}: ${scrollWidth} px wide`);
          const targets = await headerTargets(page);
          expect({ path, targets: targets.map((target) => target.name) }).toEqual({
            path,
            targets: expect.arrayContaining(['Menu', expect.stringMatching(/^Registration cart/)]),
          });
          for (const target of targets) {
            if (target.height < 44) smallTargets.push(`${path}: ${target.name} is ${target.height} px tall`);
          }
        }
        expect(overflowing).toEqual([]);
        expect(smallTargets).toEqual([]);
        expect(errors).toEqual([]);
        expect(askedAgain).toEqual([]);
      }),
    180_000,
  );

  it('folds the pages and the account links into a menu, and asks who is signed in once per visit', () =>
    phone(async (page) => {
      const errors = recordConsoleErrors(page);
      const meRequests = countRequests(page, '/me');
      await openPage(page, baseUrl);
      expect(await page.getByTestId('public-header').getByTestId('sign-in-link').isVisible()).toBe(false);
      await page.getByTestId('site-menu-button').click();
      const menu = page.getByTestId('site-menu');
      await menu.getByTestId('menu-sign-up-link').waitFor();
      await menu.getByTestId('menu-sign-in-link').waitFor();
      await menu.getByRole('link', { name: 'Courses' }).click();
      await page.waitForURL(`${baseUrl}/courses/upcoming`);
      await menu.waitFor({ state: 'hidden' });

      // The footer's pages, with the provider's own details.
      await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy policy' }).click();
      await page.waitForURL(`${baseUrl}/privacy`);
      const privacy = page.getByTestId('info-privacy');
      await privacy.getByText('Personal Data Protection Act').waitFor();
      expect(await privacy.innerText()).toContain(harness.ctx.config.provider.name);
      expect(await privacy.innerText()).toContain(harness.ctx.config.provider.email);
      for (const [link, testId] of [
        ['Terms of use', 'info-terms'],
        ['About us', 'info-about'],
        ['FAQs', 'info-faqs'],
        ['Articles', 'articles'],
      ]) {
        await page.getByTestId('site-footer').getByRole('link', { name: link }).click();
        await page.getByTestId(testId).waitFor();
      }
      expect(meRequests()).toBe(1);
      expect(errors).toEqual([]);
    }));

  it('opens the upcoming courses on the first family that has classes', () =>
    harness.journey('upcoming-first-family', async (page) => {
      await openPage(page, `${baseUrl}/courses/upcoming`);
      const tabs = page.getByTestId('upcoming-tabs');
      expect(await tabs.locator('.ant-tabs-tab-active').innerText()).toBe('CPD');
      await page.getByTestId('upcoming-event').filter({ hasText: cpd.title }).waitFor();
      // A family the visitor picks is kept in the address.
      await tabs.getByRole('tab', { name: 'RES' }).click();
      await page.waitForURL(`${baseUrl}/courses/upcoming?tab=res`);
      await page.getByTestId('upcoming-empty').waitFor();
      await page.reload();
      expect(await tabs.locator('.ant-tabs-tab-active').innerText()).toBe('RES');
    }));

  it('marks what a CPD class needs of its participant in step 2, words a refusal for the step, and offers only the payment methods set up', () =>
    harness.journey('registration-cpd-details', async (page) => {
      await openPage(page, `${baseUrl}/courses/upcoming`);
      await page
        .getByTestId('upcoming-event')
        .filter({ hasText: cpd.title })
        .getByRole('button', { name: 'Register' })
        .click();
      await page.waitForURL(`${baseUrl}/registration/step/1?eventId=${cpd.eventId}`);
      await page.getByTestId('chosen-event').getByTestId('in-cart').waitFor();
      await page.getByTestId('continue-button').click();

      await page.waitForURL(`${baseUrl}/registration/step/2`);
      const form = page.getByTestId('participant-form');
      const requiredLabel = (field: string) =>
        form.locator(`label.ant-form-item-required[for="participant-0_${field}"]`);
      await requiredLabel('nric').waitFor();
      await requiredLabel('ceaRegNo').waitFor();
      expect(await requiredLabel('dateOfBirth').count()).toBe(0);
      expect(await form.innerText()).not.toContain('You sign in with this e-mail');

      await page.fill('#participant-0_firstName', 'Wei Ling');
      await page.fill('#participant-0_lastName', 'Goh');
      await page.fill('#participant-0_email', `wei-ling-${Date.now()}@example.com`);
      await page.fill('#participant-0_mobileNo', '91234567');
      await page.getByTestId('continue-button').click();
      await form.locator('.ant-form-item-explain-error', { hasText: 'NRIC/FIN is required' }).waitFor();
      await form.locator('.ant-form-item-explain-error', { hasText: 'CEA' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/registration/step/2');

      // A NRIC/FIN the server refuses (bad checksum): the step's own words, not a sign-up's.
      await page.fill('#participant-0_nric', 'S1234567A');
      await page.fill('#participant-0_ceaRegNo', uniqueCeaNo());
      await page.getByTestId('continue-button').click();
      const problem = page.getByTestId('form-error');
      await problem.waitFor();
      expect(await problem.innerText()).toContain('Please check the participants’ details');
      expect(await problem.innerText()).not.toContain('Error saving profile');

      // With the details right, step 3 offers only what the server takes: here PayNow, no card, no PayPal.
      await page.fill('#participant-0_nric', uniqueNric());
      await page.getByTestId('continue-button').click();
      await page.waitForURL(`${baseUrl}/registration/step/3`);
      const methods = page.getByTestId('payment-method');
      await methods.getByTestId('payment-method-paynow').waitFor();
      expect(await methods.getByRole('radio').count()).toBe(1);
      expect(await methods.getByRole('radio').isChecked()).toBe(true);
    }));
});
