import { randomBytes } from 'node:crypto';
import { currentTime, Role, singaporeDate } from '@app/core';
import { type TestClient, corporateInput } from '@app/test';
import { openPage, pageWidths, recordConsoleErrors } from '@app/test/browser-pages';
import {
  BrowserHarness,
  afterResponse,
  chooseOption,
  describeInBrowser,
  noticeAfter,
} from '@app/test/browser';

const key = () => randomBytes(4).toString('hex');
const PDF = Buffer.from('%PDF-1.4\n%purchase order\n');
const DAY = 24 * 60 * 60 * 1000;

describeInBrowser('finance records in the back office: receipts, manual invoices, corrections', () => {
  let harness: BrowserHarness;
  let baseUrl: string;
  let staffApi: TestClient;
  let modes: Record<string, number>;

  beforeAll(async () => {
    harness = await BrowserHarness.start();
    baseUrl = harness.baseUrl;
    staffApi = await harness.ctx.signIn(Role.Staff);
    const rows = await harness.ctx.sql('select id, code from payment_mode');
    modes = Object.fromEntries(rows.map((row) => [row.code as string, row.id as number]));
  });

  afterAll(() => harness?.stop());

  const newCorporate = async () =>
    (
      await staffApi
        .post('/admin/corporate/create', {
          ...corporateInput(`Orchard Homes ${key()}`),
        })
        .expect(201)
    ).body as { id: number; name: string };

  const invoiceFor = async (corporateId: number, lines: { description: string; unitPriceCents: number }[]) =>
    (
      await staffApi
        .multipart('/admin/invoice/create')
        .field(
          'data',
          JSON.stringify({
            customer: { kind: 'corporate', id: corporateId },
            lines: lines.map((line) => ({ ...line, quantity: 1 })),
          }),
        )
        .expect(201)
    ).body as { id: number; invoiceNo: string; balanceCents: number };

  const payByCheque = async (corporateId: number, invoiceId: number, amountCents: number) =>
    (
      await staffApi
        .multipart('/admin/payment/payinvoice')
        .field(
          'data',
          JSON.stringify({
            customer: { kind: 'corporate', id: corporateId },
            paymentModeId: modes.CHEQUE,
            receivedOn: singaporeDate(),
            amountCents,
            reference: '771200',
            chequeBank: 'UOB',
            allocations: [{ invoiceId, amountCents }],
          }),
        )
        .expect(200)
    ).body as { paymentId: number; receiptId: number; receiptNo: string };

  it('staff correct a receipt’s date and its payment’s reference and remarks, each logged, then archive it', () =>
    harness.journey('finance-receipt-corrections', async (page) => {
      const errors = recordConsoleErrors(page);
      const corporate = await newCorporate();
      const invoice = await invoiceFor(corporate.id, [{ description: 'CPD talk', unitPriceCents: 10_900 }]);
      const paid = await payByCheque(corporate.id, invoice.id, 10_900);
      const earlier = singaporeDate(new Date(currentTime().getTime() - 2 * DAY));

      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Receipts').click();
      await page.getByTestId('receipt-list').waitFor();
      await openPage(page, `${baseUrl}/admin/finance/receipts?keyword=${paid.receiptNo}`);
      await page.getByTestId('receipt-list').getByRole('link', { name: paid.receiptNo }).click();
      await page.getByTestId('receipt-view').waitFor();
      await page.getByTestId('receipt-payments').getByText('771200').waitFor();

      await page.getByTestId('receipt-date').click();
      await page.fill('#receivedOn', earlier);
      await page.getByTestId('receipt-date-ok').click();
      await page.locator('.ant-form-item-explain-error', { hasText: 'Reason is required' }).waitFor();
      await page.fill('#reason', 'Cheque banked two days ago');
      await noticeAfter(page, 'Receipt date corrected', () => page.getByTestId('receipt-date-ok').click());

      await page.getByTestId(`payment-reference-${paid.paymentId}`).click();
      await page.fill('#reference', '771201');
      await page.fill('#reason', 'Cheque number mistyped');
      await noticeAfter(page, 'Reference no. corrected', () =>
        page.getByTestId(`payment-reference-${paid.paymentId}-ok`).click(),
      );
      await page.getByTestId('receipt-payments').getByText('771201').waitFor();
      await page.getByTestId(`payment-details-${paid.paymentId}`).click();
      await page.fill('#remarks', 'Matched against the UOB statement');
      await page.fill('#reason', 'Reconciled');
      await noticeAfter(page, 'Payment corrected', () =>
        page.getByTestId(`payment-details-${paid.paymentId}-ok`).click(),
      );

      await page.getByTestId('archive-receipt').click();
      await noticeAfter(page, 'Receipt archived', () =>
        page.locator('.ant-popconfirm').getByRole('button', { name: 'Archive' }).click(),
      );
      await openPage(page, `${baseUrl}/admin/finance/receipts?status=Archived&keyword=${paid.receiptNo}`);
      await page.getByTestId('receipt-list').getByRole('link', { name: paid.receiptNo }).waitFor();

      const [receipt] = await harness.ctx.sql(
        "select to_char(received_on, 'YYYY-MM-DD') as day, status, version from receipt where id = ?",
        [paid.receiptId],
      );
      expect(receipt).toMatchObject({ day: earlier, status: 'Archived' });
      const logged = await harness.ctx.sql(
        `select field, old_value, new_value from change_log
          where entity_type = 'Payment' and entity_id = ? and field in ('reference', 'remarks') order by id`,
        [String(paid.paymentId)],
      );
      expect(logged).toEqual([
        { field: 'reference', old_value: '771200', new_value: '771201' },
        { field: 'remarks', old_value: null, new_value: 'Matched against the UOB statement' },
      ]);
      expect(errors).toEqual([]);
    }));

  it('staff raise a manual invoice with its purchase order, correct it as a new version, and cancel an unpaid one', () =>
    harness.journey('finance-manual-invoice', async (page) => {
      const corporate = await newCorporate();
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByTestId('admin-menu').getByText('Invoices').click();
      await page.getByTestId('invoice-list').waitFor();
      await page.getByTestId('new-invoice').click();
      await page.getByTestId('invoice-form').waitFor();

      await page.getByTestId('save-button').click();
      await page
        .locator('.ant-form-item-explain-error', { hasText: 'Please select a customer first' })
        .waitFor();
      await chooseOption(page, 'customer', new RegExp(corporate.name), {
        search: corporate.name,
        fromServer: true,
      });
      await page.fill('#lines_0_description', 'In-house workshop: Code of ethics');
      await page.fill('#lines_0_quantity', '2');
      await page.fill('#lines_0_unitPriceCents', '109');
      await page.getByTestId('invoice-form-total').filter({ hasText: 'S$218.00' }).waitFor();
      await page
        .getByTestId('invoice-form')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'purchase-order.pdf', mimeType: 'application/pdf', buffer: PDF });
      await afterResponse(page, { method: 'POST', path: '/admin/invoice/create' }, () =>
        page.getByTestId('save-button').click(),
      );
      await page.getByTestId('invoice-view').waitFor();
      await page.getByTestId('invoice-balance').filter({ hasText: 'S$218.00' }).waitFor();
      await page.getByTestId('invoice-attachment-link').filter({ hasText: 'purchase-order.pdf' }).waitFor();
      const invoiceId = Number(/\/invoices\/(\d+)$/.exec(page.url())?.[1]);

      await page.getByTestId('edit-invoice').click();
      await page.getByTestId('invoice-edit-form').waitFor();
      await page.fill('#customerAddress', '2 Shenton Way #08-01');
      await page.fill('#reason', 'Billing address changed');
      await afterResponse(page, { method: 'POST', path: '/admin/invoice/update' }, () =>
        page.getByTestId('save-button').click(),
      );
      await page.getByTestId('invoice-view').getByText('2 Shenton Way #08-01').waitFor();
      const first = page.getByTestId('invoice-version-1');
      await page.getByTestId('invoice-version-2').waitFor();
      expect(await first.getAttribute('target')).toBe('_blank');
      const oldPdf = await page.request.get(`${baseUrl}${await first.getAttribute('href')}`);
      expect(oldPdf.headers()['content-type']).toBe('application/pdf');

      await page.getByTestId('delete-invoice').click();
      await noticeAfter(page, 'Deleted', () =>
        page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click(),
      );
      await page.getByTestId('invoice-list').waitFor();
      const [cancelled] = await harness.ctx.sql('select status, invoice_no from invoice where id = ?', [
        invoiceId,
      ]);
      expect(cancelled).toMatchObject({ status: 'Void' });
      expect(cancelled.invoice_no).toMatch(/^INV-/);

      // Paid: the server's reason is shown and the invoice stays.
      const paid = await invoiceFor(corporate.id, [{ description: 'CPD talk', unitPriceCents: 5_450 }]);
      await payByCheque(corporate.id, paid.id, 1_000);
      await openPage(page, `${baseUrl}/admin/finance/invoices/${paid.id}`);
      await page.getByTestId('invoice-view').waitFor();
      await page.getByTestId('delete-invoice').click();
      await noticeAfter(page, /cannot be deleted/, () =>
        page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click(),
      );
      await page.getByTestId('invoice-view').waitFor();
    }));

  it('staff take a later payment for a product sale with its bank record, and credit an invoice line by line', () =>
    harness.journey('finance-sale-payment-credit-lines', async (page) => {
      const errors = recordConsoleErrors(page);
      const product = (
        await staffApi
          .post('/admin/product/create', {
            code: `K-${key()}`,
            name: `Exam kit ${key()}`,
            priceCents: 5_000,
            gstable: false,
            stockOnHand: 3,
          })
          .expect(201)
      ).body as { id: number };
      const sale = (
        await staffApi
          .post('/admin/productsale/generate/invoice', {
            customer: { kind: 'walk_in', name: 'Ahmad bin Ismail' },
            items: [{ productId: product.id, quantity: 2 }],
          })
          .expect(201)
      ).body as { id: number; invoiceNo: string };

      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      await openPage(page, `${baseUrl}/admin/finance/invoices/${sale.id}`);
      await page.getByTestId('invoice-balance').filter({ hasText: 'S$100.00' }).waitFor();
      await page.getByTestId('sale-payment').click();
      await chooseOption(page, 'paymentModeId', 'Cheque');
      await page.fill('#reference', '000981');
      await page.fill('#chequeBank', 'OCBC');
      await page
        .locator('.ant-modal')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'cheque.pdf', mimeType: 'application/pdf', buffer: PDF });
      await noticeAfter(page, /^Payment recorded: receipt RCT-\d{4}-\d{6}$/, () =>
        page.getByTestId('sale-payment-ok').click(),
      );
      await page.getByTestId('invoice-balance').filter({ hasText: 'S$0.00' }).waitFor();
      const [payment] = await harness.ctx.sql(
        `select p.attachment is not null as attached from payment p
           join payment_allocation a on a.payment_id = p.id where a.invoice_id = ?`,
        [sale.id],
      );
      expect(payment).toMatchObject({ attached: true });

      const corporate = await newCorporate();
      const invoice = await invoiceFor(corporate.id, [
        { description: 'Workshop day 1', unitPriceCents: 10_900 },
        { description: 'Workshop day 2', unitPriceCents: 10_900 },
      ]);
      await openPage(page, `${baseUrl}/admin/finance/invoices/${invoice.id}`);
      await page.getByTestId('invoice-balance').filter({ hasText: 'S$218.00' }).waitFor();
      await page.getByTestId('credit-note-button').click();
      await page.getByTestId('credit-note-mode').getByText('By line').click();
      await page.fill('#lineAmounts_1', '54.50');
      await page.fill('#reason', 'Day 2 shortened to half a day');
      await noticeAfter(page, /^Credit note CN-\d{4}-\d{6} issued$/, () =>
        page.getByTestId('credit-note-button-ok').click(),
      );
      await page.getByTestId('invoice-balance').filter({ hasText: 'S$163.50' }).waitFor();
      const [note] = await harness.ctx.sql(
        'select lines, total_cents, gst_cents from credit_note where invoice_id = ?',
        [invoice.id],
      );
      expect(note).toMatchObject({ total_cents: 5_450 });
      expect(note.lines).toEqual([expect.objectContaining({ lineIndex: 1, amountCents: 5_450 })]);
      expect(errors).toEqual([]);
    }));

  it('fits the receipt and invoice screens into a 1366 px screen', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    try {
      const corporate = await newCorporate();
      const invoice = await invoiceFor(corporate.id, [{ description: 'CPD talk', unitPriceCents: 10_900 }]);
      const paid = await payByCheque(corporate.id, invoice.id, 5_000);
      const unpaid = await invoiceFor(corporate.id, [{ description: 'CPD talk', unitPriceCents: 5_450 }]);
      await harness.signIn(page, Role.Staff);
      await page.waitForURL(`${baseUrl}/admin`);
      for (const [path, testId] of [
        ['/admin/finance/receipts', 'receipt-list'],
        [`/admin/finance/receipts/${paid.receiptId}`, 'receipt-view'],
        ['/admin/finance/invoices/create', 'invoice-form'],
        [`/admin/finance/invoices/${invoice.id}`, 'invoice-view'],
        [`/admin/finance/invoices/${unpaid.id}/edit`, 'invoice-edit-form'],
      ]) {
        await openPage(page, `${baseUrl}${path}`);
        await page.getByTestId(testId).first().waitFor();
        const { scrollWidth, innerWidth } = await pageWidths(page);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      }
    } finally {
      await context.close();
    }
  });
});
