import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { conflict, notFound, queryRows } from '@app/core';
import { type DiscountInput } from '../ledger/arithmetic';
import { type StoredAttachment } from '../ledger/attachment';
import { type CustomerRef } from '../ledger/customer';
import { customerOf } from '../ledger/customers';
import { Invoice, InvoiceKind } from '../invoices/invoice.entity';
import { InvoiceService } from '../invoices/invoice.service';
import { type Received, PaymentService } from '../payments/payment.service';
import { ProductStock, type StockRequest } from './product-stock';

/** Money taken for a sale; the amount defaults to what the invoice still owes. */
export interface SalePayment {
  paymentModeId: number;
  receivedOn: string;
  amountCents?: number;
  reference?: string | null;
  chequeBank?: string | null;
  remarks?: string | null;
  /** The bank record (a cheque's scan, a transfer's advice), stored before the transaction. */
  attachment?: StoredAttachment | null;
}

export interface SaleSpec {
  customer: CustomerRef;
  items: StockRequest[];
  discounts: DiscountInput[];
  remarks?: string | null;
  payment?: SalePayment | null;
}

/**
 * Sells products: stock taken, a product invoice issued (its own footer) and, when paid at the
 * counter, the payment received with its receipt — all in one transaction, through the ledger's
 * services, so a sale short of stock or refused payment leaves nothing behind.
 */
@Injectable()
export class ProductSaleService {
  constructor(
    private readonly em: EntityManager,
    private readonly stock: ProductStock,
    private readonly invoices: InvoiceService,
    private readonly payments: PaymentService,
  ) {}

  async sell(spec: SaleSpec): Promise<{ invoiceId: number; received: Received | null }> {
    return this.em.transactional(async () => {
      const taken = await this.stock.take(spec.items);
      const { id } = await this.invoices.issue({
        kind: InvoiceKind.Product,
        customer: spec.customer,
        lines: taken.map((product) => ({
          description: `${product.name} (${product.code})`,
          quantity: product.quantity,
          unitPriceCents: product.priceCents,
          gstable: product.gstable,
          productId: product.id,
        })),
        discounts: spec.discounts,
        remarks: spec.remarks ?? null,
      });
      const received = spec.payment ? await this.pay(id, spec.payment) : null;
      return { invoiceId: id, received };
    });
  }

  /** A payment of a product invoice (all of what it owes unless an amount is given), with its receipt. */
  async pay(invoiceId: number, payment: SalePayment): Promise<Received> {
    return this.em.transactional(async () => {
      const invoice = await this.sale(invoiceId, LockMode.PESSIMISTIC_WRITE);
      if (invoice.balanceCents <= 0) {
        throw conflict('ALREADY_PAID', `Invoice ${invoice.invoiceNo ?? ''} has nothing left to pay`);
      }
      const amountCents = payment.amountCents ?? invoice.balanceCents;
      return this.payments.receive({
        customer: customerOf(invoice),
        mode: { id: payment.paymentModeId },
        receivedOn: payment.receivedOn,
        amountCents,
        reference: payment.reference?.trim() || null,
        chequeBank: payment.chequeBank?.trim() || null,
        remarks: payment.remarks ?? null,
        attachment: payment.attachment ?? null,
        allocations: [{ invoiceId, amountCents }],
      });
    });
  }

  /** The receipt of the sale's latest payment (404 while unpaid). */
  async latestReceiptId(invoiceId: number): Promise<number> {
    await this.sale(invoiceId);
    const [latest] = await queryRows<{ receipt_id: number }>(
      this.em,
      `select p.receipt_id from payment_allocation a join payment p on p.id = a.payment_id
        where a.invoice_id = ? order by p.received_on desc, p.id desc limit 1`,
      [invoiceId],
    );
    if (!latest) throw notFound('Receipt');
    return latest.receipt_id;
  }

  /** A product sale is a product invoice; any other invoice is not one (404). */
  async sale(invoiceId: number, lockMode?: LockMode): Promise<Invoice> {
    const invoice = await this.em.findOne(
      Invoice,
      { id: invoiceId, kind: InvoiceKind.Product },
      lockMode ? { lockMode, refresh: true } : { refresh: true },
    );
    if (!invoice) throw notFound('Product sale');
    return invoice;
  }
}
