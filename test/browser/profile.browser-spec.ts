import { randomBytes } from 'node:crypto';
import { type Page } from 'playwright-core';
import { Role } from '@app/core';
import { BrowserHarness, describeInBrowser } from '@app/test/browser';

describeInBrowser('the participant’s profile', () => {
  let harness: BrowserHarness;
  let baseUrl: string;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    baseUrl = harness.baseUrl;
  });

  afterAll(() => harness?.stop());

  const fieldError = (page: Page, text: string) =>
    page.locator('.ant-form-item-explain-error', { hasText: text }).waitFor();

  const signIn = async (page: Page, email: string, password: string) => {
    await page.fill('#email', email);
    await page.fill('#password', password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  it('lets a visitor sign up, sign in, edit the profile and change the password', () =>
    harness.journey('profile-sign-up-edit-password', async (page) => {
      const email = `mei-${randomBytes(4).toString('hex')}@example.com`;
      const firstPassword = 'Blue-Harbour-Lantern-7';
      const newPassword = 'Quiet-Orchid-Meadow-31';

      await page.goto(baseUrl);
      await page.getByTestId('public-header').getByTestId('sign-up-link').click();
      await page.waitForURL(`${baseUrl}/profile/create`);
      await page.getByTestId('profile-form').waitFor();
      expect(await page.title()).toMatch(/^Profile Create/);
      await page.fill('#firstName', 'Mei Ling');
      await page.fill('#lastName', 'Tan');
      await page.fill('#email', email);
      await page.fill('#mobileNo', '91234567');
      await page.fill('#ceaRegNo', 'R123456A');
      await page.fill('#password', 'password123');
      await page.fill('#confirmPassword', 'password123');
      await page.getByTestId('save-button').click();
      await page
        .getByTestId('form-error')
        .filter({ hasText: 'Error saving profile: please review the form' })
        .filter({ hasText: 'Password is too common; choose one that is harder to guess' })
        .waitFor();
      await fieldError(page, 'Password is too common; choose one that is harder to guess');
      expect(new URL(page.url()).pathname).toBe('/profile/create');

      await page.fill('#password', firstPassword);
      await page.fill('#confirmPassword', firstPassword);
      await page.getByTestId('save-button').click();
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByTestId('signed-up').waitFor();
      expect(await page.inputValue('#email')).toBe(email);

      await page.fill('#password', firstPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${baseUrl}/profile`);
      const view = page.getByTestId('profile-view');
      await view.waitFor();
      expect(await view.getByTestId('profile-firstName').innerText()).toBe('Mei Ling');
      expect(await view.getByTestId('profile-email').innerText()).toBe(email);
      expect(await view.getByTestId('profile-mobileNo').innerText()).toBe('91234567');
      expect(await view.getByTestId('profile-ceaRegNo').innerText()).toBe('R123456A');
      await page.getByTestId('public-header').getByTestId('my-profile-link').waitFor();
      expect(await page.getByTestId('public-header').getByTestId('sign-up-link').count()).toBe(0);

      await view.getByTestId('edit-profile').click();
      await page.waitForURL(`${baseUrl}/profile/edit`);
      expect(await page.inputValue('#mobileNo')).toBe('91234567');
      await page.fill('#nric', 'S1234567A');
      await page.getByTestId('save-button').click();
      await fieldError(page, 'NRIC/FIN must be a valid NRIC or FIN number');
      await page
        .getByTestId('form-error')
        .filter({ hasText: 'Error saving profile: please review the form' })
        .waitFor();
      await page.fill('#nric', 'S1234567D');
      await page.fill('#mobileNo', '87654321');
      await page.getByTestId('save-button').click();
      await page.waitForURL(`${baseUrl}/profile`);
      await view.getByTestId('profile-mobileNo').filter({ hasText: '87654321' }).waitFor();
      expect(await view.getByTestId('profile-nric').innerText()).toBe('S1234567D');

      await view.getByTestId('change-password').click();
      await page.waitForURL(`${baseUrl}/profile/settings/change-password`);
      await page.fill('#currentPassword', 'Not-My-Password-99');
      await page.fill('#newPassword', newPassword);
      await page.fill('#confirmNewPassword', newPassword);
      await page.getByTestId('save-button').click();
      await fieldError(page, 'The current password is not correct');
      await page.fill('#currentPassword', firstPassword);
      await page.getByTestId('save-button').click();
      await page.waitForURL(`${baseUrl}/profile`);
      await view.waitFor();

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByTestId('public-header').getByTestId('sign-in-link').waitFor();

      // The profile is for signed-in users: sign-in comes first, then the page that asked for it.
      await page.goto(`${baseUrl}/profile/edit`);
      await page.waitForURL(`${baseUrl}/login?next=%2Fprofile%2Fedit`);
      await signIn(page, email, firstPassword);
      await page.getByTestId('login-error').waitFor();
      await signIn(page, email, newPassword);
      await page.waitForURL(`${baseUrl}/profile/edit`);
      expect(await page.inputValue('#mobileNo')).toBe('87654321');
    }));

  it('tells a staff member that their login has no participant profile', () =>
    harness.journey('profile-staff-without-record', async (page) => {
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.goto(`${baseUrl}/profile`);
      await page.getByTestId('no-profile').waitFor();
      expect(await page.getByTestId('no-profile').innerText()).toContain(
        'Your account has no participant profile',
      );
    }));
});
