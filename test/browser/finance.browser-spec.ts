import { randomBytes } from 'node:crypto';
import { Role } from '@app/core';
import { type TestClient, corporateInput } from '@app/test';
import { openPage, pageWidths } from '@app/test/browser-pages';
import {
  BrowserHarness,
  afterResponse,
  chooseOption,
  describeInBrowser,
  noticeAfter,
} from '@app/test/browser';

const key = () => randomBytes(4).toString('hex');
const PDF = Buffer.from('%PDF-1.4\n%bank record\n');

describeInBrowser('finance in the back office', () => {
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
        })
        .expect(201)
    ).body as { id: number; name: string };

  const invoiceFor = async (corporateId: number, unitPriceCents: number) =>
    (
      await staffApi
        .multipart('/admin/invoice/create')
        .field(
          'data',
          JSON.stringify({
            customer: { kind: 'corporate', id: corporateId },
            lines: [{ description: 'In-house CPD workshop', quantity: 1, unitPriceCents }],
          }),
        )
        .expect(201)
    ).body as { id: number; invoiceNo: string; balanceCents: number };

  it('staff record a cheque paying a corporate’s two invoices and download the receipt', () =>
    harness.journey('finance-cheque-payment', async (page) => {
      const corporate = await newCorporate();
      const first = await invoiceFor(corporate.id, 10_900);
      const second = await invoiceFor(corporate.id, 21_800);
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Payments').click();
      await page.getByTestId('staff-payment').waitFor();

      await page.getByTestId('record-payment').click();
      await page
        .locator('.ant-form-item-explain-error', { hasText: 'Please select a customer first' })
        .waitFor();

      await chooseOption(page, 'customer', new RegExp(corporate.name), {
        search: corporate.name,
        fromServer: true,
      });
      await page.getByTestId('unpaid-invoices').getByText(first.invoiceNo).waitFor();
      await page.getByTestId(`pay-full-${first.invoiceNo}`).click();
      await page.getByTestId(`pay-full-${second.invoiceNo}`).click();
      await page.getByTestId('payment-total').filter({ hasText: 'S$327.00' }).waitFor();
      await chooseOption(page, 'paymentModeId', 'Cheque');
      await page.fill('#reference', '004512');
      await page.fill('#chequeBank', 'OCBC');
      await page
        .getByTestId('payment-form')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'cheque.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByTestId('record-payment').click();
      const done = page.getByTestId('payment-done');
      await done.waitFor();
      const link = page.getByTestId('payment-receipt-pdf');
      expect(await link.getAttribute('target')).toBe('_blank');
      const receipt = await page.request.get(`${baseUrl}${await link.getAttribute('href')}`);
      expect(receipt.status()).toBe(200);
      expect(receipt.headers()['content-type']).toBe('application/pdf');

      const paid = await staffApi.post(`/admin/invoice/getbyid/${second.id}`).expect(200);
      expect(paid.body).toMatchObject({ settlement: 'Paid', balanceCents: 0 });
      const [payment] = await harness.ctx.sql(
        `select p.reference, p.cheque_bank, p.attachment is not null as attached from payment p
           join payment_allocation a on a.payment_id = p.id where a.invoice_id = ?`,
        [first.id],
      );
      expect(payment).toMatchObject({ reference: '004512', cheque_bank: 'OCBC', attached: true });
    }));

  it('staff sell two products over the counter', () =>
    harness.journey('finance-product-sale', async (page) => {
      const product = async (name: string, priceCents: number) =>
        (
          await staffApi
            .post('/admin/product/create', { code: `B-${key()}`, name, priceCents, stockOnHand: 5 })
            .expect(201)
        ).body as { id: number; name: string };
      const handbook = await product(`Agency handbook ${key()}`, 3_270);
      const lanyard = await product(`Lanyard ${key()}`, 1_090);
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Product sales').click();
      await page.getByTestId('product-sale-list').waitFor();
      await page.getByTestId('new-product-sale').click();
      await page.getByTestId('product-sale-form').waitFor();

      await page.fill('#walkInName', 'Tan Mei Ling');
      await chooseOption(page, 'items_0_productId', new RegExp(handbook.name), { search: handbook.name });
      await page.getByTestId('add-item').click();
      await chooseOption(page, 'items_1_productId', new RegExp(lanyard.name), { search: lanyard.name });
      await page.fill('#items_1_quantity', '2');
      await page.getByTestId('sale-total').filter({ hasText: 'S$54.50' }).waitFor();
      await chooseOption(page, 'paymentModeId', 'Cash');
      await afterResponse(page, { method: 'POST', path: '/admin/productsale/generate/invoice' }, () =>
        page.getByTestId('save-button').click(),
      );
      await page.getByTestId('sale-done').filter({ hasText: 'S$54.50' }).waitFor();
      expect(await page.getByTestId('sale-receipt-pdf').getAttribute('target')).toBe('_blank');

      const stock = await harness.ctx.sql(
        'select stock_on_hand from product where id in (?, ?) order by id',
        [handbook.id, lanyard.id],
      );
      expect(stock.map((row) => row.stock_on_hand)).toEqual([4, 3]);
    }));

  it('staff issue a partial credit note and see the invoice balance change', () =>
    harness.journey('finance-credit-note', async (page) => {
      const corporate = await newCorporate();
      const invoice = await invoiceFor(corporate.id, 32_700);
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.goto(`${baseUrl}/admin/finance/invoices?keyword=${invoice.invoiceNo}`);
      await page.getByTestId('invoice-list').getByRole('link', { name: invoice.invoiceNo }).click();
      await page.getByTestId('invoice-view').waitFor();
      await page.getByTestId('invoice-balance').filter({ hasText: 'S$327.00' }).waitFor();

      await page.getByTestId('credit-note-button').click();
      await page.fill('#amount', '100');
      await page.fill('#reason', 'One participant did not attend');
      await noticeAfter(page, /^Credit note CN-\d{4}-\d{6} issued$/, () =>
        page.getByRole('button', { name: 'Issue credit note' }).click(),
      );
      await page.getByTestId('invoice-balance').filter({ hasText: 'S$227.00' }).waitFor();
      await page.getByTestId('invoice-view').getByText('One participant did not attend').waitFor();
    }));

  it('fits the finance screens into a 1366 px screen', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    try {
      const corporate = await newCorporate();
      await invoiceFor(corporate.id, 10_900);
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      for (const [path, testId] of [
        ['/admin/finance/invoices', 'invoice-list'],
        ['/admin/finance/product-sales', 'product-sale-list'],
        ['/admin/finance/products', 'product-list'],
        ['/admin/finance/product-sales/create', 'product-sale-form'],
        ['/admin/finance/transactions', 'transaction-list'],
        ['/admin/finance/approvals', 'cfo-approval-list'],
        ['/admin/finance/payments', 'staff-payment'],
      ]) {
        await openPage(page, `${baseUrl}${path}`);
        await page.getByTestId(testId).waitFor();
        const { scrollWidth, innerWidth } = await pageWidths(page);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      }
      await chooseOption(page, 'customer', new RegExp(corporate.name), {
        search: corporate.name,
        fromServer: true,
      });
      await page.getByTestId('unpaid-invoices').locator('.ant-table-row').first().waitFor();
      const { scrollWidth, innerWidth } = await pageWidths(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    } finally {
      await context.close();
    }
  });
});
