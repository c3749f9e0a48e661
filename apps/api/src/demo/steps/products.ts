import { type EntityManager } from '@mikro-orm/postgresql';
import { queryRows, singaporeDate } from '@app/core';
import { CustomerKind, ProductSaleService, ProductService, ProductStatus } from '@app/billing';
import { type DemoStep } from '../demo-context';

/** Products a training provider keeps at the counter; prices include GST where GST-able. */
const DEMO_PRODUCTS = [
  { code: 'DEMO-HANDBOOK', name: 'RES exam handbook', priceCents: 3_270, gstable: true, stockOnHand: 40 },
  { code: 'DEMO-CPDGUIDE', name: 'CPD guide for agents', priceCents: 2_180, gstable: true, stockOnHand: 25 },
  { code: 'DEMO-LANYARD', name: 'Agency lanyard', priceCents: 545, gstable: true, stockOnHand: 100 },
  { code: 'DEMO-EXAMKIT', name: 'Mock exam kit', priceCents: 5_000, gstable: false, stockOnHand: 12 },
  {
    code: 'DEMO-FOLDER',
    name: 'Course folder (discontinued)',
    priceCents: 327,
    gstable: true,
    stockOnHand: 0,
  },
] as const;

/**
 * A handful of products and a few counter sales, made through the billing services (stock taken,
 * product invoices issued, receipts for the ones paid). Idempotent: nothing happens once the demo
 * products exist.
 */
export const seedProductsDemo = async (
  em: EntityManager,
  products: ProductService,
  sales: ProductSaleService,
): Promise<void> => {
  const existing = await products.page({ page: 1, pageSize: 1, keyword: 'DEMO-' });
  if (existing.total > 0) return;
  const ids = new Map<string, number>();
  for (const product of DEMO_PRODUCTS) {
    const saved = await products.save({
      ...product,
      description: null,
      status: product.code === 'DEMO-FOLDER' ? ProductStatus.Inactive : ProductStatus.Active,
    });
    ids.set(product.code, saved.id);
  }
  const [cash] = await queryRows<{ id: number }>(em, `select id from payment_mode where code = 'CASH'`, []);
  const item = (code: string, quantity: number) => ({ productId: ids.get(code)!, quantity });
  const today = singaporeDate();
  await sales.sell({
    customer: { kind: CustomerKind.WalkIn, name: 'Walk-in customer' },
    items: [item('DEMO-HANDBOOK', 2), item('DEMO-LANYARD', 1)],
    discounts: [],
    payment: cash ? { paymentModeId: cash.id, receivedOn: today } : null,
  });
  await sales.sell({
    customer: { kind: CustomerKind.WalkIn, name: 'Lim Wei Jie' },
    items: [item('DEMO-EXAMKIT', 1)],
    discounts: [],
    payment: cash ? { paymentModeId: cash.id, receivedOn: today } : null,
  });
  // One left unpaid, so the product sales list shows a balance.
  await sales.sell({
    customer: { kind: CustomerKind.WalkIn, name: 'Siti Nurhaliza' },
    items: [item('DEMO-CPDGUIDE', 3)],
    discounts: [],
  });
};

export const productsStep: DemoStep = {
  name: 'products',
  run: (context) =>
    context.unit(() =>
      seedProductsDemo(context.em, context.app.get(ProductService), context.app.get(ProductSaleService)),
    ),
};
