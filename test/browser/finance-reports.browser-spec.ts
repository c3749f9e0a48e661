import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Role, runAsOf, singaporeDate } from '@app/core';
import { CustomerKind, InvoiceKind, InvoiceService, PaymentService } from '@app/billing';
import { TEST_PASSWORD, type TestClient, participantInput, corporateInput } from '@app/test';
import { openPage, pageWidths, recordConsoleErrors } from '@app/test/browser-pages';
import {
  BrowserHarness,
  afterResponse,
  chooseOption,
  describeInBrowser,
  loaded,
  noticeAfter,
} from '@app/test/browser';

const key = () => randomBytes(4).toString('hex');

/** `YYYY-MM-DD` moved by whole days. */
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last day of last month in Singapore: the as-at date finance closes the month on. */
const endOfLastMonth = (): string => addDays(`${singaporeDate().slice(0, 8)}01`, -1);

const S$ = (cents: number) =>
  `S$${(cents / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describeInBrowser('finance reports in the back office', () => {
  let harness: BrowserHarness;
  let baseUrl: string;
  let staffApi: TestClient;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    baseUrl = harness.baseUrl;
    staffApi = await harness.ctx.signIn(Role.Staff);
  });

  afterAll(() => harness?.stop());

  /** Work done on a past day through billing's services, as the demo data and the API tests do. */
  const on = <T>(day: string, work: () => Promise<T>): Promise<T> =>
    runAsOf(new Date(`${day}T04:00:00Z`), () =>
      RequestContext.create(harness.ctx.app.get(MikroORM).em, work),
    );

  /**
   * A corporate that, as at the end of last month, owed the rest of an invoice 70 days overdue (partly paid
   * before the date) and a new invoice not yet due, which it paid only after the date.
   */
  const corporateLedger = async (asAt: string) => {
    const corporate = (
      await staffApi
        .post('/admin/corporate/create', {
          ...corporateInput(`Marina Ledger Realty ${key()}`),
          contactEmail: `accounts-${key()}@example.com`,
        })
        .expect(201)
    ).body as { id: number; name: string; contactEmail: string };
    const customer = { kind: CustomerKind.Corporate as const, id: corporate.id };
    const invoices = harness.ctx.app.get(InvoiceService);
    const payments = harness.ctx.app.get(PaymentService);
    const [cash] = await harness.ctx.sql("select id from payment_mode where code = 'CASH'");
    const issue = (day: string, dueOn: string, cents: number) =>
      on(day, () =>
        invoices.issue({
          kind: InvoiceKind.Manual,
          customer,
          lines: [
            { description: 'In-house CPD workshop', quantity: 1, unitPriceCents: cents, gstable: false },
          ],
          discounts: [],
          dueOn,
        }),
      );
    const pay = (day: string, invoiceId: number, cents: number) =>
      on(day, () =>
        payments.receive({
          customer,
          mode: { id: cash.id as number },
          receivedOn: day,
          amountCents: cents,
          allocations: [{ invoiceId, amountCents: cents }],
        }),
      );
    const overdue = await issue(addDays(asAt, -70), addDays(asAt, -70), 40_000);
    const recent = await issue(addDays(asAt, -3), addDays(asAt, 27), 10_900);
    await pay(addDays(asAt, -20), overdue.id, 10_000);
    // After the as-at date: the report as at that date still shows the invoice owed.
    await pay(addDays(asAt, 1), recent.id, 10_900);
    return { corporate, overdue, recent };
  };

  it('finance ages the ledger as at the end of last month, drills into a customer, exports it, changes the buckets, opens the statement and e-mails it', () =>
    harness.journey('finance-reports-aged-trial-balance', async (page) => {
      const errors = recordConsoleErrors(page);
      const asAt = endOfLastMonth();
      const { corporate, overdue, recent } = await corporateLedger(asAt);
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);

      await page.getByTestId('admin-menu').getByText('Aged trial balance').click();
      const report = page.getByTestId('aged-trial-balance-report');
      await report.waitFor();
      expect(await page.getByTestId('aged-trial-balance-asAt').inputValue()).toBe(singaporeDate());
      await afterResponse(page, { query: { asAt } }, () =>
        page.getByTestId('aged-trial-balance-asAt').fill(asAt),
      );
      await afterResponse(page, { query: { asAt, keyword: corporate.name } }, async () => {
        await report.getByPlaceholder('Search by customer').fill(corporate.name);
        await report.getByPlaceholder('Search by customer').press('Enter');
      });
      await loaded(report);
      const row = report.locator('.ant-table-row', { hasText: corporate.name });
      await row.waitFor();
      expect(await row.innerText()).toContain(S$(40_900));
      expect(await row.innerText()).toContain(S$(30_000));
      expect(await report.getByTestId('aged-trial-balance-totals').innerText()).toContain(S$(40_900));
      expect(await page.getByTestId('aged-buckets-chart-days3').innerText()).toContain(S$(30_000));
      expect(await page.getByTestId('aged-buckets-chart-notDue').innerText()).toContain(S$(10_900));

      await afterResponse(page, { path: '/admin/reports/accounts/agedtrialbalance/invoices' }, () =>
        row.locator('.ant-table-row-expand-icon').click(),
      );
      const drillDown = page.getByTestId(`aged-invoices-corporate:${corporate.id}`);
      await loaded(drillDown);
      const overdueRow = drillDown.locator('.ant-table-row', { hasText: overdue.invoiceNo! });
      expect(await overdueRow.innerText()).toContain('61–90');
      expect(await overdueRow.innerText()).toContain(S$(30_000));
      const recentRow = drillDown.locator('.ant-table-row', { hasText: recent.invoiceNo! });
      expect(await recentRow.innerText()).toContain('Not yet due');
      expect(await recentRow.getByTestId(`document-${recent.invoiceNo}`).getAttribute('target')).toBe(
        '_blank',
      );

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        report.getByTestId('aged-trial-balance-export').first().click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^aged-trial-balance-.*\.xlsx$/);
      const file = await readFile(await download.path());
      expect(file.subarray(0, 2).toString()).toBe('PK');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.worksheets[0].eachRow((sheetRow) => rows.push((sheetRow.values as unknown[]).slice(1)));
      expect(rows).toContainEqual(expect.arrayContaining([corporate.name, 409]));

      // Other bucket boundaries: 70 days overdue moves from 61–90 to 66–120, in the table, chart and drill-down.
      await afterResponse(page, { query: { asAt, boundaries: '30,60,65,120' } }, () =>
        page
          .getByTestId('aged-trial-balance-boundaries')
          .fill('30,60,65,120')
          .then(() => page.getByTestId('aged-trial-balance-boundaries').press('Enter')),
      );
      await loaded(report);
      expect(await report.locator('.ant-table-thead').first().innerText()).toContain('66–120');
      expect(await page.getByTestId('aged-buckets-chart-days4').innerText()).toContain(S$(30_000));
      expect(await page.getByTestId('aged-buckets-chart-days3').innerText()).toContain(S$(0));
      await loaded(drillDown);
      await drillDown
        .locator('.ant-table-row', { hasText: overdue.invoiceNo! })
        .filter({ hasText: '66–120' })
        .waitFor();
      // Not four ascending days: marked, and not sent.
      await page.getByTestId('aged-trial-balance-boundaries').fill('30,20,90,120');
      await page.getByTestId('aged-trial-balance-boundaries').press('Enter');
      await page.locator('[data-testid="aged-trial-balance-boundaries"][aria-invalid="true"]').waitFor();
      expect(new URL(page.url()).searchParams.get('boundaries')).toBe('30,60,65,120');

      // From the customer's row to their statement at the same date.
      await drillDown.getByTestId('aged-statement-link').click();
      const statement = page.getByTestId('statement-of-account-report');
      await statement.locator('.ant-table-row', { hasText: overdue.invoiceNo! }).waitFor();
      await loaded(statement);
      const lines = await statement.locator('.ant-table-row').allInnerTexts();
      // Invoice, payment, invoice in date order, with the running balance; the payment after the date is not there.
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain('Payment');
      expect(lines[2]).toContain(S$(40_900));
      const pdf = page.getByTestId('statement-pdf');
      expect(await pdf.getAttribute('target')).toBe('_blank');
      const href = new URL((await pdf.getAttribute('href'))!, baseUrl);
      expect(href.pathname).toBe('/admin/reports/accounts/statementofaccount/pdf');
      expect(Object.fromEntries(href.searchParams)).toEqual({
        date: asAt,
        customerKind: 'corporate',
        customerId: String(corporate.id),
      });

      // Opened from the menu, it asks for a customer first; the picker offers those with activity at the date.
      await page.getByTestId('admin-menu').getByText('Statement of account').click();
      await page
        .getByTestId('statement-not-selected')
        .filter({ hasText: 'Statement of account not selected' })
        .waitFor();
      expect(await page.getByTestId('statement-date').inputValue()).toBe(singaporeDate());
      await page.getByTestId('statement-date').fill(asAt);
      await page.waitForURL(/date=/);
      await chooseOption(page, 'statement-customer', new RegExp(corporate.name), {
        search: corporate.name,
        fromServer: true,
      });
      await statement.locator('.ant-table-row', { hasText: recent.invoiceNo! }).waitFor();

      // E-mailed to the corporate's contact: queued, then sent by the mail job with the statement's PDF.
      await noticeAfter(page, `Statement queued for e-mailing to ${corporate.contactEmail}`, () =>
        afterResponse(
          page,
          { method: 'POST', path: '/admin/reports/accounts/statementofaccount/email' },
          () => page.getByTestId('statement-email').click(),
        ),
      );
      const mail = await harness.ctx.eventually(async () => {
        const rows = await harness.ctx.sql(
          `select subject, status, attachments from mail_message where "to" = ? and template = 'statement-of-account'`,
          [corporate.contactEmail],
        );
        return rows[0]?.status === 'outbox' ? rows : undefined;
      });
      expect(mail).toEqual([
        {
          subject: `Statement of account as at ${asAt}`,
          status: 'outbox',
          attachments: [
            {
              source: 'statement-pdf',
              id: corporate.id,
              // The screen sends the picked customer's name too (the name a walk-in is found by).
              options: { customerKind: 'corporate', customerName: corporate.name, date: asAt },
            },
          ],
        },
      ]);
      expect(errors).toEqual([]);
    }));

  it('a cashier reconciles today’s settlement: their own totals per mode, the payments behind them, and the day’s list', () =>
    harness.journey('finance-reports-settlement', async (page) => {
      const firstName = `Cashier${key()}`;
      const cashier = await harness.ctx.newUser(Role.Staff, { firstName });
      const cashierApi = await (await harness.ctx.client()).signIn(cashier.email, TEST_PASSWORD);
      const participant = (await staffApi.post('/admin/participant/create', participantInput()).expect(201))
        .body as { id: number };
      const bill = (
        await staffApi
          .multipart('/admin/invoice/create')
          .field(
            'data',
            JSON.stringify({
              customer: { kind: 'participant', id: participant.id },
              lines: [{ description: 'CPD seat', quantity: 1, unitPriceCents: 21_800 }],
            }),
          )
          .expect(201)
      ).body as { id: number };
      const [cash] = await harness.ctx.sql("select id from payment_mode where code = 'CASH'");
      const paid = await cashierApi
        .multipart('/admin/payment/payinvoice')
        .field(
          'data',
          JSON.stringify({
            customer: { kind: 'participant', id: participant.id },
            paymentModeId: cash.id,
            receivedOn: singaporeDate(),
            amountCents: 12_345,
            allocations: [{ invoiceId: bill.id, amountCents: 12_345 }],
          }),
        )
        .attach('bankRecord', Buffer.from('%PDF-1.4\n%drawer slip\n'), 'slip.pdf')
        .expect(200);
      const [{ receipt_no: receiptNo }] = await harness.ctx.sql(
        'select r.receipt_no from payment p join receipt r on r.id = p.receipt_id where p.id = ?',
        [paid.body.paymentId],
      );

      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Daily sales settlement').click();
      const individual = page.getByTestId('settlement-individual-report');
      await individual.waitFor();
      expect(await page.getByTestId('settlement-individual-dateFrom').inputValue()).toBe(singaporeDate());
      const row = individual.locator('.ant-table-row', { hasText: firstName });
      expect(await row.innerText()).toContain(S$(12_345));
      expect(await row.innerText()).toContain('Cash');
      await afterResponse(
        page,
        { path: '/admin/reports/sales/dailysalessettlement/individual/getregistrationparticipants' },
        () => row.locator('.ant-table-row-expand-icon').click(),
      );
      await individual.locator('.ant-table-row', { hasText: String(receiptNo) }).waitFor();
      const excel = await individual.getByTestId('settlement-individual-export').getAttribute('href');
      expect(excel).toBe(
        `/admin/reports/sales/dailysalessettlement/individual/getall/export?dateFrom=${singaporeDate()}`,
      );

      await page.getByTestId('daily-sales-settlement-tabs').getByText('List').click();
      const list = page.getByTestId('settlement-list-report');
      await list.locator('.ant-table-row', { hasText: String(receiptNo) }).waitFor();
      expect(await list.getByTestId('settlement-list-totals').innerText()).toMatch(/S\$[\d,]+\.\d{2}/);
    }));

  it('fits the report screens into a 1366 px screen, and a report the server does not answer says so', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    try {
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      for (const [path, testId] of [
        ['/admin/finance/aged-trial-balance', 'aged-trial-balance-report'],
        ['/admin/finance/statement-of-account', 'statement-of-account'],
        ['/admin/sales-reports/daily-sales-settlement', 'settlement-individual-report'],
        ['/admin/sales-reports/daily-sales-settlement/consolidated', 'settlement-consolidated-report'],
        ['/admin/sales-reports/daily-sales-settlement/list', 'settlement-list-report'],
        ['/admin/finance/accounts-reports', 'archived-receipts-report'],
        ['/admin/finance/accounts-reports/void-entries', 'void-entries-report'],
        ['/admin/finance/accounts-reports/transfer-course', 'transfer-course-report'],
      ]) {
        await openPage(page, `${baseUrl}${path}`);
        await page.getByTestId(testId).waitFor();
        const { scrollWidth, innerWidth } = await pageWidths(page);
        expect({ path, scrollWidth }).toEqual({ path, scrollWidth: Math.min(scrollWidth, innerWidth) });
      }
      // A route that fails (or is not served) shows its error above an empty report, never a broken page.
      await page.route('**/admin/reports/accounts/pricelist/get**', (route) =>
        route.fulfill({ status: 500, json: { statusCode: 500, message: 'The price list is unavailable' } }),
      );
      await openPage(page, `${baseUrl}/admin/finance/accounts-reports/price-list`);
      await page.getByTestId('price-list-report').getByText('The price list is unavailable').waitFor();
    } finally {
      await context.close();
    }
  });
});
