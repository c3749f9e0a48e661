import { Check, Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Audited, TaxInvoiceKind, User } from '@app/core';
import { Registration } from '@app/registration';
import { CUSTOMER_CHECK, CustomerDocument } from '../ledger/customer';
import { type StoredAttachment } from '../ledger/attachment';

export enum InvoiceKind {
  Registration = 'registration',
  Manual = 'manual',
  Product = 'product',
}

/** The document's own state: a draft has no number yet; a void one keeps its number. */
export enum InvoiceStatus {
  Draft = 'Draft',
  Issued = 'Issued',
  Void = 'Void',
}

/** What lists show and filter by, kept with the balance (docs/billing.md "Balances"). */
export enum Settlement {
  Draft = 'Draft',
  Unpaid = 'Unpaid',
  PartlyPaid = 'PartlyPaid',
  Paid = 'Paid',
  Credited = 'Credited',
  Void = 'Void',
}

/**
 * A line as charged, GST included. `discountCents` is this line's share of the invoice's
 * discounts and `gstCents` its share of the invoice's GST (0 when not GST-able); both add up
 * exactly to the invoice's figures. A seat's net paid amount is amountCents − discountCents.
 */
export interface InvoiceLineData {
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  discountCents: number;
  gstCents: number;
  gstable: boolean;
  registrationEventId?: number | null;
  productId?: number | null;
}

export interface InvoiceDiscountData {
  description: string;
  amountCents: number;
}

/**
 * A tax invoice (or a draft of one). What it says is stored with it, so reprinting years later
 * shows the same document; every issued version is also in `document_version`. The paid, credited,
 * refunded and balance columns are a cache of the ledger rows, written in the transaction that
 * changes them (`refreshInvoiceCaches`).
 */
@Audited('Invoice', {
  ignore: ['paidCents', 'creditedCents', 'refundedCents', 'balanceCents', 'settlement'],
})
@Entity({ tableName: 'invoice' })
@Check({ name: 'invoice_customer_check', expression: CUSTOMER_CHECK })
@Check({
  name: 'invoice_issued_check',
  expression: `status = 'Draft' or (invoice_no is not null and issued_on is not null and due_on is not null)`,
})
@Index({
  name: 'invoice_customer_name_trgm',
  expression: `create index "invoice_customer_name_trgm" on "invoice" using gin ("customer_name" gin_trgm_ops)`,
})
@Index({
  name: 'invoice_invoice_no_trgm',
  expression: `create index "invoice_invoice_no_trgm" on "invoice" using gin ("invoice_no" gin_trgm_ops)`,
})
@Index({ properties: ['issuedOn'] })
@Index({ properties: ['settlement', 'issuedOn'] })
@Index({ name: 'invoice_kind_issued_on_index', properties: ['kind', 'issuedOn'] })
export class Invoice extends CustomerDocument<
  | 'invoiceNo'
  | 'registrationId'
  | 'issuedOn'
  | 'dueOn'
  | 'status'
  | 'version'
  | 'paidCents'
  | 'creditedCents'
  | 'refundedCents'
  | 'balanceCents'
  | 'settlement'
  | 'attachment'
  | 'remarks'
  | 'createdById'
> {
  /** Null while a draft; gapless per yearly series once issued, never reused. */
  @Property({ type: 'string', length: 20, nullable: true, unique: true })
  invoiceNo?: string | null;

  @Enum({ items: () => InvoiceKind })
  kind!: InvoiceKind;

  /** Not unique: a corporate registration may be invoiced per participant. */
  @ManyToOne(() => Registration, {
    mapToPk: true,
    fieldName: 'registration_id',
    nullable: true,
    deleteRule: 'set null',
    index: true,
  })
  registrationId?: number | null;

  @Property({ type: 'date', nullable: true })
  issuedOn?: string | null;

  @Property({ type: 'date', nullable: true })
  dueOn?: string | null;

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

  /** Full, or simplified (no customer address, total at most S$1,000): `taxInvoiceKind`. */
  @Enum({ items: () => TaxInvoiceKind })
  taxInvoiceKind!: TaxInvoiceKind;

  @Property({ type: 'text' })
  footerHtml!: string;

  @Enum({ items: () => InvoiceStatus, default: InvoiceStatus.Issued })
  status: InvoiceStatus = InvoiceStatus.Issued;

  /** The current version; every one is in `document_version`. */
  @Property({ type: 'integer', default: 1 })
  version: number = 1;

  @Property({ type: 'integer', default: 0 })
  paidCents: number = 0;

  @Property({ type: 'integer', default: 0 })
  creditedCents: number = 0;

  @Property({ type: 'integer', default: 0 })
  refundedCents: number = 0;

  @Property({ type: 'integer', default: 0 })
  balanceCents: number = 0;

  @Enum({ items: () => Settlement, default: Settlement.Unpaid })
  settlement: Settlement = Settlement.Unpaid;

  /** The document a manual invoice was raised from (a purchase order, a signed quote). */
  @Property({ type: 'json', nullable: true })
  attachment?: StoredAttachment | null;

  @Property({ type: 'text', nullable: true })
  remarks?: string | null;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'created_by', nullable: true, deleteRule: 'set null' })
  createdById?: number | null;
}
