import { type Page } from 'playwright-core';
import { Role } from '@app/core';
import { BrowserHarness, chooseOption, describeInBrowser } from '@app/test/browser';

describeInBrowser('participants from creation to merging a duplicate', () => {
  let harness: BrowserHarness;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
  });

  afterAll(() => harness?.stop());

  /** Finds a participant by what is typed and picks them by id: "Name · #12 · NRIC · e-mail". */
  const pick = (page: Page, inputId: string, typed: string, id: number) =>
    chooseOption(page, inputId, new RegExp(` · #${id} · `), { search: typed, fromServer: true });

  const fieldError = (page: Page, text: string) =>
    page.getByTestId('participant-form').locator('.ant-form-item-explain-error', { hasText: text });

  const save = (page: Page) => page.getByTestId('save-button').click();

  const savedId = async (page: Page): Promise<number> => {
    await page.waitForURL(/\/admin\/people\/participants\/\d+$/);
    return Number(new URL(page.url()).pathname.split('/').pop());
  };

  it('lets an administrator create participants, refusing a bad NRIC/FIN, and merge the second into the first', () =>
    harness.journey('participants-create-merge', async (page) => {
      const base = harness.baseUrl;
      await harness.signIn(page, Role.Administrator);
      await page.waitForURL(`${base}/admin`);

      await page.getByTestId('admin-menu').getByText('Participants').click();
      await page.waitForURL(`${base}/admin/people/participants`);
      await page.getByTestId('new-participant').click();
      await page.getByTestId('participant-form').waitFor();
      expect(await page.title()).toMatch(/^Participants Create/);

      // Required fields first, then an NRIC/FIN whose check letter is wrong.
      await save(page);
      await page.getByTestId('form-error').filter({ hasText: 'Required fields are not filled' }).waitFor();
      await page.fill('#firstName', 'Mei Ling');
      await page.fill('#lastName', 'Tan');
      await page.fill('#email', 'mei.ling@example.com');
      await page.fill('#mobileNo', '9123 4567');
      await page.fill('#nric', 'S1234567A');
      await page.fill('#dateOfBirth', '2099-01-01');
      await save(page);
      await fieldError(page, 'NRIC/FIN must be a valid NRIC or FIN number, e.g. S1234567D').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/people/participants/create');

      // A valid NRIC/FIN goes to the server, whose own checks are shown by their fields.
      await page.fill('#nric', 'S1234567D');
      await save(page);
      await fieldError(page, 'Date of birth must be in the past').waitFor();
      // The client's NRIC/FIN message fades out now the number is valid.
      await fieldError(page, 'NRIC/FIN').waitFor({ state: 'detached' });
      await page.fill('#dateOfBirth', '1985-03-04');
      await save(page);
      const firstId = await savedId(page);
      const view = page.getByTestId('participant-view');
      await view.getByText('S1234567D').waitFor();
      expect(await page.title()).toMatch(/^Participants View/);

      await page.getByTestId('admin-menu').getByText('Participants').click();
      await page.waitForURL(`${base}/admin/people/participants`);
      const list = page.getByTestId('participant-list');
      await list.locator('tbody tr', { hasText: 'mei.ling@example.com' }).getByText('Mei Ling Tan').waitFor();

      // The same person entered again: the server names the record that already has the NRIC/FIN.
      await page.getByTestId('new-participant').click();
      await page.getByTestId('participant-form').waitFor();
      await page.fill('#firstName', 'Mei-Ling');
      await page.fill('#lastName', 'Tan');
      await page.fill('#email', 'meiling.tan@example.com');
      await page.fill('#mobileNo', '87654321');
      await page.fill('#nric', 'S1234567D');
      await save(page);
      await page
        .getByTestId('form-error')
        .filter({ hasText: `Participant #${firstId} (Mei Ling Tan) already has this NRIC/FIN` })
        .waitFor();
      expect(await page.getByTestId('duplicate-link').getAttribute('href')).toBe(
        `/admin/people/participants/${firstId}`,
      );
      await page.fill('#nric', 'T0123456G');
      await save(page);
      const secondId = await savedId(page);

      // Merge the second into the first, keeping the second's mobile number.
      await page.getByTestId('admin-menu').getByText('Participants').click();
      await page.getByTestId('merge-duplicates').click();
      await page.waitForURL(/\/admin\/people\/participants\/merge/);
      // Each pick is awaited until its select shows it. The screen keeps A even when B is picked before A
      // has rendered (useMergeParams.spec.tsx); the journey still never acts on a page that is changing.
      await pick(page, 'merge-a', 'S1234567D', firstId);
      await pick(page, 'merge-b', 'meiling.tan', secondId);
      const fields = page.getByTestId('merge-fields');
      await fields.waitFor();
      expect(await fields.getByText('87654321').count()).toBe(1);
      await page.getByTestId('take-mobileNo-b').click();
      await page.getByTestId('merge-button').click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.getByText(`Taken from #${secondId}: Mobile.`).waitFor();
      await confirm.getByRole('button', { name: 'Merge' }).click();

      const result = page.getByTestId('merge-result');
      await result.getByText(`Participant #${secondId} was merged into #${firstId} Mei Ling Tan`).waitFor();
      await result.getByTestId('moved-records').waitFor();
      await page.getByTestId('kept-link').click();
      await page.waitForURL(`${base}/admin/people/participants/${firstId}`);
      await view.getByText('87654321').waitFor();
      await view.getByText('S1234567D').waitFor();

      await page.goto(`${base}/admin/people/participants/${secondId}`);
      await page.getByTestId('merged-into').getByText(`participant #${firstId}`).waitFor();
      await view.getByText('Archived', { exact: true }).waitFor();
    }));
});
