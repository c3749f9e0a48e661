import { randomBytes } from 'node:crypto';
import { type Page } from 'playwright-core';
import { Role } from '@app/core';
import { TEST_PASSWORD, participantInput } from '@app/test';
import { BrowserHarness, chooseOption, describeInBrowser, noticeAfter } from '@app/test/browser';

describeInBrowser('users and corporates in the back office', () => {
  let harness: BrowserHarness;
  let baseUrl: string;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    baseUrl = harness.baseUrl;
  });

  afterAll(() => harness?.stop());

  const fieldError = (page: Page, text: string) =>
    page.locator('.ant-form-item-explain-error', { hasText: text }).waitFor();

  const confirmDelete = async (page: Page, noun: string) => {
    await page.getByTestId(`delete-${noun}`).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  };

  it('lets an administrator create a user, set their password and see why a delete is refused', () =>
    harness.journey('users-create-password-delete', async (page) => {
      const email = `nur-${randomBytes(4).toString('hex')}@example.com`;
      const password = 'Marina-Bay-Lantern-7';
      const admin = await harness.signIn(page, Role.Administrator);
      await page.waitForURL(`${baseUrl}/admin`);

      await page.getByTestId('admin-menu').getByText('Users').click();
      await page.waitForURL(`${baseUrl}/admin/people/users`);
      await page.getByTestId('user-list').waitFor();
      expect(await page.title()).toMatch(/^Users \|/);
      await page.getByTestId('new-user').click();
      await page.waitForURL(`${baseUrl}/admin/people/users/create`);
      await page.getByTestId('user-form').waitFor();
      expect(await page.title()).toMatch(/^Users Create/);

      await page.getByTestId('save-button').click();
      await page.getByTestId('form-error').filter({ hasText: 'Required fields are not filled' }).waitFor();
      await fieldError(page, 'First name is required');

      await page.fill('#firstName', 'Nur');
      await page.fill('#lastName', 'Aisyah');
      await page.fill('#email', email);
      await chooseOption(page, 'roleCode', 'Customer Service Officer');
      await page.fill('#password', 'password123');
      await page.fill('#confirmPassword', 'password123');
      await page.getByTestId('save-button').click();
      await fieldError(page, 'Password is too common; choose one that is harder to guess');
      expect(new URL(page.url()).pathname).toBe('/admin/people/users/create');

      await page.fill('#password', 'Temporary-Pass-123');
      await page.fill('#confirmPassword', 'Temporary-Pass-123');
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/admin\/people\/users\/\d+$/);
      await page.getByTestId('user-view').getByText('Customer Service Officer').waitFor();
      expect(await page.title()).toMatch(/^Users View/);

      await page.getByTestId('change-password-button').click();
      await page.getByTestId('change-password-form').waitFor();
      await page.fill('#password', password);
      await page.fill('#confirmPassword', password);
      await noticeAfter(page, 'Password changed', () => page.getByTestId('change-password-save').click());
      const client = await harness.ctx.client();
      await client.signIn(email, password);

      await page.goto(`${baseUrl}/admin/people/users?roleCode=10&keyword=${encodeURIComponent(admin.email)}`);
      await page
        .getByTestId('list-range')
        .filter({ hasText: /^1.1 of 1$/ })
        .waitFor();
      await page.getByTestId('user-list').getByRole('button', { name: 'View', exact: true }).click();
      await page.getByTestId('user-view').waitFor();
      // Your own password is changed from your profile.
      expect(await page.getByTestId('change-password-button').count()).toBe(0);
      await noticeAfter(page, 'You cannot delete your own account', () => confirmDelete(page, 'user'));
      expect(new URL(page.url()).pathname).toBe(`/admin/people/users/${admin.id}`);
    }));

  it('lets associate relations manage a corporate, its participants and its change log', () =>
    harness.journey('corporates-create-view-delete', async (page) => {
      const relations = await harness.ctx.newUser(Role.AssociateRelations);
      await harness.signIn(page, Role.AssociateRelations, relations);
      await page.waitForURL(`${baseUrl}/admin`);

      await page.getByTestId('admin-menu').getByText('Corporates').click();
      await page.waitForURL(`${baseUrl}/admin/people/corporates`);
      await page.getByTestId('new-corporate').click();
      await page.getByTestId('corporate-form').waitFor();
      expect(await page.title()).toMatch(/^Corporates Create/);
      await page.fill('#postalCode', '12');
      await page.getByTestId('save-button').click();
      await page.getByTestId('form-error').filter({ hasText: 'Required fields are not filled' }).waitFor();
      await fieldError(page, 'Postal code must be 6 digits');

      await page.fill('#name', 'Propnest Realty');
      await page.fill('#uen', '201955555k');
      await page.fill('#postalCode', '048 616');
      await page.fill('#contactNo', '6123 4567');
      await page.getByTestId('save-button').click();
      await page.waitForURL(/\/admin\/people\/corporates\/\d+$/);
      await page.getByTestId('corporate-view').getByText('201955555K').waitFor();
      const id = Number(new URL(page.url()).pathname.split('/').pop());

      const api = await (await harness.ctx.client()).signIn(relations.email, TEST_PASSWORD);
      await api
        .post('/admin/participant/create', participantInput({ firstName: 'Kelvin', corporateId: id }))
        .expect(201);

      await page.goto(
        `${baseUrl}/admin/people/corporates?searchType=${encodeURIComponent('Company Registration No.')}&keyword=201955555`,
      );
      await page
        .getByTestId('list-range')
        .filter({ hasText: /^1.1 of 1$/ })
        .waitFor();
      await page
        .getByTestId('corporate-list')
        .getByRole('link', { name: 'Propnest Realty', exact: true })
        .click();
      await page.getByTestId('corporate-participants').getByText('Kelvin Tan').waitFor();

      await page.getByTestId('corporate-actions').getByRole('button', { name: 'Edit', exact: true }).click();
      await page.waitForURL(`${baseUrl}/admin/people/corporates/${id}/edit`);
      await page.getByTestId('corporate-form').waitFor();
      expect(await page.title()).toMatch(/^Corporates Edit/);
      await page.fill('#name', 'Propnest Realty Pte Ltd');
      await page.getByTestId('save-button').click();
      await page.waitForURL(`${baseUrl}/admin/people/corporates/${id}`);
      await page.getByTestId('change-log-button').click();
      // The drawer's title names the corporate too: look for the logged value in its table.
      await page
        .getByTestId('change-log-drawer')
        .getByRole('cell', { name: 'Propnest Realty Pte Ltd' })
        .waitFor();
      await page.getByTestId('change-log-drawer').getByLabel('Close', { exact: true }).click();

      await noticeAfter(page, /^Propnest Realty Pte Ltd is used by 1 participant record/, () =>
        confirmDelete(page, 'corporate'),
      );
      expect(new URL(page.url()).pathname).toBe(`/admin/people/corporates/${id}`);
    }));
});
