import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { Role, singaporeDate } from '@app/core';
import { INVOICE_FIGURES_SQL } from '@app/billing';
import { type TestClient, TestContext, participantInput, publishedEvent, corporateInput } from '@app/test';
import { downloadPdf, pdfTexts } from '@app/test/pdf-text';

const PDF = Buffer.from('%PDF-1.4\n%bank record\n');
const key = () => randomBytes(8).toString('hex');
const tomorrow = () => {
  const day = new Date(`${singaporeDate()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

interface Invoice {
  id: number;
  invoiceNo: string;
  totalCents: number;
  gstCents: number;
  balanceCents: number;
  creditedCents: number;
  paidCents: number;
  settlement: string;
  status: string;
  version: number;
  dueOn: string;
  issuedOn: string;
}

describe('billing back office: invoices, payments, receipts, credit notes', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let admin: TestClient;
  let modes: Record<string, number>;

  beforeAll(async () => {
    ctx = await TestContext.create({ FINANCE_APPROVAL_THRESHOLD: '500', CORPORATE_PAYMENT_TERMS_DAYS: '30' });
    staff = await ctx.signIn(Role.Staff);
    admin = await ctx.signIn(Role.Administrator);
    const rows = await ctx.sql('select id, code from payment_mode');
    modes = Object.fromEntries(rows.map((row) => [row.code as string, row.id as number]));
  });

  afterAll(() => ctx.close());

  const newCorporate = async (overrides: Record<string, unknown> = {}) =>
    (
      await staff
        .post('/admin/corporate/create', {
          ...corporateInput(`Agency ${key()}`),
          contactEmail: `accounts-${key()}@example.com`,
          ...overrides,
        })
        .expect(201)
    ).body as { id: number; name: string; uen: string };

  const newParticipant = async () =>
    (await staff.post('/admin/participant/create', participantInput()).expect(201)).body as {
      id: number;
      firstName: string;
    };

  const createInvoice = (client: TestClient, data: Record<string, unknown>, attach = false) => {
    const request = client.multipart('/admin/invoice/create').field('data', JSON.stringify(data));
    return attach ? request.attach('attachment', PDF, 'purchase-order.pdf') : request;
  };

  const manualInvoice = async (customer: Record<string, unknown>, unitPriceCents = 10_900, quantity = 1) =>
    (
      await createInvoice(staff, {
        customer,
        lines: [{ description: 'In-house CPD workshop', quantity, unitPriceCents }],
      }).expect(201)
    ).body as Invoice;

  const pay = (client: TestClient, data: Record<string, unknown>, attach = true) => {
    const request = client.multipart('/admin/payment/payinvoice').field('data', JSON.stringify(data));
    return attach ? request.attach('bankRecord', PDF, 'bank.pdf') : request;
  };

  const invoice = async (id: number) =>
    (await staff.post(`/admin/invoice/getbyid/${id}`).expect(200)).body as Invoice & {
      payments: { receiptNo: string; allocatedCents: number }[];
      creditNotes: { creditNoteNo: string; totalCents: number }[];
      versions: { version: number; reason: string | null }[];
      changeLog: { field: string | null; newValue: string | null }[];
    };

  it('creates a manual invoice for a corporate with its document, due on the corporate terms, and finds it', async () => {
    const corporate = await newCorporate({ paymentTermsDays: 14 });
    const created = await createInvoice(
      staff,
      {
        customer: { kind: 'corporate', id: corporate.id },
        lines: [
          { description: 'Corporate CPD seats', quantity: 3, unitPriceCents: 10_900 },
          { description: 'Exam fee', quantity: 1, unitPriceCents: 5_000, gstable: false },
        ],
        discounts: [{ description: 'Corporate discount', amountCents: 1_000 }],
      },
      true,
    ).expect(201);
    const body = created.body as Invoice & {
      attachment: { name: string } | null;
      lines: { gstCents: number }[];
    };
    expect(body.invoiceNo).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(body).toMatchObject({
      totalCents: 36_700,
      settlement: 'Unpaid',
      balanceCents: 36_700,
      status: 'Issued',
    });
    expect(body.attachment).toMatchObject({ name: 'purchase-order.pdf' });
    // GST only on the GST-able part: 32 700 less its 867 share of the discount = 31 833 × 9/109.
    expect(body.gstCents).toBe(2_628);
    expect(body.lines.map((line) => line.gstCents)).toEqual([2_628, 0]);
    const due = new Date(`${body.issuedOn}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 14);
    expect(body.dueOn).toBe(due.toISOString().slice(0, 10));
    const attachment = await staff.get(`/admin/invoice/${body.id}/attachment`).expect(200);
    expect(attachment.headers['content-type']).toBe('application/pdf');

    const fetched = await staff.get(`/admin/invoice/${body.invoiceNo}/fetch`).expect(200);
    expect(fetched.body.id).toBe(body.id);
    const missing = await staff.get('/admin/invoice/INV-1999-000001/fetch').expect(404);
    expect(missing.body.message).toBe('Invoice not found');

    const byCustomer = await staff
      .get(`/admin/invoices/getall?customer=${encodeURIComponent(corporate.name)}&status=unpaid`)
      .expect(200);
    expect(byCustomer.body.items.map((item: Invoice) => item.id)).toEqual([body.id]);
    const byNumber = await staff.get(`/admin/invoices/getall?keyword=${body.invoiceNo}`).expect(200);
    expect(byNumber.body.total).toBe(1);
    const none = await staff.get(`/admin/invoices/getall?keyword=${body.invoiceNo}&status=paid`).expect(200);
    expect(none.body.total).toBe(0);
    const future = await staff.get(`/admin/invoices/getall?dateFrom=${tomorrow()}`).expect(200);
    expect(future.body.total).toBe(0);

    const noCustomer = await createInvoice(staff, {
      lines: [{ description: 'x', quantity: 1, unitPriceCents: 1 }],
    });
    expect(noCustomer.status).toBe(400);
    const badDate = await staff.get('/admin/invoices/getall?dateFrom=2026-02-30').expect(400);
    expect(badDate.body.errors.dateFrom).toBeDefined();
  });

  it('takes a cheque for two invoices of a corporate, partly, with a receipt, and refuses what breaks the rules', async () => {
    const corporate = await newCorporate();
    const first = await manualInvoice({ kind: 'corporate', id: corporate.id }, 10_900);
    const second = await manualInvoice({ kind: 'corporate', id: corporate.id }, 21_800);
    const cheque = {
      customer: { kind: 'corporate', id: corporate.id },
      paymentModeId: modes.CHEQUE,
      receivedOn: singaporeDate(),
      amountCents: 20_000,
      reference: '123456',
      chequeBank: 'DBS',
      allocations: [
        { invoiceId: first.id, amountCents: 10_900 },
        { invoiceId: second.id, amountCents: 9_100 },
      ],
    };

    const noCustomer = await pay(staff, { ...cheque, customer: undefined }).expect(400);
    expect(noCustomer.body.errors).toEqual({ customer: ['Please select a customer first'] });
    const noChequeNo = await pay(staff, { ...cheque, reference: '', chequeBank: '' }).expect(400);
    expect(Object.keys(noChequeNo.body.errors).sort()).toEqual(['chequeBank', 'reference']);
    const zero = await pay(staff, { ...cheque, amountCents: 0 }).expect(400);
    expect(zero.body.errors.amountCents).toBeDefined();
    expect((await pay(staff, { ...cheque, amountCents: -5 })).status).toBe(400);
    const future = await pay(staff, { ...cheque, receivedOn: tomorrow() }).expect(400);
    expect(future.body.errors.receivedOn).toEqual(['The payment date cannot be in the future']);
    const unknown = await pay(staff, { ...cheque, paymentModeId: 999_999 }).expect(400);
    expect(unknown.body.errors.paymentModeId).toEqual(['Unknown payment mode']);
    const tooMuch = await pay(staff, {
      ...cheque,
      amountCents: 11_000,
      allocations: [{ invoiceId: first.id, amountCents: 11_000 }],
    }).expect(409);
    expect(tooMuch.body.message).toBe(
      `S$110.00 is more than the S$109.00 left to pay on invoice ${first.invoiceNo}`,
    );
    const surplus = await pay(staff, {
      ...cheque,
      amountCents: 11_000,
      allocations: [{ invoiceId: first.id, amountCents: 10_900 }],
    }).expect(409);
    expect(surplus.body.message).toBe(
      'S$1.00 is more than the invoices owe: record it as a credit on account',
    );
    expect(
      await ctx.sql('select id from payment where participant_id is null and corporate_id = ?', [
        corporate.id,
      ]),
    ).toEqual([]);

    const paid = await pay(staff, cheque).expect(200);
    expect(paid.body.receiptNo).toMatch(/^RCT-\d{4}-\d{6}$/);
    expect(paid.body.invoices.map((item: Invoice) => [item.settlement, item.balanceCents])).toEqual([
      ['Paid', 0],
      ['PartlyPaid', 12_700],
    ]);
    const again = await pay(staff, {
      ...cheque,
      amountCents: 100,
      allocations: [{ invoiceId: first.id, amountCents: 100 }],
    }).expect(409);
    expect(again.body.message).toBe(`Invoice ${first.invoiceNo} is already paid`);

    const receipt = await downloadPdf(staff.get(`/admin/receipt/${paid.body.receiptId as number}/pdf`));
    const texts = await pdfTexts(receipt);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Receipt',
        paid.body.receiptNo,
        corporate.name,
        'Cheque',
        '123456',
        'S$200.00',
      ]),
    );
    expect(texts).toContain(`${first.invoiceNo}, ${second.invoiceNo}`);

    // The rest by NETS on the same receipt, plus S$5.00 kept on account.
    const added = await staff
      .multipart('/admin/receipt/payment/add')
      .field(
        'data',
        JSON.stringify({
          receiptId: paid.body.receiptId,
          paymentModeId: modes.NETS,
          receivedOn: singaporeDate(),
          amountCents: 13_200,
          allocations: [{ invoiceId: second.id, amountCents: 12_700 }],
          creditOnAccount: true,
        }),
      )
      .expect(200);
    expect(added.body).toMatchObject({ amountCents: 33_200, version: 2, creditOnAccountCents: 500 });
    expect((await invoice(second.id)).settlement).toBe('Paid');
    const unpaid = await staff
      .get(`/admin/payment/unpaidinvoices?id=${corporate.id}&kind=corporate`)
      .expect(200);
    expect(unpaid.body).toEqual([]);
    const v2 = await pdfTexts(
      await downloadPdf(staff.get(`/admin/receipt/${paid.body.receiptId as number}/pdf`)),
    );
    expect(v2).toEqual(
      expect.arrayContaining(['Version 2', 'NETS', 'Credit on account', 'S$5.00', 'S$332.00']),
    );
    const v1 = await pdfTexts(
      await downloadPdf(staff.get(`/admin/receipt/${paid.body.receiptId as number}/version/1/pdf`)),
    );
    expect(v1).not.toContain('NETS');

    const lookup = await staff
      .get(`/admin/payment/lookupcustomerswithinvoices?keyword=${corporate.uen}`)
      .expect(200);
    expect(lookup.body.items).toEqual([
      expect.objectContaining({
        kind: 'corporate',
        id: corporate.id,
        unpaidInvoices: 0,
        outstandingCents: 0,
      }),
    ]);
    // A new invoice's customer may have none yet: `scope=all` finds them too.
    const fresh = await newCorporate();
    const withInvoices = await staff
      .get(`/admin/payment/lookupcustomerswithinvoices?keyword=${fresh.uen}`)
      .expect(200);
    expect(withInvoices.body.items).toEqual([]);
    const everyone = await staff
      .get(`/admin/payment/lookupcustomerswithinvoices?keyword=${fresh.uen}&scope=all`)
      .expect(200);
    expect(everyone.body.items).toEqual([
      expect.objectContaining({ kind: 'corporate', id: fresh.id, unpaidInvoices: 0 }),
    ]);
    await staff.get('/admin/payment/lookupcustomerswithinvoices?scope=nobody').expect(400);
  });

  it('corrects payments and receipts, each logged, never below what a payment pays towards invoices', async () => {
    const participant = await newParticipant();
    const bill = await manualInvoice({ kind: 'participant', id: participant.id }, 10_000);
    const paid = await pay(staff, {
      customer: { kind: 'participant', id: participant.id },
      paymentModeId: modes.PAYNOW,
      receivedOn: singaporeDate(),
      amountCents: 6_000,
      reference: 'PN-1',
      allocations: [{ invoiceId: bill.id, amountCents: 6_000 }],
    }).expect(200);
    const paymentId = paid.body.paymentId as number;
    const noReference = await pay(staff, {
      customer: { kind: 'participant', id: participant.id },
      paymentModeId: modes.PAYNOW,
      receivedOn: singaporeDate(),
      amountCents: 100,
      allocations: [{ invoiceId: bill.id, amountCents: 100 }],
    }).expect(400);
    expect(noReference.body.errors.reference).toEqual(['Reference no. is required']);

    const below = await staff
      .post('/admin/payment/total/amount/update', { id: paymentId, amountCents: 5_000, reason: 'Typo' })
      .expect(409);
    expect(below.body.message).toBe('The payment pays S$60.00 towards invoices; its total cannot be less');
    await staff
      .post('/admin/payment/total/amount/update', { id: paymentId, amountCents: 6_500, reason: 'Typo' })
      .expect(409);
    const more = await staff
      .post('/admin/payment/total/amount/update', {
        id: paymentId,
        amountCents: 6_500,
        reason: 'Bank shows more',
        creditOnAccount: true,
      })
      .expect(200);
    expect(more.body).toMatchObject({ amountCents: 6_500, allocatedCents: 6_000 });
    const ref = await staff
      .post('/admin/payment/refno/update', { id: paymentId, reference: 'PN-2', reason: 'Bank ref' })
      .expect(200);
    expect(ref.body.reference).toBe('PN-2');
    await staff
      .post('/admin/payment/update', { id: paymentId, remarks: 'Checked against the statement' })
      .expect(200);
    const paymentLog = await ctx.sql(
      `select field, old_value, new_value from change_log where entity_type = 'Payment' and entity_id = ? order by id`,
      [String(paymentId)],
    );
    expect(paymentLog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'amountCents', old_value: '6000', new_value: '6500' }),
        expect.objectContaining({ field: 'reference', old_value: 'PN-1', new_value: 'PN-2' }),
        expect.objectContaining({ field: 'remarks', new_value: 'Checked against the statement' }),
      ]),
    );
    const served = await staff.get(`/admin/payment/${paymentId}/logs/get`).expect(200);
    expect(served.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'reference', oldValue: 'PN-1', newValue: 'PN-2' }),
      ]),
    );
    await (
      await ctx.signIn(Role.CustomerServiceOfficer)
    )
      .get(`/admin/payment/${paymentId}/logs/get`)
      .expect(200);
    const onReceipt = await staff
      .get(`/admin/payment/search/filter?receiptId=${paid.body.receiptId}`)
      .expect(200);
    expect(onReceipt.body.items.map((row: { id: number }) => row.id)).toEqual([paymentId]);

    const receiptId = paid.body.receiptId as number;
    const future = await staff
      .post('/admin/receipt/date/update', { id: receiptId, receivedOn: tomorrow(), reason: 'x' })
      .expect(400);
    expect(future.body.errors.receivedOn).toBeDefined();
    await staff.post('/admin/receipt/date/update', { id: receiptId, receivedOn: '2026-01-05' }).expect(400);
    const dated = await staff
      .post('/admin/receipt/date/update', {
        id: receiptId,
        receivedOn: '2026-01-05',
        reason: 'Cheque banked earlier',
      })
      .expect(200);
    expect(dated.body).toMatchObject({ receivedOn: '2026-01-05' });
    expect(
      await ctx.sql("select to_char(received_on, 'YYYY-MM-DD') as day from payment where id = ?", [
        paymentId,
      ]),
    ).toEqual([{ day: '2026-01-05' }]);
    const logs = await staff.get(`/admin/receipt/${receiptId}/logs/get`).expect(200);
    expect(logs.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'receivedOn', newValue: '2026-01-05' }),
        expect.objectContaining({ field: 'reason', newValue: 'Cheque banked earlier' }),
      ]),
    );
    await staff.post('/admin/receipt/regenerate', { id: receiptId, reason: 'New footer' }).expect(200);
    const archived = await staff.post('/admin/receipt/archive', { id: receiptId }).expect(200);
    expect(archived.body.status).toBe('Archived');
    const archivedList = await staff.get('/admin/receipts/getall?status=Archived').expect(200);
    expect(archivedList.body.items.map((item: { id: number }) => item.id)).toContain(receiptId);

    const search = await staff.get(`/admin/payment/search/filter?keyword=PN-2`).expect(200);
    expect(search.body.items).toEqual([
      expect.objectContaining({
        id: paymentId,
        paymentModeId: modes.PAYNOW,
        paymentMode: 'PayNow',
        amountCents: 6_500,
        remarks: 'Checked against the statement',
      }),
    ]);
    const exported = await staff
      .get(`/admin/payment/search/filter/export?keyword=PN-2`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(exported.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.body as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payments')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe(paid.body.receiptNo);
    expect(sheet.getRow(2).getCell(8).value).toBe(65);
  });

  it('corrects an unpaid invoice as a new version, keeps the old PDF, and refuses once it is paid', async () => {
    const participant = await newParticipant();
    const bill = await manualInvoice({ kind: 'participant', id: participant.id }, 10_900);
    const updated = await staff
      .post('/admin/invoice/update', {
        id: bill.id,
        lines: [{ description: 'CPD workshop, corrected', quantity: 2, unitPriceCents: 10_900 }],
        customerAddress: '8 Marina View #40-01',
        reason: 'Two seats, not one',
      })
      .expect(200);
    expect(updated.body).toMatchObject({
      invoiceNo: bill.invoiceNo,
      version: 2,
      totalCents: 21_800,
      balanceCents: 21_800,
    });
    expect(updated.body.versions.map((version: { version: number }) => version.version)).toEqual([1, 2]);
    const current = await pdfTexts(await downloadPdf(staff.get(`/admin/invoice/${bill.id}/pdf`)));
    expect(current).toEqual(
      expect.arrayContaining([
        'Tax Invoice',
        bill.invoiceNo,
        'Version 2',
        'CPD workshop, corrected',
        '8 Marina View #40-01',
      ]),
    );
    const first = await pdfTexts(await downloadPdf(staff.get(`/admin/invoice/${bill.id}/version/1/pdf`)));
    expect(first).toEqual(
      expect.arrayContaining(['Simplified Tax Invoice', bill.invoiceNo, 'In-house CPD workshop']),
    );
    expect(first).not.toContain('Version 2');
    await staff.get(`/admin/invoice/${bill.id}/version/9/pdf`).expect(404);
    const regenerated = await staff.post('/admin/invoice/regenerate', { id: bill.id }).expect(200);
    expect(regenerated.body.version).toBe(3);
    const detail = await invoice(bill.id);
    expect(detail.changeLog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'totalCents', newValue: '21800' }),
        expect.objectContaining({ field: 'reason', newValue: 'Two seats, not one' }),
      ]),
    );

    await pay(staff, {
      customer: { kind: 'participant', id: participant.id },
      paymentModeId: modes.CASH,
      receivedOn: singaporeDate(),
      amountCents: 100,
      allocations: [{ invoiceId: bill.id, amountCents: 100 }],
    }).expect(200);
    const refused = await staff.post('/admin/invoice/update', { id: bill.id, remarks: 'late' }).expect(409);
    expect(refused.body.message).toContain('credit note');
    const deleted = await staff.delete(`/admin/invoice/delete/${bill.id}`).expect(409);
    expect(deleted.body.message).toBe(
      `Invoice ${bill.invoiceNo} cannot be deleted: it has payments; void it instead`,
    );
  });

  it('deletes a draft, cancels an unpaid manual invoice by a void that keeps its number, and refuses to pay a void one', async () => {
    const participant = await newParticipant();
    const draft = (
      await createInvoice(staff, {
        customer: { kind: 'participant', id: participant.id },
        lines: [{ description: 'Draft line', quantity: 1, unitPriceCents: 5_000 }],
        draft: true,
      }).expect(201)
    ).body as Invoice;
    expect(draft).toMatchObject({ invoiceNo: null, status: 'Draft', settlement: 'Draft' });
    expect(await staff.delete(`/admin/invoice/delete/${draft.id}`).expect(200)).toMatchObject({
      body: { deleted: true, voided: false },
    });
    expect(await ctx.sql('select id from invoice where id = ?', [draft.id])).toEqual([]);

    const kept = (
      await createInvoice(staff, {
        customer: { kind: 'participant', id: participant.id },
        lines: [{ description: 'Kept draft', quantity: 1, unitPriceCents: 5_000 }],
        draft: true,
      }).expect(201)
    ).body as Invoice;
    const issued = await staff.post('/admin/invoice/update', { id: kept.id, issue: true }).expect(200);
    expect(issued.body.invoiceNo).toMatch(/^INV-/);

    const bill = await manualInvoice({ kind: 'participant', id: participant.id });
    expect(await staff.delete(`/admin/invoice/delete/${bill.id}`).expect(200)).toMatchObject({
      body: { deleted: false, voided: true },
    });
    expect(await invoice(bill.id)).toMatchObject({
      invoiceNo: bill.invoiceNo,
      status: 'Void',
      settlement: 'Void',
      balanceCents: 0,
    });
    expect(
      await ctx.sql(
        `select document_no, reason from void_entry where document_type = 'Invoice' and document_id = ?`,
        [bill.id],
      ),
    ).toEqual([{ document_no: bill.invoiceNo, reason: 'Cancelled before any payment' }]);
    const voidPay = await pay(staff, {
      customer: { kind: 'participant', id: participant.id },
      paymentModeId: modes.CASH,
      receivedOn: singaporeDate(),
      amountCents: 10_900,
      allocations: [{ invoiceId: bill.id, amountCents: 10_900 }],
    }).expect(409);
    expect(voidPay.body.message).toBe(`Invoice ${bill.invoiceNo} is void`);
    await staff.delete(`/admin/invoice/delete/${bill.id}`).expect(409);
  });

  it('credits part of an invoice at its GST rate, and waits for someone else to approve a large credit', async () => {
    const participant = await newParticipant();
    const bill = await manualInvoice({ kind: 'participant', id: participant.id }, 109_000, 1);
    const small = await staff
      .post('/admin/creditnote/create', {
        invoiceId: bill.id,
        reason: 'Session cut short',
        amountCents: 10_900,
      })
      .expect(201);
    expect(small.body).toMatchObject({
      status: 'Issued',
      totalCents: 10_900,
      gstCents: 900,
      invoiceNo: bill.invoiceNo,
    });
    expect(small.body.creditNoteNo).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(await invoice(bill.id)).toMatchObject({
      creditedCents: 10_900,
      balanceCents: 98_100,
      settlement: 'Unpaid',
    });
    const pdf = await pdfTexts(
      await downloadPdf(staff.get(`/admin/creditnote/${small.body.id as number}/pdf`)),
    );
    expect(pdf).toEqual(
      expect.arrayContaining([
        'Credit Note',
        small.body.creditNoteNo,
        bill.invoiceNo,
        'Session cut short',
        'GST reversed at 9%',
        'S$9.00',
        'S$109.00',
        'GST Reg No',
      ]),
    );

    const both = await staff
      .post('/admin/creditnote/create', { invoiceId: bill.id, reason: 'x', amountCents: 100, full: true })
      .expect(400);
    expect(both.body.errors.full).toBeDefined();
    const tooMuch = await staff
      .post('/admin/creditnote/create', { invoiceId: bill.id, reason: 'x', amountCents: 98_101 })
      .expect(409);
    expect(tooMuch.body.message).toBe(`At most S$981.00 is left to credit on invoice ${bill.invoiceNo}`);

    const large = await staff
      .post('/admin/creditnote/create', { invoiceId: bill.id, reason: 'Course cancelled', full: true })
      .expect(201);
    expect(large.body).toMatchObject({
      status: 'PendingApproval',
      creditNoteNo: null,
      totalCents: 98_100,
      gstCents: 8_100,
    });
    expect((await invoice(bill.id)).creditedCents).toBe(10_900);
    const cfo = await admin.get('/admin/cfo/approvals/getall').expect(200);
    expect(cfo.body.approvalThresholdCents).toBe(50_000);
    expect(cfo.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'CreditNote', id: large.body.id, amountCents: 98_100 }),
      ]),
    );
    const own = await staff.post('/admin/creditnote/approve', { id: large.body.id }).expect(403);
    expect(own.body.message).toBe(
      'A credit note must be approved or rejected by someone other than who requested it',
    );
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso.post('/admin/creditnote/approve', { id: large.body.id }).expect(403);
    const approved = await admin.post('/admin/creditnote/approve', { id: large.body.id }).expect(200);
    expect(approved.body).toMatchObject({ status: 'Issued', decidedBy: expect.any(String) });
    expect(approved.body.creditNoteNo).toMatch(/^CN-/);
    expect(await invoice(bill.id)).toMatchObject({
      creditedCents: 109_000,
      balanceCents: 0,
      settlement: 'Credited',
    });
    await admin.post('/admin/creditnote/approve', { id: large.body.id }).expect(409);

    const other = await manualInvoice({ kind: 'participant', id: participant.id }, 60_000);
    const request = await staff
      .post('/admin/creditnote/create', {
        invoiceId: other.id,
        reason: 'Goodwill',
        lines: [{ lineIndex: 0, amountCents: 60_000 }],
      })
      .expect(201);
    expect(request.body.status).toBe('PendingApproval');
    await staff.post('/admin/creditnote/reject', { id: request.body.id }).expect(400);
    const rejected = await admin
      .post('/admin/creditnote/reject', { id: request.body.id, reason: 'Not agreed' })
      .expect(200);
    expect(rejected.body).toMatchObject({
      status: 'Rejected',
      decisionNote: 'Not agreed',
      creditNoteNo: null,
    });
    expect((await invoice(other.id)).creditedCents).toBe(0);
  });

  it('invoices a registration that has none, once, and the online payment then pays that invoice', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 21_800 });
    const visitor = await ctx.client();
    const registration = (
      await visitor
        .post('/registration/create', {
          items: [{ eventId, participant: participantInput() }],
          paymentMethod: 'paynow',
          idempotencyKey: key(),
        })
        .expect(201)
    ).body as { id: number; regNo: string };
    const generated = await staff
      .post('/admin/invoice/generate', { registrationId: registration.id })
      .expect(200);
    expect(generated.body).toMatchObject({
      kind: 'registration',
      regNo: registration.regNo,
      totalCents: 21_800,
      balanceCents: 21_800,
    });
    const twice = await staff.post('/admin/invoice/generate', { regNo: registration.regNo }).expect(409);
    const unknown = await staff.post('/admin/invoice/generate', { regNo: 'REG-1999-000001' }).expect(400);
    expect(unknown.body.errors.regNo).toEqual(['Registration REG-1999-000001 not found']);
    const neither = await staff.post('/admin/invoice/generate', {}).expect(400);
    expect(neither.body.errors.registrationId).toEqual(['registrationId is required']);
    expect(twice.body.message).toBe(
      `Registration ${registration.regNo} already has invoice ${generated.body.invoiceNo as string}`,
    );
    const byRegistration = await staff.get(`/admin/invoices/getall?regNo=${registration.regNo}`).expect(200);
    expect(byRegistration.body.items.map((item: Invoice) => item.id)).toEqual([generated.body.id]);

    await staff
      .post('/payment/paynow/verify', {
        reg_no: registration.regNo,
        bankReference: `DBS-${key()}`,
        amountCents: 21_800,
      })
      .expect(200);
    expect(
      await ctx.sql('select count(*)::int as count from invoice where registration_id = ?', [
        registration.id,
      ]),
    ).toEqual([{ count: 1 }]);
    expect(await invoice(generated.body.id as number)).toMatchObject({ settlement: 'Paid', balanceCents: 0 });
  });

  it('never lets 20 simultaneous payments of one invoice exceed its total', async () => {
    const participant = await newParticipant();
    const bill = await manualInvoice({ kind: 'participant', id: participant.id }, 100_000);
    const clients = [staff, admin, await ctx.signIn(Role.Staff), await ctx.signIn(Role.Administrator)];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        pay(
          clients[index % clients.length],
          {
            customer: { kind: 'participant', id: participant.id },
            paymentModeId: modes.CASH,
            receivedOn: singaporeDate(),
            amountCents: 10_000 + (index % 2) * 5_000,
            allocations: [{ invoiceId: bill.id, amountCents: 10_000 + (index % 2) * 5_000 }],
          },
          false,
        ),
      ),
    );
    expect(responses.every((response) => [200, 409].includes(response.status))).toBe(true);
    const [{ paid }] = await ctx.sql(
      'select coalesce(sum(amount_cents), 0)::int as paid from payment_allocation where invoice_id = ?',
      [bill.id],
    );
    const accepted = responses.filter((response) => response.status === 200);
    expect(paid).toBeLessThanOrEqual(100_000);
    expect(paid).toBe(
      accepted.reduce((sum, response) => sum + (response.body.payment.amountCents as number), 0),
    );
    expect(await invoice(bill.id)).toMatchObject({
      paidCents: paid,
      balanceCents: 100_000 - (paid as number),
    });
  });

  it('lets Staff and Administrator in, Customer Service Officers read only, and no one else', async () => {
    const participant = await newParticipant();
    const bill = await manualInvoice({ kind: 'participant', id: participant.id });
    const reads: [string, string][] = [
      ['get', '/admin/invoices/getall'],
      ['post', `/admin/invoice/getbyid/${bill.id}`],
      ['get', `/admin/invoice/${bill.invoiceNo}/fetch`],
      ['get', '/admin/payment/search/filter'],
      ['get', `/admin/payment/unpaidinvoices?id=${participant.id}`],
      ['get', '/admin/receipts/getall'],
      ['get', '/admin/creditnotes/getall'],
    ];
    const write = {
      customer: { kind: 'participant', id: participant.id },
      lines: [{ description: 'x', quantity: 1, unitPriceCents: 100 }],
      draft: true,
    };
    const send = (client: TestClient, [method, path]: [string, string]) =>
      method === 'get' ? client.get(path) : client.post(path);
    for (const role of [Role.Administrator, Role.Staff, Role.CustomerServiceOfficer]) {
      const client = await ctx.signIn(role);
      for (const read of reads) expect([role, (await send(client, read)).status]).toEqual([role, 200]);
      expect([role, (await createInvoice(client, write)).status]).toEqual([
        role,
        role === Role.CustomerServiceOfficer ? 403 : 201,
      ]);
    }
    for (const role of [
      Role.Coordinator,
      Role.Trainer,
      Role.Facilitator,
      Role.AssociateRelations,
      Role.RecruitmentAndTraining,
      Role.Participant,
    ]) {
      const client = await ctx.signIn(role);
      for (const read of reads) expect([role, (await send(client, read)).status]).toEqual([role, 403]);
      expect([role, (await createInvoice(client, write)).status]).toEqual([role, 403]);
      expect([
        role,
        (await client.post('/admin/creditnote/create', { invoiceId: bill.id, reason: 'x', full: true }))
          .status,
      ]).toEqual([role, 403]);
    }
  });

  it('serves GET /get/url for this API only, and only what the caller may read', async () => {
    const ok = await staff
      .get(`/get/url?url=${encodeURIComponent('/admin/invoices/getall?pageSize=5')}`)
      .expect(200);
    expect(ok.body).toMatchObject({ page: 1, pageSize: 5 });
    for (const url of [
      'https://example.com/admin/invoices/getall',
      '//example.com/admin/invoices/getall',
      'file:///etc/passwd',
      '/admin/../admin/invoices/getall',
      '/admin/%2e%2e/invoices/getall',
      'http://127.0.0.1/admin/invoices/getall',
      '/no/such/route',
    ]) {
      const refused = await staff.get(`/get/url?url=${encodeURIComponent(url)}`);
      expect([url, refused.status]).toEqual([url, 400]);
    }
    const coordinator = await ctx.signIn(Role.Coordinator);
    await coordinator.get(`/get/url?url=${encodeURIComponent('/admin/invoices/getall')}`).expect(403);
    await (
      await ctx.client()
    )
      .get(`/get/url?url=${encodeURIComponent('/admin/invoices/getall')}`)
      .expect(401);
    const pdf = await staff
      .get(`/get/url?url=${encodeURIComponent('/admin/invoices/getall?status=nonsense')}`)
      .expect(400);
    expect(pdf.body.errors.status).toBeDefined();
  });

  // Last: it reads every invoice the tests above wrote.
  it('keeps every invoice cache equal to what the ledger rows say', async () => {
    const rows = await ctx.sql(
      `with f as (${INVOICE_FIGURES_SQL})
       select i.id from invoice i join f on f.id = i.id
        where i.paid_cents <> f.paid or i.credited_cents <> f.credited or i.refunded_cents <> f.refunded
           or i.balance_cents <> case when i.status = 'Issued' then i.total_cents - f.credited - f.paid + f.refunded else 0 end`,
    );
    expect(rows).toEqual([]);
    const [{ count }] = await ctx.sql(`select count(*)::int as count from invoice`);
    expect(count).toBeGreaterThan(10);
  });
});
