import { randomBytes, randomInt } from 'node:crypto';
import { Workbook } from 'exceljs';
import { Role, singaporeDate } from '@app/core';
import {
  type TestClient,
  TestContext,
  checkoutKey,
  participantInput,
  publishedEvent,
  registerOnline,
  uniqueEmail,
  uniqueMobile,
  uniqueNric,
} from '@app/test';

interface StaffResult {
  registration: {
    id: number;
    regNo: string;
    channel: string;
    status: string;
    paymentStatus: string;
    totalCents: number;
    lines: {
      id: number;
      eventId: number;
      participantId: number;
      status: string;
      unitCents: number;
      attendanceCode: string;
    }[];
  };
  invoices: { id: number; number: string; totalCents: number; balanceCents: number; dueOn: string }[];
  receipt: { id: number; number: string } | null;
}

const FEE = 10_900;

/** A spreadsheet as staff would fill in the template. */
const sheet = async (
  rows: (string | null)[][],
  headings = ['First name', 'Last name', 'NRIC/FIN', 'E-mail', 'Mobile', 'CEA registration no.'],
) => {
  const workbook = new Workbook();
  const worksheet = workbook.addWorksheet('Participants');
  worksheet.addRow(headings);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const personRow = (overrides: Partial<Record<'nric' | 'email' | 'mobile' | 'first', string>> = {}) => [
  overrides.first ?? 'Wei Ming',
  'Lim',
  overrides.nric ?? uniqueNric(),
  overrides.email ?? uniqueEmail('batch'),
  overrides.mobile ?? uniqueMobile(),
  `R${String(randomInt(0, 1_000_000)).padStart(6, '0')}B`,
];

describe('staff-entered registrations: one registration service for every channel', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let coordinator: TestClient;
  let cso: TestClient;
  let cash: number;
  let bank: number;

  beforeAll(async () => {
    ctx = await TestContext.create();
    [staff, coordinator, cso] = await Promise.all([
      ctx.signIn(Role.Staff),
      ctx.signIn(Role.Coordinator),
      ctx.signIn(Role.CustomerServiceOfficer),
    ]);
    const modes = Object.fromEntries(
      (await ctx.sql('select id, code from payment_mode')).map((row) => [
        row.code as string,
        row.id as number,
      ]),
    );
    cash = modes.CASH;
    bank = modes['GIRO-BANK1'] ?? modes.PAYNOW;
  });

  afterAll(() => ctx.close());

  const corporate = async (paymentTermsDays = 45) => {
    const uen = `${randomInt(10_000_000, 99_999_999)}K`;
    const created = await staff
      .post('/admin/corporate/create', {
        name: `Agency ${randomBytes(3).toString('hex')}`,
        uen,
        address: '1 Raffles Place',
        postalCode: '048616',
        contactEmail: 'accounts@agency.example',
        paymentTermsDays,
      })
      .expect(201);
    return (created.body as { id: number }).id;
  };

  const seatsTaken = async (eventId: number) =>
    (await ctx.sql('select seats_taken from event where id = ?', [eventId]))[0].seats_taken as number;

  /**
   * What every channel must give alike: the price from the same pricing, one seat per participant
   * counted on the event, a registration number from the one sequence, an attendance code per
   * seat, and an invoice for the total (addressed to whom the channel says).
   */
  const expectSameRegistration = async (
    result: StaffResult,
    expected: {
      channel: string;
      participants: number;
      eventId: number;
      seatsBefore: number;
      customerKind: string;
    },
  ) => {
    const { registration } = result;
    expect(registration.channel).toBe(expected.channel);
    expect(registration.regNo).toMatch(/^[A-Z]*-?\d{4}-?\d+|^\w+$/);
    expect(registration.totalCents).toBe(FEE * expected.participants);
    expect(registration.lines).toHaveLength(expected.participants);
    for (const line of registration.lines) {
      expect(line.unitCents).toBe(FEE);
      expect(line.attendanceCode).toBeTruthy();
      expect(line.status).toBe('Confirmed');
    }
    expect(await seatsTaken(expected.eventId)).toBe(expected.seatsBefore + expected.participants);
    const [row] = await ctx.sql('select reg_no, channel, total_cents from registration where id = ?', [
      registration.id,
    ]);
    expect(row.reg_no).toBe(registration.regNo);
    const invoices = await ctx.sql(
      `select customer_kind, total_cents, invoice_no from invoice where registration_id = ? and status = 'Issued'`,
      [registration.id],
    );
    expect(invoices.reduce((sum, invoice) => sum + (invoice.total_cents as number), 0)).toBe(
      registration.totalCents,
    );
    for (const invoice of invoices) {
      expect(invoice.customer_kind).toBe(expected.customerKind);
      expect(invoice.invoice_no).toMatch(/INV/);
    }
    const pdf = await staff.get(`/admin/invoice/${result.invoices[0].id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/pdf/);
  };

  it('registers a walk-in paid at the counter (a coordinator may), with invoice and receipt, as the checkout prices it', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 10, feeCents: FEE });
    // The online checkout's price for the same event: the channels share one pricing.
    const online = await registerOnline(await ctx.client(), [{ eventId, participant: participantInput() }]);
    expect(online.status).toBe(201);
    expect(online.body.totalCents).toBe(FEE);
    const seatsBefore = await seatsTaken(eventId);
    const walkIn = participantInput();
    const response = await coordinator.post('/admin/registration/create', {
      channel: 'WALK-IN',
      items: [{ eventId, participant: walkIn }],
      expectedTotalCents: FEE,
      payment: { paymentModeId: cash, receivedOn: singaporeDate() },
      idempotencyKey: checkoutKey(),
    });
    expect(response.status).toBe(201);
    const result = response.body as StaffResult;
    await expectSameRegistration(result, {
      channel: 'WALK-IN',
      participants: 1,
      eventId,
      seatsBefore,
      customerKind: 'participant',
    });
    expect(result.registration.paymentStatus).toBe('paid');
    expect(result.receipt?.number).toMatch(/RCT/);
    const receipt = await staff.get(`/admin/receipt/${result.receipt!.id}/pdf`);
    expect(receipt.status).toBe(200);
    const balance = await staff.get(`/admin/registration/getbalance/${result.registration.id}`).expect(200);
    expect(balance.body).toMatchObject({ totalCents: FEE, paidCents: FEE, balanceCents: 0 });
    // The confirmation mail to the walk-in carries both documents.
    const [mail] = await ctx.sql(
      `select attachments from mail_message where template = 'registration-confirmation' and "to" = ?`,
      [walkIn.email],
    );
    const sources = (mail.attachments as { source: string }[]).map((attachment) => attachment.source);
    expect(sources).toEqual(expect.arrayContaining(['invoice-pdf', 'receipt-pdf']));
  });

  it('lets a coordinator print the receipt of a walk-in they registered, and no one else’s', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 10, feeCents: FEE });
    const walkIn = (client: TestClient) =>
      client
        .post('/admin/registration/create', {
          channel: 'WALK-IN',
          items: [{ eventId, participant: participantInput() }],
          payment: { paymentModeId: cash, receivedOn: singaporeDate() },
          idempotencyKey: checkoutKey(),
        })
        .expect(201)
        .then((response) => response.body as StaffResult);
    const own = await walkIn(coordinator);
    const pdf = await coordinator.get(`/admin/receipt/${own.receipt!.id}/pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Another coordinator's walk-in, a staff member's, and a receipt that does not exist: the same 404.
    const others = [await walkIn(await ctx.signIn(Role.Coordinator)), await walkIn(staff)];
    for (const other of others) {
      await coordinator.get(`/admin/receipt/${other.receipt!.id}/pdf`).expect(404);
    }
    await coordinator.get('/admin/receipt/999999999/pdf').expect(404);
    // Reading the PDF of one's own walk-in opens nothing else of finance.
    await coordinator.get(`/admin/receipt/${own.receipt!.id}/get`).expect(403);
    await coordinator.get(`/admin/receipt/${own.receipt!.id}/version/1/pdf`).expect(403);
    await coordinator.get(`/admin/invoice/${own.invoices[0].id}/pdf`).expect(403);
    await coordinator.get('/admin/receipts/getall').expect(403);
    // A participant's own receipts are read on their transactions page, not the back office's route.
    await (await ctx.signIn(Role.Participant)).get(`/admin/receipt/${own.receipt!.id}/pdf`).expect(404);
    await staff.get(`/admin/receipt/${others[0].receipt!.id}/pdf`).expect(200);
  });

  it('submitting the same walk-in twice gives the one registration', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 10, feeCents: FEE });
    const body = {
      channel: 'WALK-IN',
      items: [{ eventId, participant: participantInput() }],
      idempotencyKey: checkoutKey(),
    };
    const first = await staff.post('/admin/registration/create', body).expect(201);
    const second = await staff.post('/admin/registration/create', body).expect(201);
    expect(second.body.registration.id).toBe(first.body.registration.id);
    expect(await seatsTaken(eventId)).toBe(1);
  });

  it('registers a group with one payer and one invoice, paid later through applypayment and applypaymentfd', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 10, feeCents: FEE });
    const payer = participantInput({ address: '2 Orchard Rd', postalCode: '238801' });
    const response = await staff.post('/admin/registration/create', {
      channel: 'GROUP',
      items: [participantInput(), payer, participantInput()].map((participant) => ({ eventId, participant })),
      payerIndex: 1,
      idempotencyKey: checkoutKey(),
    });
    expect(response.status).toBe(201);
    const result = response.body as StaffResult;
    await expectSameRegistration(result, {
      channel: 'GROUP',
      participants: 3,
      eventId,
      seatsBefore: 0,
      customerKind: 'participant',
    });
    expect(result.invoices).toHaveLength(1);
    expect(result.registration.paymentStatus).toBe('unpaid');
    const [invoice] = await ctx.sql(
      'select i.participant_id, p.email from invoice i join participant p on p.id = i.participant_id where i.id = ?',
      [result.invoices[0].id],
    );
    expect(invoice.email).toBe(payer.email);
    const part = await staff
      .post('/admin/registration/applypayment', {
        registrationId: result.registration.id,
        paymentModeId: cash,
        receivedOn: singaporeDate(),
        amountCents: 10_000,
      })
      .expect(200);
    expect(part.body.registration.paymentStatus).toBe('unpaid');
    const balance = await staff.get(`/admin/registration/getbalance/${result.registration.id}`).expect(200);
    expect(balance.body.balanceCents).toBe(3 * FEE - 10_000);
    const rest = await staff
      .multipart('/admin/registration/applypaymentfd')
      .field(
        'data',
        JSON.stringify({
          registrationId: result.registration.id,
          paymentModeId: bank,
          receivedOn: singaporeDate(),
          reference: `BANK-${randomBytes(3).toString('hex')}`,
        }),
      )
      .attach('bankRecord', Buffer.from('%PDF-1.4\n%bank record\n'), {
        filename: 'bank.pdf',
        contentType: 'application/pdf',
      });
    expect(rest.status).toBe(200);
    expect(rest.body.registration.paymentStatus).toBe('paid');
    expect(rest.body.received.receiptNo).toMatch(/RCT/);
    const [payment] = await ctx.sql('select attachment from payment where id = ?', [
      rest.body.received.paymentId,
    ]);
    expect(payment.attachment).toBeTruthy();
    const paid = await staff.get(`/admin/registration/getbalance/${result.registration.id}`).expect(200);
    expect(paid.body).toMatchObject({ balanceCents: 0, paidCents: 3 * FEE });
    await staff
      .post('/admin/registration/applypayment', {
        registrationId: result.registration.id,
        paymentModeId: cash,
        receivedOn: singaporeDate(),
      })
      .expect(409);
    // Archived balances answer only for archived registrations.
    await staff.get(`/admin/registration/getbalance/archived/${result.registration.id}`).expect(404);
    await ctx.sql(`update registration set status = 'Archived' where id = ?`, [result.registration.id]);
    await staff.get(`/admin/registration/getbalance/archived/${result.registration.id}`).expect(200);
  });

  it('registers a VO the same way', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 10, feeCents: FEE });
    const response = await staff.post('/admin/registration/create', {
      channel: 'VO',
      items: [{ eventId, participant: participantInput() }],
      idempotencyKey: checkoutKey(),
    });
    expect(response.status).toBe(201);
    await expectSameRegistration(response.body as StaffResult, {
      channel: 'VO',
      participants: 1,
      eventId,
      seatsBefore: 0,
      customerKind: 'participant',
    });
  });

  it('registers a company’s agents with one invoice to the company, due by its payment terms', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 10, feeCents: FEE });
    const corporateId = await corporate(45);
    const agents = Array.from({ length: 5 }, (_, index) =>
      participantInput({ corporateId, ...(index === 2 ? { pcep: { membershipNo: 'PCEP-7' } } : {}) }),
    );
    const items = agents.map((participant) => ({ eventId, participant }));
    const checked = await staff
      .post('/admin/registration/corporate/validate', { corporateId, items, idempotencyKey: checkoutKey() })
      .expect(200);
    expect(checked.body.quote.totalCents).toBe(5 * FEE);
    const due = new Date(`${singaporeDate()}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 45);
    expect(checked.body.dueOn).toBe(due.toISOString().slice(0, 10));
    const response = await staff.post('/admin/registration/corporate/create', {
      corporateId,
      items,
      expectedTotalCents: 5 * FEE,
      idempotencyKey: checkoutKey(),
    });
    expect(response.status).toBe(201);
    const result = response.body as StaffResult;
    await expectSameRegistration(result, {
      channel: 'CORPORATE',
      participants: 5,
      eventId,
      seatsBefore: 0,
      customerKind: 'corporate',
    });
    expect(result.invoices).toHaveLength(1);
    expect(result.invoices[0].dueOn).toBe(checked.body.dueOn);
    const [row] = await ctx.sql('select corporate_id from registration where id = ?', [
      result.registration.id,
    ]);
    expect(row.corporate_id).toBe(corporateId);
    // Its agents are the company's participants.
    const fetched = await staff
      .get(
        `/admin/registration/corporate/participants/fetch?corporateId=${corporateId}&keyword=${encodeURIComponent(agents[2].email)}`,
      )
      .expect(200);
    expect(fetched.body).toEqual([expect.objectContaining({ email: agents[2].email, corporateId })]);
    // New records are written from the entity's columns, the embedded details flattened.
    const [agent] = await ctx.sql('select pcep_membership_no from participant where email = ?', [
      agents[2].email,
    ]);
    expect(agent.pcep_membership_no).toBe('PCEP-7');
  });

  it('invoices a corporate registration per participant when asked', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 10, feeCents: FEE });
    const corporateId = await corporate();
    const response = await staff.post('/admin/registration/corporate/create', {
      corporateId,
      items: [participantInput(), participantInput()].map((participant) => ({ eventId, participant })),
      invoicePerParticipant: true,
      idempotencyKey: checkoutKey(),
    });
    expect(response.status).toBe(201);
    const result = response.body as StaffResult;
    await expectSameRegistration(result, {
      channel: 'CORPORATE',
      participants: 2,
      eventId,
      seatsBefore: 0,
      customerKind: 'corporate',
    });
    expect(result.invoices).toHaveLength(2);
  });

  it('answers a stale step with 409 saying what changed, and leaves nothing half-registered', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 1, feeCents: FEE });
    const stale = await staff.post('/admin/registration/create', {
      channel: 'WALK-IN',
      items: [{ eventId, participant: participantInput() }],
      expectedTotalCents: 9_000,
      idempotencyKey: checkoutKey(),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/S\$109\.00/);
    const person = participantInput();
    const full = await staff.post('/admin/registration/create', {
      channel: 'GROUP',
      items: [person, participantInput()].map((participant) => ({ eventId, participant })),
      idempotencyKey: checkoutKey(),
    });
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/No seats left/);
    expect(await ctx.sql('select id from participant where email = ?', [person.email])).toHaveLength(0);
    expect(await seatsTaken(eventId)).toBe(0);
    expect(
      (
        await ctx.sql(
          'select count(*)::int as n from invoice i join registration r on r.id = i.registration_id join registration_event re on re.registration_id = r.id where re.event_id = ?',
          [eventId],
        )
      )[0].n,
    ).toBe(0);
  });

  it('previews a batch naming each invalid row and why, then registers the valid ones with one invoice', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 50, feeCents: FEE });
    const corporateId = await corporate();
    const registered = participantInput();
    await staff
      .post('/admin/registration/create', {
        channel: 'WALK-IN',
        items: [{ eventId, participant: registered }],
        idempotencyKey: checkoutKey(),
      })
      .expect(201);
    const twice = uniqueNric();
    const rows = [
      personRow(),
      personRow(),
      personRow({ nric: 'S1234567A' }), // wrong check letter
      personRow({ mobile: '12345' }),
      personRow({ email: 'not-an-email' }),
      personRow({ nric: twice }),
      personRow({ nric: twice }), // repeats the row above
      personRow({ nric: registered.nric, email: registered.email, mobile: registered.mobileNo }), // already registered
      personRow(),
    ];
    const file = await sheet(rows);
    const preview = await staff
      .multipart('/admin/registration/batch/create')
      .field('data', JSON.stringify({ eventId, corporateId, preview: true }))
      .attach('file', file, 'batch.xlsx');
    expect(preview.status).toBe(200);
    expect(preview.body.warning).toBe('Warning: invalid participants in a batch will not be registered.');
    expect(preview.body.rows).toBe(9);
    const reasons = Object.fromEntries(
      (preview.body.invalid as { row: number; problems: string[] }[]).map((row) => [
        row.row,
        row.problems.join(' '),
      ]),
    );
    expect(
      Object.keys(reasons)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([4, 5, 6, 8, 9]);
    expect(reasons[4]).toMatch(/NRIC/);
    expect(reasons[5]).toMatch(/mobile/i);
    expect(reasons[6]).toMatch(/e-mail/i);
    expect(reasons[8]).toMatch(/Repeats row 7/);
    expect(reasons[9]).toMatch(/Already registered/);
    expect(preview.body.valid).toHaveLength(4);
    expect(preview.body.totalCents).toBe(4 * FEE);
    expect(preview.body.registered).toBeNull();
    // The preview wrote nothing.
    expect(await seatsTaken(eventId)).toBe(1);
    const batchKey = checkoutKey();
    const done = await staff
      .multipart('/admin/registration/batch/create')
      .field(
        'data',
        JSON.stringify({ eventId, corporateId, expectedTotalCents: 4 * FEE, idempotencyKey: batchKey }),
      )
      .attach('file', file, 'batch.xlsx');
    expect(done.status).toBe(200);
    await expectSameRegistration(done.body.registered as StaffResult, {
      channel: 'CORPORATE',
      participants: 4,
      eventId,
      seatsBefore: 1,
      customerKind: 'corporate',
    });
    expect(done.body.registered.invoices).toHaveLength(1);
    // The same batch sent again (a double click, a retry) gives the first registration.
    const again = await staff
      .multipart('/admin/registration/batch/create')
      .field('data', JSON.stringify({ eventId, corporateId, idempotencyKey: batchKey }))
      .attach('file', file, 'batch.xlsx');
    expect(again.status).toBe(200);
    expect(again.body.registered.registration.id).toBe(done.body.registered.registration.id);
    expect(await seatsTaken(eventId)).toBe(5);
  });

  it('refuses a batch file that is not a spreadsheet, too large, or missing columns, with 400 naming the problem', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 5, feeCents: FEE });
    const send = (file: Buffer, name = 'batch.xlsx') =>
      staff
        .multipart('/admin/registration/batch/create')
        .field('data', JSON.stringify({ eventId, preview: true }))
        .attach('file', file, name);
    const text = await send(Buffer.from('first,last\nMei,Tan\n'), 'batch.csv');
    expect(text.status).toBe(400);
    expect(JSON.stringify(text.body)).toMatch(/not a spreadsheet/);
    const missing = await send(await sheet([['Mei', 'Tan']], ['First name', 'Last name']));
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/missing the columns NRIC\/FIN, E-mail, Mobile/);
    const large = Buffer.alloc(5 * 1024 * 1024 + 10, 0);
    large.write('PK\u0003\u0004');
    const big = await send(large);
    expect([400, 413]).toContain(big.status);
    expect(JSON.stringify(big.body)).toMatch(/too large/i);
    const none = await staff
      .multipart('/admin/registration/batch/create')
      .field('data', JSON.stringify({ eventId, preview: true }));
    expect(none.status).toBe(400);
  });

  it('serves the batch template with the headings the upload reads', async () => {
    const response = await staff
      .get('/admin/registration/batch/template')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    const workbook = new Workbook();
    await workbook.xlsx.load(response.body as ArrayBuffer);
    const headings = (workbook.worksheets[0].getRow(1).values as string[]).filter(Boolean);
    expect(headings).toEqual(
      expect.arrayContaining(['First name', 'Last name', 'NRIC/FIN', 'E-mail', 'Mobile']),
    );
  });

  it('lets only the staff roles the spec names do each step', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 5, feeCents: FEE });
    const corporateId = await corporate();
    const items = [{ eventId, participant: participantInput() }];
    await coordinator
      .post('/admin/registration/corporate/create', { corporateId, items, idempotencyKey: checkoutKey() })
      .expect(403);
    await coordinator.get('/admin/registration/batch/template').expect(403);
    await cso
      .post('/admin/registration/applypayment', {
        registrationId: 1,
        paymentModeId: cash,
        receivedOn: singaporeDate(),
      })
      .expect(403);
    await (
      await ctx.signIn(Role.Trainer)
    )
      .post('/admin/registration/create', { channel: 'WALK-IN', items, idempotencyKey: checkoutKey() })
      .expect(403);
  });
});
