import { type Page } from 'playwright-core';
import { seedDemoData } from '@app/api/demo/seed-demo-data';
import { type DemoLogin, demoLogins } from '@app/api/demo/demo-users';
import { BrowserHarness, afterResponse, describeInBrowser } from '@app/test/browser';
import { recordConsoleErrors } from '@app/test/browser-pages';

/** What each login's home screen must show once the demo academy is there: its role's real work. */
const homeShowsWork = async (page: Page, login: DemoLogin): Promise<void> => {
  const path = new URL(page.url()).pathname;
  if (path === '/profile') {
    // The participant: their classes (past, today, ahead) and their payments with documents.
    await page.getByTestId('my-classes').getByTestId('class-title').first().waitFor();
    await page.getByTestId('my-payments').getByTestId('invoice-link').first().waitFor();
    await page.getByTestId('my-payments').getByTestId('receipt-link').first().waitFor();
    expect(await page.getByTestId('no-profile').count()).toBe(0);
    return;
  }
  expect([login.role, path]).toEqual([login.role, '/admin']);
  const upcoming = page.getByTestId('upcoming-events');
  await upcoming.waitFor();
  await page.getByTestId('count-upcoming').waitFor();
  expect(await upcoming.getByText('No upcoming events').count()).toBe(0);
  const count = await page.getByTestId('count-upcoming').innerText();
  expect([login.role, Number(count.replace(/\D+/g, '')) > 0]).toEqual([login.role, true]);
};

describeInBrowser('demo logins on the demo academy', () => {
  let harness: BrowserHarness;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    await seedDemoData(harness.ctx.app, { academy: true });
  }, 240_000);

  afterAll(() => harness?.stop());

  it.each(demoLogins().map((login) => [login.role, login] as const))(
    '%s signs in and reaches a home screen with work on it',
    (_role, login) =>
      harness.journey(`demo-login-${login.email}`, async (page) => {
        const errors = recordConsoleErrors(page);
        await afterResponse(page, { method: 'GET', path: '/me' }, () =>
          page.goto(`${harness.baseUrl}/login`),
        );
        await page.fill('#email', login.email);
        await page.fill('#password', login.password);
        const answer = await afterResponse(page, { method: 'POST', path: '/login' }, () =>
          page.getByRole('button', { name: 'Sign in' }).click(),
        );
        expect(answer.status()).toBe(200);
        await page.waitForURL((url) => url.pathname !== '/login');
        await homeShowsWork(page, login);
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
      }),
  );
});
