import { randomBytes } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Role, runAsOf } from '@app/core';
import {
  CreditNoteService,
  CustomerKind,
  InvoiceKind,
  InvoiceService,
  PaymentService,
  VoidService,
  VoidableDocument,
} from '@app/billing';
import { type TestClient, TestContext, participantInput, corporateInput } from '@app/test';
import { xlsxRows } from '@app/test/xlsx';
import { downloadPdf, pdfTexts } from '@app/test/pdf-text';
import { generateFinanceData } from '@app/bench/finance-data';

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
          ...corporateInput(`${name} Realty`),
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
    for (const boundaries of ['30,20,90,120', '0,30,60,90', '30,60,90', '30,60,90,x'])
      expect((await atb(`boundaries=${boundaries}`).expect(400)).body.errors.boundaries).toBeDefined();
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
    // Before its void (10 June) INV4 was owed, before INV2 and the payments it was not there.
    const early = await staff
      .get(
        `/admin/reports/accounts/agedtrialbalance/invoices?asAt=2026-06-05&customerKind=participant&customerId=${participantId}`,
      )
      .expect(200);
    expect(early.body.items.map((row: { outstandingCents: number }) => row.outstandingCents)).toEqual([
      20_000, 10_000, 7_000,
    ]);
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

  it('prints the statement as a PDF with the supplier, running balance and ageing, and e-mails it to the customer', async () => {
    const statement = `date=${AS_AT}&customerKind=participant&customerId=${participantId}`;
    const texts = await pdfTexts(
      await downloadPdf(staff.get(`/admin/reports/accounts/statementofaccount/pdf?${statement}`)),
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        ctx.config.provider.name,
        'Statement of Account',
        '30 Jun 2026',
        'Credit note',
        'S$300.00', // INV3's debit
        'S$450.00', // the balance after INV2
        'S$425.00', // closing balance
        'Over 120',
        'S$200.00',
        '-S$25.00', // credit on account
      ]),
    );
    expect(texts.join(' ')).toContain(name);
    const none = await staff.get('/admin/reports/accounts/statementofaccount/pdf').expect(400);
    expect(none.body.errors.customerId).toEqual(['Statement of account not selected']);
    const missing = await staff
      .post('/admin/reports/accounts/statementofaccount/email', { date: AS_AT })
      .expect(400);
    expect(missing.body.errors.customerId).toEqual(['Statement of account not selected']);

    const queued = await staff
      .post('/admin/reports/accounts/statementofaccount/email', {
        date: AS_AT,
        customerKind: 'participant',
        customerId: participantId,
      })
      .expect(202);
    expect(queued.body).toEqual({ to: expect.stringContaining('@'), date: AS_AT });
    // Delivered by the mail job (outbox without SMTP), the PDF made as its attachment.
    const mail = await ctx.eventually(async () => {
      const rows = await ctx.sql(
        `select subject, status, attachments from mail_message where "to" = ? and template = 'statement-of-account'`,
        [queued.body.to],
      );
      return rows[0]?.status === 'outbox' ? rows : undefined;
    });
    expect(mail).toEqual([
      {
        subject: 'Statement of account as at 2026-06-30',
        status: 'outbox',
        attachments: [
          {
            source: 'statement-pdf',
            id: participantId,
            options: { customerKind: 'participant', date: AS_AT },
          },
        ],
      },
    ]);
    await (
      await ctx.signIn(Role.AssociateRelations)
    )
      .get(`/admin/reports/accounts/statementofaccount/pdf?${statement}`)
      .expect(403);
  });

  /** Σ invoices − Σ credit notes − Σ payments + Σ refunds at the day, independently of the reports' SQL. */
  const ledgerTotal = async (day: string): Promise<number> => {
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
    return Number(ledger.total);
  };

  /** The aged trial balance total, the statements' customers total and the ledger, at each day. */
  const expectReconciled = async (days: string[]) => {
    for (const day of days) {
      const aged = await staff
        .get(`/admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices?asAt=${day}&pageSize=1`)
        .expect(200);
      const statements = await staff
        .get(`/admin/reports/accounts/statementofaccount/getallcustomers?date=${day}&pageSize=1`)
        .expect(200);
      const ledger = await ledgerTotal(day);
      expect([day, Number(aged.body.totals.totalCents)]).toEqual([day, ledger]);
      expect([day, Number(statements.body.totals.balanceCents)]).toEqual([day, ledger]);
    }
  };

  it('reconciles: aged trial balance = statements = invoices - credits - payments + refunds, at several dates', async () => {
    await expectReconciled(['2026-03-31', AS_AT, '2026-07-31']);
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
  /**
   * The aged trial balance reads the receivables ledger that billing's triggers maintain; a document
   * written after its rows, dated before them, must move every as-at answer from its date on.
   */
  it('follows a back-dated payment, a receipt date correction and a void written after the ledger rows', async () => {
    const participantAt = async (day: string) => {
      const { body } = await atb(`asAt=${day}&customerType=participant`).expect(200);
      const statement = await staff
        .post('/admin/reports/accounts/statementofaccount/getallinvoicesbycustomer', {
          date: day,
          customerKind: 'participant',
          customerId: participantId,
          pageSize: 1,
        })
        .expect(200);
      // The whole-ledger figure (the maintained rows) closes the statement (the documents themselves).
      expect(body.items[0].totalCents).toBe(
        statement.body.totals.debitCents - statement.body.totals.creditCents,
      );
      return body.items[0] as Record<string, number>;
    };
    expect(await participantAt(AS_AT)).toMatchObject({ days1: 15_000, days2: 10_000, totalCents: 42_500 });
    const [cash] = await ctx.sql("select id from payment_mode where code = 'CASH'");
    const [inv2] = await ctx.sql(
      `select i.id from invoice i where i.participant_id = ? and i.total_cents = 20000`,
      [participantId],
    );
    // Received on 28 June, entered on 15 July.
    const late = await at('2026-07-15', () =>
      ctx.app.get(PaymentService).receive({
        customer: { kind: CustomerKind.Participant, id: participantId },
        mode: { id: cash.id as number },
        receivedOn: '2026-06-28',
        amountCents: 4_000,
        allocations: [{ invoiceId: inv2.id as number, amountCents: 4_000 }],
        creditOnAccount: false,
      }),
    );
    expect(await participantAt('2026-06-27')).toMatchObject({ days1: 15_000, totalCents: 42_500 });
    expect(await participantAt(AS_AT)).toMatchObject({ days1: 11_000, totalCents: 38_500 });
    // INV1's payment of 10 July was in fact received on 29 June.
    const [july] = await ctx.sql(
      `select p.receipt_id from payment p where p.participant_id = ? and p.received_on = '2026-07-10'`,
      [participantId],
    );
    await staff
      .post('/admin/receipt/date/update', {
        id: july.receipt_id,
        receivedOn: '2026-06-29',
        reason: 'Bank date',
      })
      .expect(200);
    expect(await participantAt(AS_AT)).toMatchObject({ days1: 11_000, days2: 0, totalCents: 28_500 });
    expect(await participantAt('2026-06-28')).toMatchObject({ days2: 10_000, totalCents: 38_500 });
    // The late receipt voided on 20 July: still counted at 30 June, not from 20 July.
    await at('2026-07-20', () =>
      ctx.app.get(VoidService).void(VoidableDocument.Receipt, late.receiptNo, 'Cheque bounced'),
    );
    expect(await participantAt(AS_AT)).toMatchObject({ days1: 11_000, totalCents: 28_500 });
    expect(await participantAt('2026-07-19')).toMatchObject({ totalCents: 28_500 });
    expect(await participantAt('2026-07-20')).toMatchObject({ totalCents: 32_500 });
    await expectReconciled(['2026-06-28', AS_AT, '2026-07-19', '2026-07-20']);
  });

  it('reconciles on a generated ledger: every statement adds up to its aged trial balance row, the totals to the ledger', async () => {
    const set = await generateFinanceData(ctx.config.databaseUrl ?? '', {
      customers: 120,
      invoices: 1_500,
      today: '2026-07-31',
      tag: 'Rk',
      keepIndexes: true,
    });
    expect(set).toMatchObject({ invoices: 1_500, corporates: 12, participants: 108 });
    expect(set.payments).toBeGreaterThan(set.invoices / 2);
    expect(set.creditNotes).toBeGreaterThan(0);
    expect(set.voids).toBeGreaterThan(0);
    // The rows the triggers wrote, document by document, are those a whole rebuild writes.
    const ledgerRows = async () =>
      (
        await ctx.sql(
          `select count(*)::int as count, md5(string_agg(r::text, ',' order by r::text)) as digest from receivable_balance r`,
        )
      )[0];
    const maintained = await ledgerRows();
    await ctx.sql('select receivable_refresh(null, null)');
    expect(await ledgerRows()).toEqual(maintained);
    expect(maintained.count).toBeGreaterThan(set.invoices / 4);
    await expectReconciled(['2022-01-31', '2024-12-31', '2026-04-30', '2026-07-31']);
    const day = '2025-09-30';
    await expectReconciled([day]);
    const rows: { customerKind: string; customerId: number; totalCents: number }[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await staff
        .get(
          `/admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices?asAt=${day}&keyword=Rk%20&pageSize=200&page=${page}`,
        )
        .expect(200);
      rows.push(...body.items);
      if (body.items.length < 200) break;
    }
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const { body } = await staff
        .post('/admin/reports/accounts/statementofaccount/getallinvoicesbycustomer', {
          date: day,
          customerKind: row.customerKind,
          customerId: row.customerId,
          pageSize: 1,
        })
        .expect(200);
      expect([row.customerId, body.totals.debitCents - body.totals.creditCents]).toEqual([
        row.customerId,
        row.totalCents,
      ]);
    }
  });
});
