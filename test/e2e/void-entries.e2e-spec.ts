import { Role, singaporeDate } from '@app/core';
import { type TestClient, TestContext, checkoutKey, participantInput, publishedEvent } from '@app/test';
import { downloadPdf, pdfTexts } from '@app/test/pdf-text';

describe('void entries: receipts, invoices and registrations voided with a reason, and unvoided', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let modes: Record<string, number>;

  beforeAll(async () => {
    ctx = await TestContext.create({ FINANCE_APPROVAL_THRESHOLD: '500' });
    staff = await ctx.signIn(Role.Staff);
    const rows = await ctx.sql('select id, code from payment_mode');
    modes = Object.fromEntries(rows.map((row) => [row.code as string, row.id as number]));
  });

  afterAll(() => ctx.close());

  const register = async (eventId: number) =>
    (
      await (
        await ctx.client()
      )
        .post('/registration/create', {
          items: [{ eventId, participant: participantInput() }],
          paymentMethod: 'paynow',
          idempotencyKey: checkoutKey(),
        })
        .expect(201)
    ).body as { id: number; regNo: string; totalCents: number };

  const pay = (registration: { regNo: string; totalCents: number }) =>
    staff
      .post('/payment/paynow/verify', {
        reg_no: registration.regNo,
        bankReference: `PN-${checkoutKey()}`,
        amountCents: registration.totalCents,
      })
      .expect(200);

  const invoiceOf = async (registrationId: number) =>
    (
      await ctx.sql(
        'select id, invoice_no, status, balance_cents, paid_cents, settlement from invoice where registration_id = ?',
        [registrationId],
      )
    )[0];

  it('refuses to void a paid invoice; voids its receipt instead, which unpays it, with VOID on the PDF', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 10_900 });
    const registration = await register(eventId);
    await pay(registration);
    const invoice = await invoiceOf(registration.id);
    const invoiceNo = String(invoice.invoice_no);
    const refused = await staff
      .post('/admin/register/voidentry/save', {
        documentType: 'Invoice',
        documentNo: invoiceNo,
        reason: 'Wrong customer',
      })
      .expect(409);
    expect(refused.body.message).toBe(
      `Invoice ${invoiceNo} has payments: refund them or move them to another invoice before voiding it`,
    );
    const [receipt] = await ctx.sql(
      'select r.id, r.receipt_no from receipt r join payment p on p.receipt_id = r.id join payment_allocation a on a.payment_id = p.id where a.invoice_id = ?',
      [invoice.id],
    );
    const receiptNo = String(receipt.receipt_no);
    const fetched = await staff.get(`/admin/register/voidentry/fetch/receipt?no=${receiptNo}`).expect(200);
    expect(fetched.body).toMatchObject({ documentNo: receipt.receipt_no, status: 'Active', openVoid: null });
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso
      .post('/admin/register/voidentry/save', {
        documentType: 'Receipt',
        documentNo: receipt.receipt_no,
        reason: 'x',
      })
      .expect(403);

    const voided = await staff
      .post('/admin/register/voidentry/save', {
        documentType: 'Receipt',
        documentNo: receipt.receipt_no,
        reason: 'Bounced transfer',
      })
      .expect(200);
    expect(voided.body).toMatchObject({
      status: 'Void',
      openVoid: expect.objectContaining({ reason: 'Bounced transfer' }),
    });
    expect(await invoiceOf(registration.id)).toMatchObject({
      paid_cents: 0,
      balance_cents: 10_900,
      settlement: 'Unpaid',
    });
    const texts = await pdfTexts(await downloadPdf(staff.get(`/admin/receipt/${Number(receipt.id)}/pdf`)));
    expect(texts.join(' ')).toContain('VOID');
    expect(texts.join(' ')).toContain(receipt.receipt_no);
    await staff
      .post('/admin/register/voidentry/save', {
        documentType: 'Receipt',
        documentNo: receipt.receipt_no,
        reason: 'again',
      })
      .expect(409);

    const edited = await staff
      .post('/admin/register/voidentry/edit', {
        id: voided.body.openVoid.id,
        reason: 'Transfer bounced (bank memo 12)',
      })
      .expect(200);
    expect(edited.body.openVoid.reason).toBe('Transfer bounced (bank memo 12)');
    const unvoided = await staff
      .post('/admin/register/voidentry/unvoid', {
        id: voided.body.openVoid.id,
        reason: 'Bank credited it after all',
      })
      .expect(200);
    expect(unvoided.body).toMatchObject({ status: 'Active', openVoid: null });
    expect(unvoided.body.history).toEqual([
      expect.objectContaining({
        reason: 'Transfer bounced (bank memo 12)',
        unvoidReason: 'Bank credited it after all',
      }),
    ]);
    expect(await invoiceOf(registration.id)).toMatchObject({
      paid_cents: 10_900,
      balance_cents: 0,
      settlement: 'Paid',
    });
  });

  it('voids a registration: its seats go back, its unpaid invoice is voided with it; refunds are then refused', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 10_900, capacity: 1 });
    const registration = await register(eventId);
    await staff.post('/admin/invoice/generate', { registrationId: registration.id }).expect(200);
    const invoice = await invoiceOf(registration.id);
    const full = await (
      await ctx.client()
    ).post('/registration/create', {
      items: [{ eventId, participant: participantInput() }],
      paymentMethod: 'paynow',
      idempotencyKey: checkoutKey(),
    });
    expect(full.status).toBe(409);

    const voided = await staff
      .post('/admin/register/voidentry/create', {
        documentType: 'Registration',
        documentNo: registration.regNo,
        reason: 'Duplicate booking',
      })
      .expect(201);
    expect(voided.body).toMatchObject({ status: 'Void', documentNo: registration.regNo });
    const seats = await ctx.sql('select id, status from registration_event where registration_id = ?', [
      registration.id,
    ]);
    expect(seats.map((seat) => seat.status)).toEqual(['Voided']);
    expect(await invoiceOf(registration.id)).toMatchObject({
      status: 'Void',
      invoice_no: invoice.invoice_no,
      settlement: 'Void',
    });
    const pdf = await pdfTexts(await downloadPdf(staff.get(`/admin/invoice/${Number(invoice.id)}/pdf`)));
    expect(pdf.join(' ')).toContain('VOID');
    // The seat is free for someone else now.
    await register(eventId);

    const refund = await staff
      .post(`/admin/registration/participant/${Number(seats[0].id)}/partialrefund`, {
        amountCents: 100,
        reason: 'x',
        method: 'manual',
        paymentModeId: modes.CASH,
      })
      .expect(409);
    expect(refund.body.message).toBe(`Registration ${registration.regNo} is voided: it cannot be refunded`);

    const unvoided = await staff
      .post('/admin/register/voidentry/unvoid', { id: voided.body.openVoid.id, reason: 'Not a duplicate' })
      .expect(200);
    expect(unvoided.body.openVoid).toBeNull();
    expect(await invoiceOf(registration.id)).toMatchObject({ status: 'Issued', settlement: 'Unpaid' });
  });

  it('refuses to void a refunded registration', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 10_900 });
    const registration = await register(eventId);
    await pay(registration);
    const [seat] = await ctx.sql('select id from registration_event where registration_id = ?', [
      registration.id,
    ]);
    await staff
      .post(`/admin/registration/participant/${Number(seat.id)}/setrefundstatus`, {
        reason: 'Withdrew',
        method: 'manual',
        paymentModeId: modes.CASH,
        refundedOn: '2026-11-24',
      })
      .expect(200);
    const refused = await staff
      .post('/admin/register/voidentry/save', {
        documentType: 'Registration',
        documentNo: registration.regNo,
        reason: 'x',
      })
      .expect(409);
    expect(refused.body.message).toBe(`Registration ${registration.regNo} is refunded: it cannot be voided`);
    await staff.get('/admin/register/voidentry/fetch/invoice?no=INV-1999-000001').expect(404);
  });

  it('lists the voids in the void entries report, paged, by date and type, and exports it to Excel', async () => {
    const today = singaporeDate();
    const page = await staff
      .get(
        `/admin/reports/accounts/voidentries/getallbypage?documentType=Receipt&dateFrom=${today}&dateTo=${today}&pageSize=5`,
      )
      .expect(200);
    expect(page.body.items.length).toBeGreaterThan(0);
    expect(page.body.items.every((row: { documentType: string }) => row.documentType === 'Receipt')).toBe(
      true,
    );
    expect(page.body.items[0]).toMatchObject({ voidedOn: today, unvoidReason: 'Bank credited it after all' });
    const none = await staff
      .get('/admin/reports/accounts/voidentries/getallbypage?dateFrom=2001-01-01&dateTo=2001-12-31')
      .expect(200);
    expect(none.body.total).toBe(0);
    await staff.get('/admin/reports/accounts/voidentries/getallbypage?documentType=Cheque').expect(400);
    const file = await staff
      .get('/admin/reports/accounts/voidentries/getallbypage/export?documentType=Registration')
      .expect(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const cso = await ctx.signIn(Role.CustomerServiceOfficer);
    await cso.get('/admin/reports/accounts/voidentries/getallbypage').expect(403);
  });
});
