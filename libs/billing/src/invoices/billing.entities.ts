import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { Audited, BaseEntity } from '@app/core';
import { PaymentMethod, Registration } from '@app/registration';

export enum InvoiceStatus {
  Issued = 'Issued',
  Void = 'Void',
}

export enum ReceiptStatus {
  Active = 'Active',
  Archived = 'Archived',
}

export interface InvoiceLineData {
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

export interface InvoiceDiscountData {
  description: string;
  amountCents: number;
}

/**
 * A tax invoice as issued: what it says is stored with it (customer, lines, GST), so reprinting
 * years later shows the same document whatever changed in the catalogue since.
 */
@Audited('Invoice')
@Entity({ tableName: 'invoice' })
export class Invoice extends BaseEntity<'status' | 'registration'> {
  @Property({ type: 'string', length: 20, unique: true })
  invoiceNo!: string;

  @ManyToOne(() => Registration, { nullable: true, unique: true })
  registration?: Registration | null;

  @Property({ type: 'date' })
  issuedOn!: string;

  @Property({ type: 'string', length: 200 })
  customerName!: string;

  @Property({ type: 'string', length: 500 })
  customerAddress!: string;

  @Property({ type: 'string', length: 254 })
  customerEmail!: string;

  @Property({ type: 'json' })
  lines!: InvoiceLineData[];

  @Property({ type: 'json' })
  discounts!: InvoiceDiscountData[];

  @Property({ type: 'integer' })
  totalCents!: number;

  @Property({ type: 'integer' })
  gstCents!: number;

  @Property({ type: 'integer' })
  gstRateBasisPoints!: number;

  @Property({ type: 'text' })
  footerHtml!: string;

  @Enum({ items: () => InvoiceStatus, default: InvoiceStatus.Issued })
  status: InvoiceStatus = InvoiceStatus.Issued;
}

@Audited('Receipt')
@Entity({ tableName: 'receipt' })
export class Receipt extends BaseEntity<'status' | 'reference'> {
  @Property({ type: 'string', length: 20, unique: true })
  receiptNo!: string;

  @ManyToOne(() => Invoice)
  invoice!: Invoice;

  @Property({ type: 'date' })
  receivedOn!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Enum({ items: () => PaymentMethod })
  method!: PaymentMethod;

  @Property({ type: 'string', length: 100, nullable: true })
  reference?: string | null;

  @Property({ type: 'text' })
  footerHtml!: string;

  @Enum({ items: () => ReceiptStatus, default: ReceiptStatus.Active })
  status: ReceiptStatus = ReceiptStatus.Active;
}

/** Money received (payment history); one row per provider transaction, never two. */
@Entity({ tableName: 'payment' })
@Unique({ properties: ['method', 'providerReference'] })
@Index({ properties: ['registration'] })
export class Payment extends BaseEntity {
  @ManyToOne(() => Registration)
  registration!: Registration;

  @ManyToOne(() => Invoice)
  invoice!: Invoice;

  @Enum({ items: () => PaymentMethod })
  method!: PaymentMethod;

  /** The provider's transaction id (PaymentIntent, PayPal capture, bank reference). */
  @Property({ type: 'string', length: 100 })
  providerReference!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'datetime' })
  receivedAt!: Date;
}

/** Provider webhook events already handled: a repeated delivery finds its id here and stops. */
@Entity({ tableName: 'payment_provider_event' })
export class PaymentProviderEvent {
  @Property({ type: 'string', length: 100, primary: true })
  eventId!: string;

  @Property({ type: 'string', length: 20 })
  provider!: string;

  @Property({ type: 'string', length: 60 })
  type!: string;

  @Property({ type: 'datetime' })
  receivedAt: Date = new Date();
}
