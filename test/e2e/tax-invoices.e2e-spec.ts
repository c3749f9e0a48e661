import { randomBytes } from 'node:crypto';
import { Role, singaporeDate } from '@app/core';
import { type TestClient, TestContext, participantInput, publishedEvent } from '@app/test';
import { downloadPdf, pdfPages, pdfRows } from '@app/test/pdf-text';

const key = () => randomBytes(12).toString('hex');

/** "S$1,234.56" or "-S$5.00" as cents. */
const cents = (amount: string): number => {
  const match = /^(-?)S\$([\d,]+)\.(\d\d)$/.exec(amount);
  if (!match) throw new Error(`Not an amount: "${amount}"`);
  return (match[1] ? -1 : 1) * Number(match[2].replace(/,/g, '') + match[3]);
};

describe('tax invoices: GST at the time of supply, full and simplified invoices, what the PDF says', () => {
  let ctx: TestContext;
  let staff: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(() => ctx.close());

  const register = (eventId: number, participant: Record<string, unknown> = {}) =>
    ctx.client().then((visitor) =>
      visitor.post('/registration/create', {
        items: [{ eventId, participant: participantInput(participant) }],
        paymentMethod: 'paynow',
        idempotencyKey: key(),
      }),
    );

  /** Staff confirm the bank transfer; the tax invoice is issued then. */
  const pay = async (registration: { id: number; regNo: string; totalCents: number }) => {
    await staff
      .post('/payment/paynow/verify', {
        reg_no: registration.regNo,
        bankReference: `DBS-${key()}`,
        amountCents: registration.totalCents,
      })
      .expect(200);
    const [invoice] = await ctx.sql(
      `select id, tax_invoice_kind as kind, customer_address, total_cents, gst_cents, gst_rate_basis_points
       from invoice where registration_id = ?`,
      [registration.id],
    );
    const pdf = await downloadPdf(staff.get(`/transactions/invoice/${invoice.id as number}/pdf`));
    const [page] = await pdfPages(pdf);
    return { invoice, rows: pdfRows(page), texts: page.map((piece) => piece.text) };
  };

  /** The amount at the end of the row that starts with `label`. */
  const amount = (rows: string[][], label: string) => {
    const row = rows.find((candidate) => candidate[0] === label);
    if (!row) throw new Error(`No row "${label}" in ${JSON.stringify(rows)}`);
    return cents(row[row.length - 1]);
  };

  it('issues a simplified tax invoice to a payer without an address, up to S$1,000', async () => {
    const { eventId, title } = await publishedEvent(staff, { feeCents: 10_900 });
    const created = await register(eventId, { firstName: '美玲', lastName: '陈' });
    expect(created.status).toBe(201);
    const { invoice, rows, texts } = await pay(created.body);
    expect(invoice).toMatchObject({ kind: 'simplified', customer_address: null, gst_cents: 900 });
    expect(texts).toEqual(
      expect.arrayContaining([
        'Simplified Tax Invoice',
        '美玲 陈',
        `${title} (美玲 陈)`,
        '(incl.\u00a0GST)',
        'Price payable includes GST',
      ]),
    );
    expect(texts).not.toContain('-');
    expect(texts).not.toContain('Total excluding GST');
    expect(amount(rows, `${title} (美玲 陈)`)).toBe(10_900);
    expect(amount(rows, 'Total including GST')).toBe(10_900);
    expect(amount(rows, 'Includes GST at 9%')).toBe(900);
  });

  it('issues a full tax invoice with the address, each line excluding GST and adding up', async () => {
    const { eventId, title } = await publishedEvent(staff, { feeCents: 10_000 });
    const created = await register(eventId, {
      firstName: 'கார்த்திகேயன்',
      lastName: 'Raj',
      address: 'Blk 123 Ang Mo Kio Ave 3 #05-67',
      postalCode: '560123',
    });
    const { invoice, rows, texts } = await pay(created.body);
    expect(invoice).toMatchObject({
      kind: 'full',
      customer_address: 'Blk 123 Ang Mo Kio Ave 3 #05-67\nSingapore 560123',
      gst_cents: 826,
    });
    expect(texts).toEqual(
      expect.arrayContaining([
        'Tax Invoice',
        'கார்த்திகேயன் Raj',
        'Blk 123 Ang Mo Kio Ave 3 #05-67',
        'Singapore 560123',
        '(excl.\u00a0GST)',
      ]),
    );
    // S$100.00 including 9% GST: S$8.26 GST, S$91.74 excluding it, and the line says so.
    const line = amount(rows, `${title} (கார்த்திகேயன் Raj)`);
    expect(line).toBe(9_174);
    expect(line).toBe(amount(rows, 'Total excluding GST'));
    expect(amount(rows, 'Total excluding GST') + amount(rows, 'GST at 9%')).toBe(
      amount(rows, 'Total including GST'),
    );
  });

  it('asks for the payer address at checkout when the total is over S$1,000', async () => {
    const { eventId } = await publishedEvent(staff, { feeCents: 100_001 });
    const email = `no-address-${key()}@example.com`;
    const refused = await register(eventId, { email });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'items.0.participant.address': [
        'Address is required: the tax invoice for a total over S$1,000.00 must show it',
      ],
    });
    // Nothing was kept: no registration, no participant, no seat.
    expect(await ctx.sql('select id from participant where email = ?', [email])).toEqual([]);
    const event = await (await ctx.client()).get(`/event/${eventId}/get`).expect(200);
    expect(event.body.seatsLeft).toBe(30);

    const created = await register(eventId, { email, address: '1 Raffles Place #20-01' });
    expect(created.status).toBe(201);
    const { invoice } = await pay(created.body);
    expect(invoice).toMatchObject({ kind: 'full', customer_address: '1 Raffles Place #20-01' });

    // S$1,000.00 exactly may still have a simplified invoice.
    const { eventId: atLimit } = await publishedEvent(staff, { feeCents: 100_000 });
    expect((await register(atLimit)).status).toBe(201);
  });

  // Last: it changes the rate in force for every later checkout in this database.
  it('applies the GST rate in force when the invoice is issued, not the rate quoted at checkout', async () => {
    const { eventId, title } = await publishedEvent(staff, { feeCents: 10_900 });
    const created = await register(eventId, { address: '8 Marina View #40-01' });
    expect(created.body).toMatchObject({ totalCents: 10_900, gstCents: 900, gstRateBasisPoints: 900 });

    // The rate changes between checkout and payment: 10% from today.
    await staff
      .post('/admin/configurations/taxes/update', {
        name: 'GST 10%',
        ratePercent: 10,
        effectiveFrom: singaporeDate(),
      })
      .expect(200);

    const { invoice, rows, texts } = await pay(created.body);
    // The price agreed stays S$109.00; its GST share is now 10/110 of it: S$9.909 → S$9.91.
    expect(invoice).toMatchObject({ total_cents: 10_900, gst_cents: 991, gst_rate_basis_points: 1_000 });
    expect(texts).toContain('GST at 10%');
    expect(amount(rows, 'GST at 10%')).toBe(991);
    expect(amount(rows, 'Total excluding GST')).toBe(9_909);
    expect(amount(rows, `${title} (Mei Ling Tan)`)).toBe(9_909);
    expect(amount(rows, 'Total including GST')).toBe(10_900);
    const registration = await staff.get(`/registration/${created.body.id as number}/get`).expect(200);
    expect(registration.body).toMatchObject({ totalCents: 10_900, gstCents: 991, gstRateBasisPoints: 1_000 });
  });
});
