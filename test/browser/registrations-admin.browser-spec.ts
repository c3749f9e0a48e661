import { randomBytes } from 'node:crypto';
import { Role } from '@app/core';
import { type TestClient, participantInput, publishedEvent } from '@app/test';
import {
  BrowserHarness,
  afterResponse,
  chooseOption,
  describeInBrowser,
  loaded,
  noticeAfter,
  wholeText,
} from '@app/test/browser';

describeInBrowser('registrations and promotions in the back office', () => {
  let harness: BrowserHarness;
  let baseUrl: string;
  let staffApi: TestClient;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    baseUrl = harness.baseUrl;
    staffApi = await harness.ctx.signIn(Role.Staff);
  });

  afterAll(() => harness?.stop());

  it('lets staff find a PayNow registration, confirm the transfer and open its invoice and receipt', () =>
    harness.journey('registrations-paynow', async (page) => {
      const { eventId, title } = await publishedEvent(staffApi, { feeCents: 10_900 });
      const visitor = await harness.ctx.client();
      const registration = (
        await visitor
          .post('/registration/create', {
            items: [{ eventId, participant: participantInput() }],
            paymentMethod: 'paynow',
            idempotencyKey: randomBytes(12).toString('hex'),
          })
          .expect(201)
      ).body as { id: number; regNo: string; payer: { id: number } };

      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Registrations').click();
      await page.waitForURL(`${baseUrl}/admin/registrations`);
      const list = page.getByTestId('registration-list');
      await list.waitFor();
      expect(await page.title()).toMatch(/^Registrations \|/);

      // The range is worked out from the URL's page and the last answer's total, so it is read only once the
      // list has the answer to this search.
      const searchBox = page.getByPlaceholder('Search by registration no., name or e-mail');
      await searchBox.fill(registration.regNo);
      await afterResponse(
        page,
        { path: '/admin/register/details/getall', query: { keyword: registration.regNo } },
        () => searchBox.press('Enter'),
      );
      await loaded(list);
      expect(await page.getByTestId('list-range').innerText()).toMatch(/^1.1 of 1$/);
      // Money is owed on it, so the accounts team's list has it too.
      await afterResponse(
        page,
        { path: '/admin/register/details/getallaccounts', query: { keyword: registration.regNo } },
        () => page.getByTestId('registration-list-view').getByText('Accounts').click(),
      );
      await loaded(list);
      expect(new URL(page.url()).searchParams.get('view')).toBe('accounts');
      expect(await page.getByTestId('list-range').innerText()).toMatch(/^1.1 of 1$/);
      await list.getByRole('link', { name: registration.regNo }).click();

      await page.waitForURL(`${baseUrl}/admin/registrations/${registration.id}`);
      const view = page.getByTestId('registration-view');
      await view.getByTestId('payment-status').filter({ hasText: 'Awaiting payment' }).waitFor();
      expect(await page.title()).toMatch(/^Registrations View/);
      await view.getByTestId('registration-lines').getByText(title).waitFor();
      expect(await view.getByTestId('seat-status').innerText()).toBe('Draft');
      expect(await view.getByTestId('quote-total').innerText()).toBe('S$109.00');

      // The amount starts at what is owed; a wrong one is refused with the server's reason.
      const paynow = page.getByTestId('paynow-confirmation');
      expect(await paynow.locator('#amount').inputValue()).toBe('109.00');
      await paynow.locator('#bankReference').fill('DBS-998877');
      await paynow.locator('#amount').fill('1');
      await paynow.getByTestId('confirm-paynow').click();
      await paynow
        .getByTestId('form-error')
        .filter({ hasText: `Registration ${registration.regNo} is for S$109.00, the payment for S$1.00` })
        .waitFor();
      await view.getByTestId('payment-status').filter({ hasText: 'Awaiting payment' }).waitFor();

      await paynow.locator('#amount').fill('109');
      await noticeAfter(page, 'PayNow transfer confirmed', () =>
        paynow.getByTestId('confirm-paynow').click(),
      );
      await view
        .getByTestId('payment-status')
        .filter({ hasText: wholeText('Paid') })
        .waitFor();
      expect(await view.getByTestId('seat-status').innerText()).toBe('Confirmed');
      expect(await page.getByTestId('paynow-confirmation').count()).toBe(0);

      const documents = page.getByTestId('registration-documents');
      const invoice = documents.getByTestId('invoice-link');
      const receipt = documents.getByTestId('receipt-link');
      await invoice.filter({ hasText: /^INV-\d{4}-\d{6}$/ }).waitFor();
      await receipt.filter({ hasText: /^RCT-\d{4}-\d{6}$/ }).waitFor();
      for (const link of [invoice, receipt]) {
        const href = await link.getAttribute('href');
        expect(href).toMatch(/^\/transactions\/(invoice|receipt)\/\d+\/pdf$/);
        // The browser's own session opens it, as a click would.
        const response = await page.request.get(`${baseUrl}${href}`);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
      }

      // Remarks are kept on the registration; the confirmation goes out again on request.
      const remarks = page.getByTestId('registration-remarks');
      await remarks.getByLabel('Remarks').fill('Transfer matched against the DBS statement');
      await noticeAfter(page, 'Remarks saved', () => remarks.getByTestId('save-remarks').click());
      const saved = await staffApi.get(`/registration/${registration.id}/get`).expect(200);
      expect(saved.body.remarks).toBe('Transfer matched against the DBS statement');

      await page.getByTestId('resend-confirmation').click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.getByText('with the invoice and receipt').waitFor();
      await noticeAfter(page, 'Confirmation e-mail queued', () =>
        confirm.getByRole('button', { name: 'Resend' }).click(),
      );

      // The payer's page lists the registration, paid.
      await page.goto(`${baseUrl}/admin/people/participants/${registration.payer.id}`);
      const theirs = page
        .getByTestId('participant-registrations')
        .locator('tr', { hasText: registration.regNo });
      await theirs.getByText('Paid', { exact: true }).waitFor();
      await theirs.getByRole('link', { name: registration.regNo }).click();
      await page.waitForURL(`${baseUrl}/admin/registrations/${registration.id}`);
    }));

  it('lets staff create a promo code that then appears in the list', () =>
    harness.journey('promotions-promo-code', async (page) => {
      const { courseId, title } = await publishedEvent(staffApi);
      const code = `SAVE${randomBytes(3).toString('hex').toUpperCase()}`;

      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Promotions').click();
      await page.waitForURL(`${baseUrl}/admin/promotions`);
      await page.getByTestId('promotion-list').waitFor();
      expect(await page.title()).toMatch(/^Promotions \|/);

      await page.getByTestId('new-promo-code').click();
      const form = page.getByTestId('promo-code-form');
      await form.waitFor();
      await form.getByTestId('save-button').click();
      await form.getByTestId('form-error').filter({ hasText: 'Required fields are not filled' }).waitFor();

      await form.locator('#code').fill(code.toLowerCase());
      await form.locator('#description').fill('Twelve and a half off');
      await form.locator('#value').fill('12.5');
      await chooseOption(page, 'courseIds', title, { search: title });
      await form.locator('#validTo').fill('2030-12-31');
      await form.locator('#maxUses').fill('25');
      await noticeAfter(page, 'Saved', () => form.getByTestId('save-button').click());
      await form.waitFor({ state: 'detached' });

      const row = page.getByTestId('promo-code-list').locator('tr', { hasText: code });
      await row.waitFor();
      await row.getByText('12.5%').waitFor();
      await row.getByText(title, { exact: false }).waitFor();
      await row.getByText('Until 31 Dec 2030').waitFor();
      await row.getByText('0 of 25').waitFor();

      const saved = await staffApi.get(`/admin/promocodes/getallbypage?keyword=${code}`).expect(200);
      expect(saved.body.items).toEqual([
        expect.objectContaining({
          code,
          kind: 'percent',
          value: 1250,
          courseIds: [courseId],
          validFrom: null,
          validTo: '2030-12-31',
          maxUses: 25,
          active: true,
        }),
      ]);
    }));
});
