import { randomBytes } from 'node:crypto';
import { Workbook } from 'exceljs';
import { Role } from '@app/core';
import {
  type TestClient,
  participantInput,
  publishedEvent,
  uniqueEmail,
  uniqueMobile,
  uniqueNric,
  corporateInput,
} from '@app/test';
import { openPage, pageWidths } from '@app/test/browser-pages';
import { type Page } from 'playwright-core';
import { BrowserHarness, afterResponse, chooseOption, describeInBrowser } from '@app/test/browser';

const key = () => randomBytes(4).toString('hex');
const FEE = 10_900;

/** The template filled in as staff would: `rows` people, the listed ones spoiled. */
const batchFile = async (
  rows: number,
  spoil: Record<number, Partial<Record<'nric' | 'mobile' | 'email', string>>>,
) => {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Participants');
  sheet.addRow(['First name', 'Last name', 'NRIC/FIN', 'E-mail', 'Mobile']);
  for (let index = 0; index < rows; index += 1) {
    const bad = spoil[index] ?? {};
    sheet.addRow([
      `Agent ${index + 1}`,
      'Lim',
      bad.nric ?? uniqueNric(),
      bad.email ?? uniqueEmail('batch'),
      bad.mobile ?? uniqueMobile(),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

describeInBrowser('staff-entered registrations', () => {
  let harness: BrowserHarness;
  let baseUrl: string;
  let staffApi: TestClient;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    baseUrl = harness.baseUrl;
    staffApi = await harness.ctx.signIn(Role.Staff);
  });

  afterAll(() => harness?.stop());

  const newCorporate = async () =>
    (
      await staffApi
        .post('/admin/corporate/create', {
          ...corporateInput(`Harbour Realty ${key()}`),
          paymentTermsDays: 30,
        })
        .expect(201)
    ).body as { id: number; name: string };

  const chooseEvent = (page: Page, title: string) =>
    chooseOption(page, 'eventId', new RegExp(title), { search: title, fromServer: true });

  /** The walk-in steps at the counter, paid in cash; answers the participant's e-mail and the event. */
  const walkInPaidInCash = async (page: Page, role: Role) => {
    const { eventId, title } = await publishedEvent(staffApi, { capacity: 10, feeCents: FEE });
    await harness.signIn(page, role);
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByTestId('admin-menu').getByText('Walk-in registration', { exact: true }).click();
    await page.getByTestId('walk-in-form').waitFor();

    const walkIn = participantInput();
    await page.fill('#firstName', walkIn.firstName);
    await page.fill('#lastName', walkIn.lastName);
    await page.fill('#nric', walkIn.nric);
    await page.fill('#mobileNo', walkIn.mobileNo);
    await page.fill('#email', walkIn.email);
    await page.getByTestId('next-step').click();
    await chooseEvent(page, title);
    await page.getByTestId('next-step').click();
    await page.getByTestId('walk-in-total').filter({ hasText: 'S$109.00' }).waitFor();
    await chooseOption(page, 'paymentModeId', 'Cash');
    await afterResponse(page, { method: 'POST', path: '/admin/registration/create' }, () =>
      page.getByTestId('register').click(),
    );
    await page.getByTestId('registration-done').waitFor();
    const [row] = await harness.ctx.sql(
      `select r.channel, r.payment_status from registration r
         join registration_event re on re.registration_id = r.id
         join participant p on p.id = re.participant_id
        where re.event_id = ? and p.email = ?`,
      [eventId, walkIn.email],
    );
    expect(row).toMatchObject({ channel: 'WALK-IN', payment_status: 'paid' });
  };

  /** The confirmation's receipt link opens in a new tab and answers the receipt's PDF. */
  const expectReceiptPdf = async (page: Page) => {
    const link = page.getByTestId('receipt-pdf').filter({ hasText: /Receipt RCT/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    const receipt = await page.request.get(`${baseUrl}${await link.getAttribute('href')}`);
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()['content-type']).toBe('application/pdf');
  };

  it('a coordinator registers a walk-in and prints the receipt', () =>
    harness.journey('staff-walk-in-coordinator', async (page) => {
      await walkInPaidInCash(page, Role.Coordinator);
      await expectReceiptPdf(page);
      // Coordinators read no invoices (abilities.ts): the invoice's number shows, not a link that would 403.
      await page
        .getByTestId('invoice-number')
        .filter({ hasText: /Invoice INV/ })
        .waitFor();
      expect(await page.getByTestId('invoice-pdf').count()).toBe(0);
    }));

  it('a customer service officer registers a walk-in paid in cash and opens the receipt PDF', () =>
    harness.journey('staff-walk-in-cso', async (page) => {
      await walkInPaidInCash(page, Role.CustomerServiceOfficer);
      await expectReceiptPdf(page);
    }));

  it('staff register a group of 3 with one payer and one invoice, at 1366 px', () =>
    harness.journey(
      'staff-group',
      async (page) => {
        const { eventId, title } = await publishedEvent(staffApi, { capacity: 10, feeCents: FEE });
        const known = participantInput({ firstName: 'Hui Min', lastName: 'Koh' });
        const { id: knownId } = (await staffApi.post('/admin/participant/create', known).expect(201))
          .body as { id: number };
        const newcomers = [
          participantInput({ firstName: 'Wei Jie' }),
          participantInput({ firstName: 'Siti' }),
        ];
        await harness.signIn(page, Role.Staff);
        await page.waitForURL(`${baseUrl}/admin`);
        await page.getByTestId('admin-menu').getByText('Group registration', { exact: true }).click();
        await page.getByTestId('group-form').waitFor();

        // Step 1: two new participants typed in, a third found among the participants; the found one pays.
        for (const [index, person] of newcomers.entries()) {
          for (const field of ['firstName', 'lastName', 'nric', 'mobileNo', 'email'] as const)
            await page.fill(`#participants_${index}_${field}`, person[field]);
        }
        // The finder adds the participant as a row and clears itself, so it is driven by hand.
        const finder = page
          .locator('.ant-select')
          .filter({ has: page.locator('[id="participants-finder"]') });
        await finder.click();
        await afterResponse(
          page,
          { path: '/admin/participants/filter', query: { keyword: known.email } },
          () => finder.locator('input[role="combobox"]').pressSequentially(known.email),
        );
        await page.locator('.ant-select-item-option').filter({ hasText: known.email }).click();
        await page.getByTestId('participant-row').nth(2).waitFor();
        expect(await page.getByTestId('participant-row').count()).toBe(3);
        expect(await page.inputValue('#participants_2_email')).toBe(known.email);
        await chooseOption(page, 'payerIndex', `${known.firstName} ${known.lastName}`);
        await page.getByTestId('next-step').click();
        // Step 2: the event and its fee; step 3: the total for three, paid in cash.
        await chooseEvent(page, title);
        await page.getByTestId('next-step').click();
        await page.getByTestId('group-total').filter({ hasText: 'S$327.00' }).waitFor();
        await page
          .getByTestId('group-payer')
          .filter({ hasText: `3 participants, invoiced to ${known.firstName} ${known.lastName}` })
          .waitFor();
        const { scrollWidth, innerWidth } = await pageWidths(page);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        await chooseOption(page, 'paymentModeId', 'Cash');
        await afterResponse(page, { method: 'POST', path: '/admin/registration/create' }, () =>
          page.getByTestId('register').click(),
        );

        // Step 4: one registration, one invoice to the payer, one receipt.
        await page.getByTestId('registration-done').filter({ hasText: 'Registered a group of 3' }).waitFor();
        expect(await page.getByTestId('invoice-pdf').count()).toBe(1);
        await expectReceiptPdf(page);
        const registrations = await harness.ctx.sql(
          `select r.id, r.channel, r.payer_id, r.payment_status, count(re.id)::int as seats
             from registration r join registration_event re on re.registration_id = r.id
            where re.event_id = ? group by r.id`,
          [eventId],
        );
        expect(registrations).toEqual([
          expect.objectContaining({ channel: 'GROUP', payer_id: knownId, payment_status: 'paid', seats: 3 }),
        ]);
        const invoices = await harness.ctx.sql(
          `select participant_id, total_cents from invoice where registration_id = ? and status = 'Issued'`,
          [registrations[0].id],
        );
        expect(invoices).toEqual([{ participant_id: knownId, total_cents: 3 * FEE }]);
      },
      { width: 1366, height: 900 },
    ));

  it('staff upload a batch of 20 with 3 invalid rows and register the 17 valid ones', () =>
    harness.journey('staff-batch', async (page) => {
      const { eventId, title } = await publishedEvent(staffApi, { capacity: 30, feeCents: FEE });
      const file = await batchFile(20, {
        3: { nric: 'S1234567A' },
        9: { mobile: '12345' },
        15: { email: 'not-an-email' },
      });
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Batch registration', { exact: true }).click();
      await page.getByTestId('batch-registration').waitFor();
      const template = await page.request.get(
        `${baseUrl}${await page.getByTestId('batch-template').getAttribute('href')}`,
      );
      expect(template.status()).toBe(200);

      const corporate = await newCorporate();
      await chooseEvent(page, title);
      await chooseOption(page, 'corporate', new RegExp(corporate.name), {
        search: corporate.name,
        fromServer: true,
      });
      await page.getByTestId('batch-registration').locator('input[type="file"]').setInputFiles({
        name: 'batch.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: file,
      });
      await page.getByTestId('batch-preview').click();
      await page
        .getByTestId('batch-warning')
        .filter({ hasText: 'Invalid participants in a batch will not be registered' })
        .waitFor();
      await page.getByTestId('batch-summary').filter({ hasText: '20 rows: 17 valid, 3 invalid' }).waitFor();
      const invalid = page.getByTestId('batch-invalid').locator('.ant-table-row');
      expect(await invalid.count()).toBe(3);
      expect(await invalid.allInnerTexts()).toEqual([
        expect.stringMatching(/NRIC/),
        expect.stringMatching(/mobile/i),
        expect.stringMatching(/e-mail/i),
      ]);
      await afterResponse(page, { method: 'POST', path: '/admin/registration/batch/create' }, () =>
        page.getByTestId('batch-register').click(),
      );
      await page.getByTestId('registration-done').filter({ hasText: 'Registered 17 of 20' }).waitFor();
      expect(await page.getByTestId('invoice-pdf').count()).toBe(1);
      const [invoice] = await harness.ctx.sql(
        `select count(*)::int as n, min(corporate_id) as corporate_id from invoice i
           where i.registration_id in (select registration_id from registration_event where event_id = ?)`,
        [eventId],
      );
      expect(invoice).toMatchObject({ n: 1, corporate_id: corporate.id });
      const [seats] = await harness.ctx.sql('select seats_taken from event where id = ?', [eventId]);
      expect(seats.seats_taken).toBe(17);
    }));

  it('staff register 5 of a company’s agents with one invoice to the company', () =>
    harness.journey('staff-corporate', async (page) => {
      const { eventId, title } = await publishedEvent(staffApi, { capacity: 10, feeCents: FEE });
      const corporate = await newCorporate();
      for (let index = 0; index < 5; index += 1)
        await staffApi
          .post('/admin/participant/create', participantInput({ corporateId: corporate.id }))
          .expect(201);
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Corporate registration', { exact: true }).click();
      await page.getByTestId('corporate-form').waitFor();
      await chooseOption(page, 'corporate', new RegExp(corporate.name), {
        search: corporate.name,
        fromServer: true,
      });
      await chooseEvent(page, title);
      const agents = page.getByTestId('agent-table');
      await agents.locator('.ant-table-row').nth(4).waitFor();
      await agents.locator('thead .ant-checkbox-input').check();
      await afterResponse(page, { method: 'POST', path: '/admin/registration/corporate/validate' }, () =>
        page.getByTestId('corporate-validate').click(),
      );
      await page
        .getByTestId('corporate-quote')
        .filter({ hasText: `5 participants: S$545.00 invoiced to ${corporate.name}` })
        .waitFor();
      await afterResponse(page, { method: 'POST', path: '/admin/registration/corporate/create' }, () =>
        page.getByTestId('corporate-create').click(),
      );
      await page.getByTestId('registration-done').filter({ hasText: 'Registered 5 participants' }).waitFor();
      expect(await page.getByTestId('invoice-pdf').count()).toBe(1);
      const invoices = await harness.ctx.sql(
        `select distinct i.id, i.customer_kind, i.corporate_id, i.total_cents from invoice i
           join registration_event re on re.registration_id = i.registration_id where re.event_id = ?`,
        [eventId],
      );
      expect(invoices).toEqual([
        expect.objectContaining({
          customer_kind: 'corporate',
          corporate_id: corporate.id,
          total_cents: 5 * FEE,
        }),
      ]);
    }));

  it('fits the staff registration screens into a 1366 px screen', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    try {
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      for (const [path, testId] of [
        ['/admin/staff-registration/walk-in', 'walk-in-form'],
        ['/admin/staff-registration/group', 'group-form'],
        ['/admin/staff-registration/batch', 'batch-registration'],
        ['/admin/staff-registration/corporate', 'corporate-form'],
      ]) {
        await openPage(page, `${baseUrl}${path}`);
        await page.getByTestId(testId).waitFor();
        const { scrollWidth, innerWidth } = await pageWidths(page);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      }
    } finally {
      await context.close();
    }
  });
});
