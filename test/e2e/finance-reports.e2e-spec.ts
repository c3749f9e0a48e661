import { randomBytes } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Role, runAsOf } from '@app/core';
import { CreditNoteService, CustomerKind, InvoiceKind, InvoiceService, PaymentService } from '@app/billing';
import { type TestClient, TestContext, participantInput } from '@app/test';
import { xlsxRows } from '@app/test/xlsx';

const key = () => randomBytes(6).toString('hex');
const AS_AT = '2026-06-30';

/**
 * A ledger where every figure is known, written through billing's services at past dates
 * (`runAsOf`), then read back as at 30 June 2026:
 * - participant: INV1 10,000 issued 1 May, paid 10 July (after the date: still owed, 60 days);
 *   INV2 20,000 issued 15 June, 5,000 paid 20 June (15,000 left, 15 days); INV3 30,000 issued
 *   1 March, 10,000 credited 1 April (20,000 left, 121 days: over 120); INV4 7,000 issued 1 June,
 *   voided 10 June (not counted); 2,500 paid on account 25 June (a credit, negative).
 * - corporate (30 days' terms), a batch invoice of 5 seats: INV5 50,000 issued 31 May, due 30 June
 *   (0 days: not yet due); INV6 40,000 issued 1 April, due 1 May (60 days: 31-60; 90 by invoice date).
 */
