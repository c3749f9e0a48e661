import { randomBytes } from 'node:crypto';
import { Role } from '@app/core';
import { type TestClient, TestContext, participantInput } from '@app/test';
import { xlsxRows } from '@app/test/xlsx';

const key = () => randomBytes(8).toString('hex');

describe('the report mechanism (archived receipts as the example)', () => {
  let ctx: TestContext;
  let staff: TestClient;
  const tag = key();
  const receiptNos: string[] = [];

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
    const [cash] = await ctx.sql("select id from payment_mode where code = 'CASH'");
    for (const cents of [1_000, 2_500, 4_000]) {
      const participant = (
        await staff
          .post('/admin/participant/create', { ...participantInput(), lastName: `Archive${tag}` })
          .expect(201)
      ).body as { id: number };
      const invoice = (
        await staff
          .multipart('/admin/invoice/create')
          .field(
            'data',
            JSON.stringify({
              customer: { kind: 'participant', id: participant.id },
              lines: [{ description: 'Workshop', quantity: 1, unitPriceCents: cents }],
            }),
          )
          .expect(201)
      ).body as { id: number };
      const paid = await staff
        .multipart('/admin/payment/payinvoice')
        .field(
          'data',
          JSON.stringify({
            customer: { kind: 'participant', id: participant.id },
            paymentModeId: cash.id,
            receivedOn: '2026-03-02',
            amountCents: cents,
            allocations: [{ invoiceId: invoice.id, amountCents: cents }],
          }),
        )
        .expect(200);
      await staff.post('/admin/receipt/archive', { id: paid.body.receiptId }).expect(200);
      receiptNos.push(paid.body.receiptNo as string);
    }
  });

  afterAll(() => ctx.close());

  it('pages a report with the totals of every page, sorts by its sortable columns only', async () => {
    const first = await staff
      .get(`/admin/reports/accounts/archivedreceipts?keyword=Archive${tag}&pageSize=2&sort=-amountCents`)
      .expect(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2, totals: { amountCents: 7_500 } });
    expect(first.body.items.map((row: { amountCents: number }) => row.amountCents)).toEqual([4_000, 2_500]);
    expect(first.body.items[0]).toMatchObject({ receivedOn: '2026-03-02', customerKind: 'participant' });
    const last = await staff
      .get(`/admin/reports/accounts/archivedreceipts?keyword=Archive${tag}&pageSize=2&page=3`)
      .expect(200);
    expect(last.body).toMatchObject({ items: [], total: 3, totals: { amountCents: 7_500 } });
    const refused = await staff.get('/admin/reports/accounts/archivedreceipts?sort=customerKind').expect(400);
    expect(refused.body.errors.sort).toBeDefined();
  });

  it('exports the whole report to Excel in its order with a totals row', async () => {
    const rows = await xlsxRows(
      staff,
      `/admin/reports/accounts/archivedreceipts/export?keyword=Archive${tag}&sort=amountCents`,
    );
    expect(rows[0]).toEqual(['Receipt No.', 'Date received', 'Customer', 'Customer type', 'Amount (S$)']);
    expect(rows.slice(1, 4).map((row) => row[4])).toEqual([10, 25, 40]);
    expect(
      rows
        .slice(1, 4)
        .map((row) => row[0])
        .sort(),
    ).toEqual([...receiptNos].sort());
    expect(rows[4]).toEqual(['Total', undefined, undefined, undefined, 75]);
  });

  it('is for finance: a coordinator gets 403', async () => {
    const coordinator = await ctx.signIn(Role.Coordinator);
    await coordinator.get('/admin/reports/accounts/archivedreceipts').expect(403);
    await coordinator.get('/admin/reports/accounts/archivedreceipts/export').expect(403);
  });
});
