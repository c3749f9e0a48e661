import { type Page } from 'playwright-core';
import { Role } from '@app/core';
import { TEST_PASSWORD } from '@app/test';
import { BrowserHarness, describeInBrowser } from '@app/test/browser';

describeInBrowser('signing in to the back office', () => {
  let harness: BrowserHarness;
  let baseUrl: string;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    baseUrl = harness.baseUrl;
  });

  afterAll(() => harness?.stop());

  const journey = (name: string, steps: (page: Page) => Promise<void>) => harness.journey(name, steps);

  it('shows an administrator the back-office layout and menu', () =>
    journey('admin-back-office', async (page) => {
      const admin = await harness.ctx.newUser(Role.Administrator, { firstName: 'Aisha' });
      await harness.signIn(page, Role.Administrator, admin);
      await page.waitForURL(`${baseUrl}/admin`);
      const menu = page.getByTestId('admin-menu');
      await menu.waitFor();
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
        'Dashboard',
        'Courses',
        'Events',
        'E-courses',
        'Registrations',
        'Walk-in registration',
        'Group registration',
        'Batch registration',
        'Corporate registration',
        'Reschedule',
        'Search',
        'Leads',
        'Attendance',
        'Mail outbox',
        'Facilitators',
        'Trainers',
        'Participants',
        'Corporates',
        'Invoices',
        'Receipts',
        'Payments',
        'Transactions',
        'Approvals (CFO)',
        'Void entry',
        'Void entries report',
        'Product sales',
        'Products',
        'Statement of account',
        'Aged trial balance',
        'Accounts reports',
        'Daily sales settlement',
        'Users',
        'RES schedules',
        'Promotions',
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
      const admin = await harness.ctx.newUser(Role.Administrator);
      const api = await (await harness.ctx.client()).signIn(admin.email, TEST_PASSWORD);
      for (let index = 1; index <= 25; index++) {
        await api
          .post('/admin/mail/test', { to: `reader${String(index).padStart(2, '0')}@example.com` })
          .expect(202);
      }
      await harness.signIn(page, Role.Administrator, admin);
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
      await harness.signIn(page, Role.Participant);
      // Participants land on their profile, in the public site.
      await page.waitForURL(`${baseUrl}/profile`);
      await page.getByTestId('user-menu').waitFor();
      expect(await page.getByTestId('admin-menu').count()).toBe(0);
      expect(await page.getByTestId('public-header').getByText('Back office').count()).toBe(0);

      await page.goto(`${baseUrl}/admin`);
      await page.getByText('You do not have access to the back office').waitFor();
      expect(await page.getByTestId('admin-menu').count()).toBe(0);
    }));

  it('keeps a wrong password on the login page with the server’s message', () =>
    journey('wrong-password', async (page) => {
      const staff = await harness.ctx.newUser(Role.Staff);
      await page.goto(`${baseUrl}/login`);
      await page.fill('#email', staff.email);
      await page.fill('#password', 'not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByTestId('login-error').filter({ hasText: 'Invalid email or password' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    }));
});
