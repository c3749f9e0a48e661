import { type AddressInfo } from 'node:net';
import { type Browser, type Page } from 'playwright-core';
import { Role, type User } from '@app/core';
import { TEST_PASSWORD, TestContext } from '@app/test';
import { describeInBrowser, launchBrowser, screenshotOnFailure } from '@app/test/browser';

describeInBrowser('signing in to the back office', () => {
  let ctx: TestContext;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    ctx = await TestContext.create();
    await ctx.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(ctx.server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await ctx?.close();
  });

  const journey = async (name: string, steps: (page: Page) => Promise<void>) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await screenshotOnFailure(page, name, () => steps(page));
    } finally {
      await context.close();
    }
  };

  const signIn = async (page: Page, user: User) => {
    await page.goto(`${baseUrl}/login`);
    await page.fill('#email', user.email);
    await page.fill('#password', TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  it('shows an administrator the back-office layout and menu', () =>
    journey('admin-back-office', async (page) => {
      const admin = await ctx.newUser(Role.Administrator, { firstName: 'Aisha' });
      await signIn(page, admin);
      await page.waitForURL(`${baseUrl}/admin`);
      const menu = page.getByTestId('admin-menu');
      await menu.waitFor();
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
        'Dashboard',
        'Mail outbox',
        'Configuration',
      ]);
      expect(await page.getByTestId('admin-user-role').innerText()).toBe('Administrator');
      expect(await page.getByTestId('dashboard-welcome').innerText()).toContain('Welcome, Aisha');

      await menu.getByText('Mail outbox').click();
      await page.waitForURL(`${baseUrl}/admin/mail-outbox`);
      await menu.locator('a.active', { hasText: 'Mail outbox' }).waitFor();
      expect(await menu.locator('a.active').allInnerTexts()).toEqual(['Mail outbox']);
      await page.getByTestId('list-range').filter({ hasText: 'No results' }).waitFor();
      expect(await page.title()).toMatch(/^Mail outbox/);
    }));

  it('pages through a list with the pagination widget, keeping the page in the URL', () =>
    journey('outbox-paging', async (page) => {
      const admin = await ctx.newUser(Role.Administrator);
      const api = await (await ctx.client()).signIn(admin.email, TEST_PASSWORD);
      for (let index = 1; index <= 25; index++) {
        await api
          .post('/admin/mail/test', { to: `reader${String(index).padStart(2, '0')}@example.com` })
          .expect(202);
      }
      await signIn(page, admin);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.goto(`${baseUrl}/admin/mail-outbox?sort=to`);
      const range = page.getByTestId('list-range');
      await range.filter({ hasText: /^1.20 of 25$/ }).waitFor();
      await page.getByTestId('pagination').getByRole('button', { name: 'Next' }).click();
      await page.waitForURL(/page=2/);
      await range.filter({ hasText: /^21.25 of 25$/ }).waitFor();
      await page.getByText('reader21@example.com', { exact: true }).waitFor();
      expect(await page.getByText('reader01@example.com', { exact: true }).count()).toBe(0);
      await page.getByTestId('pagination').getByRole('button', { name: 'First' }).click();
      await page.waitForURL((url) => !url.searchParams.has('page') || url.searchParams.get('page') === '1');
    }));

  it('gives a participant no back-office menu', () =>
    journey('participant-no-back-office', async (page) => {
      const participant = await ctx.newUser(Role.Participant);
      await signIn(page, participant);
      await page.waitForURL(`${baseUrl}/`);
      await page.getByTestId('user-menu').waitFor();
      expect(await page.getByTestId('admin-menu').count()).toBe(0);
      expect(await page.getByTestId('public-header').getByText('Back office').count()).toBe(0);

      await page.goto(`${baseUrl}/admin`);
      await page.getByText('You do not have access to the back office').waitFor();
      expect(await page.getByTestId('admin-menu').count()).toBe(0);
    }));

  it('keeps a wrong password on the login page with the server’s message', () =>
    journey('wrong-password', async (page) => {
      const staff = await ctx.newUser(Role.Staff);
      await page.goto(`${baseUrl}/login`);
      await page.fill('#email', staff.email);
      await page.fill('#password', 'not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByTestId('login-error').filter({ hasText: 'Invalid email or password' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    }));
});