describe('finance reports as at a date', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let participantId: number;
  let corporateId: number;
  const name = `Ledger${key()}`;

  const at = <T>(day: string, work: () => Promise<T>): Promise<T> =>
    runAsOf(new Date(`${day}T04:00:00Z`), () => RequestContext.create(ctx.app.get(MikroORM).em, work));

  beforeAll(async () => {
    ctx = await TestContext.create({ FINANCE_APPROVAL_THRESHOLD: '500', CORPORATE_PAYMENT_TERMS_DAYS: '30' });
    staff = await ctx.signIn(Role.Staff);
    participantId = (
      await staff.post('/admin/participant/create', { ...participantInput(), lastName: name }).expect(201)
    ).body.id as number;
    corporateId = (
      await staff
        .post('/admin/corporate/create', {
          name: `${name} Realty`,
          uen: `2019${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}K`,
          address: '1 Raffles Place',
          postalCode: '048616',
          contactEmail: `accounts-${key()}@example.com`,
        })
        .expect(201)
    ).body.id as number;
    const [cash] = await ctx.sql("select id from payment_mode where code = 'CASH'");
    const invoices = ctx.app.get(InvoiceService);
    const payments = ctx.app.get(PaymentService);
    const credits = ctx.app.get(CreditNoteService);
    const person = { kind: CustomerKind.Participant as const, id: participantId };
    const company = { kind: CustomerKind.Corporate as const, id: corporateId };
    const issue = (day: string, customer: typeof person | typeof company, cents: number, quantity = 1) =>
      at(day, () =>
        invoices.issue({
          kind: InvoiceKind.Manual,
          customer,
          lines: [{ description: 'CPD seat', quantity, unitPriceCents: cents / quantity, gstable: true }],
          discounts: [],
        }),
      );
    const pay = (day: string, invoiceId: number | null, cents: number) =>
      at(day, () =>
        payments.receive({
          customer: person,
          mode: { id: cash.id as number },
          receivedOn: day,
          amountCents: cents,
          allocations: invoiceId ? [{ invoiceId, amountCents: cents }] : [],
          creditOnAccount: invoiceId === null,
        }),
      );
    const inv3 = await issue('2026-03-01', person, 30_000);
    await at('2026-04-01', () =>
      credits.request({
        invoiceId: inv3.id,
        reason: 'Module not taken',
        credit: { kind: 'amount', amountCents: 10_000, description: 'Module not taken' },
      }),
    );
    await issue('2026-04-01', company, 40_000, 4);
    const inv1 = await issue('2026-05-01', person, 10_000);
    await issue('2026-05-31', company, 50_000, 5);
    const inv4 = await issue('2026-06-01', person, 7_000);
    await at('2026-06-10', () => invoices.remove(inv4.id));
    const inv2 = await issue('2026-06-15', person, 20_000);
    await pay('2026-06-20', inv2.id, 5_000);
    await pay('2026-06-25', null, 2_500);
    await pay('2026-07-10', inv1.id, 10_000);
  });

  afterAll(() => ctx.close());

  const atb = (query: string) =>
    staff.get(
      `/admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices?keyword=${name}&${query}`,
    );

  it('ages what each customer owed at the date, credits on account negative, boundaries in one bucket', async () => {
    const { body } = await atb(`asAt=${AS_AT}`).expect(200);
    // In name order: the corporate's name starts with the tag, the participant's with a first name.
    expect(body.items).toEqual([
      expect.objectContaining({
        customerKind: 'corporate',
        customerId: corporateId,
        notDue: 50_000,
        days2: 40_000,
        totalCents: 90_000,
      }),
      expect.objectContaining({
        customerKind: 'participant',
        customerId: participantId,
        invoiceCount: 3,
        notDue: 0,
        days1: 15_000,
        days2: 10_000,
        days3: 0,
        days4: 0,
        over: 20_000,
        onAccount: -2_500,
        totalCents: 42_500,
      }),
    ]);
    expect(body.totals).toMatchObject({ totalCents: 132_500, onAccount: -2_500, notDue: 50_000 });
  });

  it('ages by invoice date on request, and by other boundaries', async () => {
    const byInvoice = await atb(`asAt=${AS_AT}&basis=invoice&customerType=corporate`).expect(200);
    expect(byInvoice.body.items).toEqual([expect.objectContaining({ days1: 50_000, days3: 40_000 })]);
    const weekly = await atb(`asAt=${AS_AT}&customerType=corporate&boundaries=7,14,21,59`).expect(200);
    expect(weekly.body.items).toEqual([expect.objectContaining({ notDue: 50_000, over: 40_000 })]);
    expect((await atb('boundaries=30,20,90,120').expect(400)).body.errors.boundaries).toBeDefined();
    expect((await atb('asAt=2026-02-30').expect(400)).body.errors.asAt).toBeDefined();
  });

  it('drills down to the invoices behind a customer, and today the later payment counts', async () => {
    const { body } = await staff
      .get(
        `/admin/reports/accounts/agedtrialbalance/invoices?asAt=${AS_AT}&customerKind=participant&customerId=${participantId}`,
      )
      .expect(200);
    expect(
      body.items.map(
        (row: { documentType: string; days: number; bucket: string; outstandingCents: number }) => [
          row.documentType,
          row.days,
          row.bucket,
          row.outstandingCents,
        ],
      ),
    ).toEqual([
      ['Invoice', 121, 'over', 20_000],
      ['Invoice', 60, 'days2', 10_000],
      ['Invoice', 15, 'days1', 15_000],
      ['Payment', null, 'onAccount', -2_500],
    ]);
    expect(body.items[0]).toMatchObject({ amountCents: 30_000, creditedCents: 10_000 });
    const today = await atb('customerType=participant').expect(200);
    expect(today.body.items[0].totalCents).toBe(32_500);
  });

  it('gives the statement of account with the running balance, equal to the aged balance', async () => {
    await staff.post('/admin/reports/accounts/statementofaccount/getallinvoicesbycustomer', {}).expect(400);
    const missing = await staff
      .post('/admin/reports/accounts/statementofaccount/getallinvoicesbycustomer', { date: AS_AT })
      .expect(400);
    expect(missing.body.errors.customerId).toEqual(['Statement of account not selected']);
    const { body } = await staff
      .post('/admin/reports/accounts/statementofaccount/getallinvoicesbycustomer', {
        date: AS_AT,
        customerKind: 'participant',
        customerId: participantId,
      })
      .expect(200);
    expect(
      body.items.map(
        (row: {
          datedOn: string;
          documentType: string;
          debitCents: number;
          creditCents: number;
          balanceCents: number;
        }) => [row.datedOn, row.documentType, row.debitCents, row.creditCents, row.balanceCents],
      ),
    ).toEqual([
      ['2026-03-01', 'Invoice', 30_000, 0, 30_000],
      ['2026-04-01', 'Credit note', 0, 10_000, 20_000],
      ['2026-05-01', 'Invoice', 10_000, 0, 30_000],
      ['2026-06-15', 'Invoice', 20_000, 0, 50_000],
      ['2026-06-20', 'Payment', 0, 5_000, 45_000],
      ['2026-06-25', 'Payment', 0, 2_500, 42_500],
    ]);
    expect(body.totals).toEqual({ debitCents: 60_000, creditCents: 17_500 });
    const customers = await staff
      .get(`/admin/reports/accounts/statementofaccount/getallcustomers?date=${AS_AT}&keyword=${name}`)
      .expect(200);
    expect(customers.body.totals).toMatchObject({ balanceCents: 132_500 });
    const rows = await xlsxRows(
      staff,
      `/admin/reports/accounts/statementofaccount/export?date=${AS_AT}&customerKind=participant&customerId=${participantId}`,
    );
    expect(rows).toHaveLength(8);
    expect(rows[7]).toEqual([undefined, 'Total', undefined, undefined, 600, 175]);
  });

  it('reconciles: aged trial balance = statements = invoices - credits - payments + refunds, at several dates', async () => {
    for (const day of ['2026-03-31', AS_AT, '2026-07-31']) {
      const aged = await staff
        .get(`/admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices?asAt=${day}&pageSize=1`)
        .expect(200);
      const statements = await staff
        .get(`/admin/reports/accounts/statementofaccount/getallcustomers?date=${day}&pageSize=1`)
        .expect(200);
      // Independently of the reports' SQL: every dated document up to the day, summed.
      const [ledger] = await ctx.sql(
        `select (select coalesce(sum(total_cents), 0) from invoice i where status <> 'Draft' and issued_on <= ?
                   and not exists (select 1 from void_entry v where v.document_type = 'Invoice' and v.document_id = i.id and v.voided_on <= ?))
              - (select coalesce(sum(c.total_cents), 0) from credit_note c join invoice i on i.id = c.invoice_id where c.status = 'Issued' and c.issued_on <= ?
                   and not exists (select 1 from void_entry v where v.document_type = 'Invoice' and v.document_id = i.id and v.voided_on <= ?))
              - (select coalesce(sum(amount_cents), 0) from payment p where received_on <= ?
                   and not exists (select 1 from void_entry v where v.document_type = 'Receipt' and v.document_id = p.receipt_id and v.voided_on <= ?))
              + (select coalesce(sum(amount_cents), 0) from refund where status = 'PaidOut' and refunded_on <= ?) as total`,
        [day, day, day, day, day, day, day],
      );
      expect(Number(aged.body.totals.totalCents)).toBe(Number(ledger.total));
      expect(Number(statements.body.totals.balanceCents)).toBe(Number(ledger.total));
    }
  });

  it('is for finance: Administrator and Staff read it, Associate Relations and others get 403', async () => {
    const admin = await ctx.signIn(Role.Administrator);
    await admin
      .get(`/admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices?asAt=${AS_AT}`)
      .expect(200);
    for (const role of [Role.AssociateRelations, Role.CustomerServiceOfficer, Role.Coordinator]) {
      const client = await ctx.signIn(role);
      await client.get('/admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices').expect(403);
      await client.get('/admin/reports/sales/dailysalessettlement/consolidated/getall').expect(403);
    }
  });

  it('settles a business day per payment mode and per staff member', async () => {
    const { body } = await staff
      .get(
        '/admin/reports/sales/dailysalessettlement/individual/getregistrationparticipants?dateFrom=2026-06-20&dateTo=2026-06-25&keyword=' +
          name,
      )
      .expect(200);
    expect(body.items.map((row: { amountCents: number }) => row.amountCents)).toEqual([5_000, 2_500]);
    expect(body.totals).toEqual({ amountCents: 7_500 });
    const consolidated = await staff
      .get(
        '/admin/reports/sales/dailysalessettlement/consolidated/getall?dateFrom=2026-07-10&dateTo=2026-07-10',
      )
      .expect(200);
    expect(consolidated.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ paymentMode: 'Cash', staff: 'All staff' })]),
    );
    await staff
      .get(
        '/admin/reports/sales/dailysalessettlement/individual/getall?dateFrom=2026-07-10&dateTo=2026-07-01',
      )
      .expect(400);
  });
});
