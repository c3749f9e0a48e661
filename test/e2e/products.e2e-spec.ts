import { randomBytes } from 'node:crypto';
import { Role, singaporeDate } from '@app/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ProductSaleService, ProductService } from '@app/billing';
import { seedProductsDemo } from '@app/api/demo/steps/products';
import { type TestClient, TestContext, participantInput } from '@app/test';
import { downloadPdf, pdfTexts } from '@app/test/pdf-text';

const code = () => `P-${randomBytes(4).toString('hex').toUpperCase()}`;

interface ProductBody {
  id: number;
  code: string;
  name: string;
  priceCents: number;
  gstable: boolean;
  stockOnHand: number;
  status: string;
}

interface SaleBody {
  id: number;
  invoiceNo: string;
  kind: string;
  totalCents: number;
  gstCents: number;
  balanceCents: number;
  settlement: string;
  lines: { description: string; quantity: number; productId: number; gstCents: number }[];
  received: { receiptId: number; receiptNo: string } | null;
}

describe('products and product sales', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let admin: TestClient;
  let cso: TestClient;
  let coordinator: TestClient;
  let cash: number;
  let cheque: number;

  beforeAll(async () => {
    ctx = await TestContext.create();
    [staff, admin, cso, coordinator] = await Promise.all([
      ctx.signIn(Role.Staff),
      ctx.signIn(Role.Administrator),
      ctx.signIn(Role.CustomerServiceOfficer),
      ctx.signIn(Role.Coordinator),
    ]);
    const rows = await ctx.sql('select id, code from payment_mode');
    const modes = Object.fromEntries(rows.map((row) => [row.code as string, row.id as number]));
    cash = modes.CASH;
    cheque = modes.CHEQUE;
  });

  afterAll(() => ctx.close());

  const newProduct = async (overrides: Record<string, unknown> = {}, client = staff) =>
    (
      await client
        .post('/admin/product/create', {
          code: code(),
          name: `CEA exam handbook ${randomBytes(3).toString('hex')}`,
          priceCents: 3_270,
          gstable: true,
          stockOnHand: 10,
          ...overrides,
        })
        .expect(201)
    ).body as ProductBody;

  const productInput = ({ id, code, name, priceCents, gstable, stockOnHand, status }: ProductBody) => ({
    id,
    code,
    name,
    priceCents,
    gstable,
    stockOnHand,
    status,
  });

  const sell = (body: Record<string, unknown>, client = staff) =>
    client.post('/admin/productsale/generate/invoice', body);

  const walkIn = { kind: 'walk_in', name: 'Counter customer' };

  /** `generate/receipt` is multipart, as `payinvoice`: the payment as `data`, the bank record as its file. */
  const payForSale = (client: TestClient, data: Record<string, unknown>, bankRecord?: Buffer) => {
    const request = client
      .multipart('/admin/productsale/generate/receipt')
      .field('data', JSON.stringify(data));
    return bankRecord ? request.attach('bankRecord', bankRecord, 'cheque.pdf') : request;
  };

  it('lets Staff and Administrator manage products, Customer Service Officers read, others 403', async () => {
    const product = await newProduct({ code: ` ${code().toLowerCase()} ` });
    expect(product.code).toMatch(/^P-[0-9A-F]{8}$/);
    const byAdmin = await newProduct({}, admin);

    const updated = await admin
      .post('/admin/product/update', { ...productInput(product), name: 'Renamed handbook', stockOnHand: 25 })
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Renamed handbook', stockOnHand: 25 });

    const page = await cso.get(`/admin/products/get/bypage/5?keyword=${product.code}`).expect(200);
    expect(page.body).toMatchObject({ total: 1, pageSize: 5 });
    expect(page.body.items[0].id).toBe(product.id);
    const paged = await cso.get('/admin/products/get/allbypage?keyword=renamed&status=Active').expect(200);
    expect(paged.body.items.map((item: ProductBody) => item.id)).toContain(product.id);
    const all = await cso.get('/admin/products/get/all').expect(200);
    expect(all.body.map((item: ProductBody) => item.id)).toEqual(
      expect.arrayContaining([product.id, byAdmin.id]),
    );
    await cso.get(`/admin/product/${product.id}/get`).expect(200);

    await cso
      .post('/admin/product/create', { code: code(), name: 'x', priceCents: 1, stockOnHand: 1 })
      .expect(403);
    await cso.post('/admin/product/update', productInput(product)).expect(403);
    await cso.delete(`/admin/product/delete/${product.id}`).expect(403);
    await coordinator.get('/admin/products/get/all').expect(403);
    await coordinator.get('/admin/productsales/getallbypage').expect(403);
    await coordinator
      .post('/admin/productsale/generate/invoice', { customer: walkIn, items: [] })
      .expect(403);
    await cso
      .post('/admin/productsale/generate/invoice', {
        customer: walkIn,
        items: [{ productId: product.id, quantity: 1 }],
      })
      .expect(403);

    const duplicate = await staff
      .post('/admin/product/create', { code: product.code, name: 'Other', priceCents: 1, stockOnHand: 0 })
      .expect(409);
    expect(duplicate.body.message).toContain(product.code);

    await admin.delete(`/admin/product/delete/${byAdmin.id}`).expect(204);
    await staff.get(`/admin/product/${byAdmin.id}/get`).expect(404);
  });

  it('refuses bad product input with field messages', async () => {
    const bad = await staff
      .post('/admin/product/create', {
        code: 'no spaces!',
        name: '',
        priceCents: -1,
        stockOnHand: 1.5,
        status: 'Gone',
      })
      .expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['code', 'name', 'priceCents', 'stockOnHand', 'status']),
    );
    await staff
      .post('/admin/product/update', { code: code(), name: 'x', priceCents: 1, stockOnHand: 1 })
      .expect(400);
    await staff.get('/admin/products/get/bypage/0').expect(400);
    await staff.get('/admin/products/get/allbypage?sort=password').expect(400);
  });

  it('sells two products over the counter to a walk-in: product invoice, stock taken, paid in cash with a receipt', async () => {
    const handbook = await newProduct({ priceCents: 3_270, stockOnHand: 5 });
    const examFee = await newProduct({ priceCents: 5_000, gstable: false, stockOnHand: 3 });
    const sold = await sell({
      customer: walkIn,
      items: [
        { productId: handbook.id, quantity: 2 },
        { productId: examFee.id, quantity: 1 },
      ],
      payment: { paymentModeId: cash, receivedOn: singaporeDate() },
    }).expect(201);
    const sale = sold.body as SaleBody;
    expect(sale).toMatchObject({ kind: 'product', totalCents: 11_540, settlement: 'Paid', balanceCents: 0 });
    // GST only on the handbooks: 6 540 × 9/109 = 540.
    expect(sale.gstCents).toBe(540);
    expect(sale.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [handbook.id, 2],
      [examFee.id, 1],
    ]);
    expect(sale.received?.receiptNo).toMatch(/^RCT-\d{4}-\d{6}$/);

    const stock = await ctx.sql('select id, stock_on_hand from product where id in (?, ?) order by id', [
      handbook.id,
      examFee.id,
    ]);
    expect(stock.map((row) => row.stock_on_hand)).toEqual([3, 2]);

    const balance = await cso.get(`/admin/productsale/getbalance/${sale.id}`).expect(200);
    expect(balance.body).toMatchObject({ balanceCents: 0, paidCents: 11_540, settlement: 'Paid' });
    const invoicePdf = await pdfTexts(
      await downloadPdf(cso.get(`/admin/productsale/invoice?id=${sale.id}`).expect(200)),
    );
    expect(invoicePdf.join(' ')).toContain(sale.invoiceNo);
    const receiptPdf = await pdfTexts(
      await downloadPdf(cso.get(`/admin/productsale/receipt?id=${sale.id}`).expect(200)),
    );
    expect(receiptPdf.join(' ')).toContain(sale.received!.receiptNo);

    const listed = await cso.get(`/admin/productsales/getallbypage?keyword=${sale.invoiceNo}`).expect(200);
    expect(listed.body.items.map((item: SaleBody) => item.id)).toEqual([sale.id]);
    const today = singaporeDate();
    const ranged = await cso
      .get(`/admin/productsales/getall?keyword=Counter&startdate=${today}&enddate=${today}`)
      .expect(200);
    expect(ranged.body.items.map((item: SaleBody) => item.id)).toContain(sale.id);
    expect(ranged.body.items.every((item: SaleBody) => item.kind === 'product')).toBe(true);
  });

  it('sells to a participant on account and takes a part payment by cheque later', async () => {
    const participant = (await staff.post('/admin/participant/create', participantInput()).expect(201))
      .body as {
      id: number;
    };
    const product = await newProduct({ priceCents: 10_900 });
    const sale = (
      await sell({
        customer: { kind: 'participant', id: participant.id },
        items: [{ productId: product.id, quantity: 2 }],
      }).expect(201)
    ).body as SaleBody;
    expect(sale).toMatchObject({ settlement: 'Unpaid', balanceCents: 21_800, received: null });
    await staff.get(`/admin/productsale/receipt?id=${sale.id}`).expect(404);

    await payForSale(cso, {
      invoiceId: sale.id,
      paymentModeId: cash,
      receivedOn: singaporeDate(),
    }).expect(403);
    const noBank = await payForSale(staff, {
      invoiceId: sale.id,
      paymentModeId: cheque,
      receivedOn: singaporeDate(),
      amountCents: 10_000,
    }).expect(400);
    expect(noBank.body.message).toBeDefined();
    const part = await payForSale(
      staff,
      {
        invoiceId: sale.id,
        paymentModeId: cheque,
        receivedOn: singaporeDate(),
        amountCents: 10_000,
        reference: '000123',
        chequeBank: 'DBS',
      },
      Buffer.from('%PDF-1.4\n%cheque scan\n'),
    ).expect(200);
    expect(part.body).toMatchObject({ settlement: 'PartlyPaid', balanceCents: 11_800 });
    const [stored] = await ctx.sql(
      `select attachment->>'originalName' as name from payment where reference = '000123' and receipt_id = ?`,
      [part.body.received.receiptId],
    );
    expect(stored?.name).toBe('cheque.pdf');
    const rest = await payForSale(admin, {
      invoiceId: sale.id,
      paymentModeId: cash,
      receivedOn: singaporeDate(),
    }).expect(200);
    expect(rest.body).toMatchObject({ settlement: 'Paid', balanceCents: 0 });
    await payForSale(staff, {
      invoiceId: sale.id,
      paymentModeId: cash,
      receivedOn: singaporeDate(),
    }).expect(409);

    // A product with sales stays for its invoices.
    const refused = await staff.delete(`/admin/product/delete/${product.id}`).expect(409);
    expect(refused.body.message).toContain('inactive');
  });

  it('refuses a sale short of stock, of an inactive product or without a customer, leaving nothing behind', async () => {
    const product = await newProduct({ stockOnHand: 1 });
    const invoicesBefore = await ctx.sql(`select count(*)::int as count from invoice where kind = 'product'`);
    const short = await sell({ customer: walkIn, items: [{ productId: product.id, quantity: 2 }] }).expect(
      409,
    );
    expect(short.body.message).toContain('out of stock');
    // The same product twice in one sale counts together.
    await sell({
      customer: walkIn,
      items: [
        { productId: product.id, quantity: 1 },
        { productId: product.id, quantity: 1 },
      ],
    }).expect(409);
    const inactive = await newProduct({ status: 'Inactive' });
    await sell({ customer: walkIn, items: [{ productId: inactive.id, quantity: 1 }] }).expect(400);
    await sell({ customer: walkIn, items: [{ productId: 999_999_999, quantity: 1 }] }).expect(404);
    const noCustomer = await sell({
      customer: { kind: 'participant' },
      items: [{ productId: product.id, quantity: 1 }],
    }).expect(400);
    expect(noCustomer.body.errors).toEqual({ customer: ['Please select a customer first'] });
    await sell({ customer: walkIn, items: [] }).expect(400);
    await sell({ customer: walkIn, items: [{ productId: product.id, quantity: 0 }] }).expect(400);
    await sell({
      customer: walkIn,
      items: [{ productId: product.id, quantity: 1 }],
      payment: { paymentModeId: cash, receivedOn: '2999-01-01' },
    }).expect(400);
    const invoicesAfter = await ctx.sql(`select count(*)::int as count from invoice where kind = 'product'`);
    expect(invoicesAfter[0].count).toBe(invoicesBefore[0].count);
    const [row] = await ctx.sql('select stock_on_hand from product where id = ?', [product.id]);
    expect(row.stock_on_hand).toBe(1);
    await staff.get('/admin/productsales/getall?startdate=2026-02-30').expect(400);
    await staff.get('/admin/productsales/getall?startdate=2026-03-02&enddate=2026-03-01').expect(400);
    await staff.get('/admin/productsale/getbalance/abc').expect(400);
    await staff.get('/admin/productsale/invoice?id=x').expect(400);
  });

  it('never sells more than the stock when 20 sales of the last 7 run at once', async () => {
    const product = await newProduct({ stockOnHand: 7 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        sell({
          customer: walkIn,
          items: [{ productId: product.id, quantity: 1 }],
          payment: { paymentModeId: cash, receivedOn: singaporeDate() },
        }),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(13);
    const [row] = await ctx.sql('select stock_on_hand from product where id = ?', [product.id]);
    expect(row.stock_on_hand).toBe(0);
    const [sold] = await ctx.sql(
      `select count(*)::int as count from invoice
        where kind = 'product' and lines @> jsonb_build_array(jsonb_build_object('productId', ?::int))`,
      [product.id],
    );
    expect(sold.count).toBe(7);
  });

  it('seeds demo products and sales through the services, once', async () => {
    const seed = () =>
      ctx.inRequest(() =>
        seedProductsDemo(
          ctx.app.get(EntityManager),
          ctx.app.get(ProductService),
          ctx.app.get(ProductSaleService),
        ),
      );
    await seed();
    await seed();
    const products = await staff.get('/admin/products/get/allbypage?keyword=DEMO-').expect(200);
    expect(products.body.total).toBe(5);
    const sales = await staff.get('/admin/productsales/getallbypage?keyword=Siti').expect(200);
    expect(sales.body.items).toHaveLength(1);
    expect(sales.body.items[0]).toMatchObject({ settlement: 'Unpaid', totalCents: 6_540 });
    const [handbook] = await ctx.sql(`select stock_on_hand from product where code = 'DEMO-HANDBOOK'`);
    expect(handbook.stock_on_hand).toBe(38);
  });
});
