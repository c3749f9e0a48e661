import { Check, Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { Audited, BaseEntity, User, currentTime } from '@app/core';
import { Registration } from '@app/registration';
import { CUSTOMER_CHECK, CustomerOwned } from '../ledger/customer';
import { type StoredAttachment } from '../ledger/attachment';
import { Invoice } from '../invoices/invoice.entity';
import { Receipt } from '../receipts/receipt.entity';

export enum PaymentRecordStatus {
  Received = 'Received',
  Void = 'Void',
}

/**
 * Money received, in one payment mode (the payment modes list). The part not allocated to
 * invoices is a credit on account of its customer. A provider's transaction id is unique per
 * mode, so a second confirmation of the same transaction changes nothing.
 */
@Audited('Payment')
@Entity({ tableName: 'payment' })
@Check({ name: 'payment_customer_check', expression: CUSTOMER_CHECK })
@Check({ name: 'payment_amount_check', expression: 'amount_cents > 0' })
@Unique({ properties: ['paymentModeId', 'providerReference'] })
@Index({ properties: ['receivedOn'] })
@Index({
  name: 'payment_reference_trgm',
  expression: `create index "payment_reference_trgm" on "payment" using gin ("reference" gin_trgm_ops)`,
})
export class Payment extends CustomerOwned<
  | 'reference'
  | 'chequeBank'
  | 'providerReference'
  | 'attachment'
  | 'registrationId'
  | 'status'
  | 'createdById'
  | 'remarks'
> {
  @Property({ type: 'date' })
  receivedOn!: string;

  @ManyToOne({ entity: 'PaymentMode', mapToPk: true, fieldName: 'payment_mode_id', deleteRule: 'no action' })
  paymentModeId!: number;

  @Property({ type: 'integer' })
  amountCents!: number;

  /** Cheque number, bank transfer or PayNow reference as the payer gave it. */
  @Property({ type: 'string', length: 100, nullable: true })
  reference?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  chequeBank?: string | null;

  /** The provider's transaction id (PaymentIntent, PayPal capture, bank transaction reference). */
  @Property({ type: 'string', length: 100, nullable: true })
  providerReference?: string | null;

  /** The bank record staff attached. */
  @Property({ type: 'json', nullable: true })
  attachment?: StoredAttachment | null;

  /** The registration an online payment paid for. */
  @ManyToOne(() => Registration, {
    mapToPk: true,
    fieldName: 'registration_id',
    nullable: true,
    deleteRule: 'set null',
    index: true,
  })
  registrationId?: number | null;

  @ManyToOne(() => Receipt, { mapToPk: true, fieldName: 'receipt_id', deleteRule: 'no action', index: true })
  receiptId!: number;

  @Enum({ items: () => PaymentRecordStatus, default: PaymentRecordStatus.Received })
  status: PaymentRecordStatus = PaymentRecordStatus.Received;

  @Property({ type: 'text', nullable: true })
  remarks?: string | null;

  /** Null for online payments. */
  @ManyToOne(() => User, { mapToPk: true, fieldName: 'created_by', nullable: true, deleteRule: 'set null' })
  createdById?: number | null;
}

/** How much of a payment went to one invoice. */
@Entity({ tableName: 'payment_allocation' })
@Check({ name: 'payment_allocation_amount_check', expression: 'amount_cents > 0' })
@Unique({ properties: ['paymentId', 'invoiceId'] })
export class PaymentAllocation extends BaseEntity {
  @ManyToOne(() => Payment, { mapToPk: true, fieldName: 'payment_id', deleteRule: 'cascade' })
  paymentId!: number;

  @ManyToOne(() => Invoice, { mapToPk: true, fieldName: 'invoice_id', deleteRule: 'no action', index: true })
  invoiceId!: number;

  @Property({ type: 'integer' })
  amountCents!: number;
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
  receivedAt: Date = currentTime();
}
