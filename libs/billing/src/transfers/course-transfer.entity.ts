import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity, User } from '@app/core';
import { RegistrationEvent } from '@app/registration';
import { CreditNote } from '../credit-notes/credit-note.entity';
import { Invoice } from '../invoices/invoice.entity';
import { Refund } from '../ledger/refund.entity';
import { Payment } from '../payments/payment.entity';

/**
 * A paid seat moved to another event or participant (issue 16 "Transfer course"): the seat it came
 * from and the one it became, the documents it left behind (the credit note on the old invoice, the
 * new invoice, the refund and payment that carried the money paid across) and the amounts. Written
 * once, in the transfer's transaction; the transfer course report reads it.
 */
@Entity({ tableName: 'course_transfer' })
@Unique({ name: 'course_transfer_from_unique', properties: ['fromRegistrationEventId'] })
@Index({ properties: ['transferredOn'] })
export class CourseTransfer extends BaseEntity<'refundId' | 'paymentId' | 'transferredById'> {
  @ManyToOne(() => RegistrationEvent, { mapToPk: true, fieldName: 'from_registration_event_id' })
  fromRegistrationEventId!: number;

  @ManyToOne(() => RegistrationEvent, { mapToPk: true, fieldName: 'to_registration_event_id', index: true })
  toRegistrationEventId!: number;

  @ManyToOne(() => Invoice, { mapToPk: true, fieldName: 'from_invoice_id' })
  fromInvoiceId!: number;

  @ManyToOne(() => CreditNote, { mapToPk: true, fieldName: 'credit_note_id' })
  creditNoteId!: number;

  @ManyToOne(() => Invoice, { mapToPk: true, fieldName: 'to_invoice_id' })
  toInvoiceId!: number;

  @ManyToOne(() => Refund, { mapToPk: true, fieldName: 'refund_id', nullable: true })
  refundId?: number | null;

  @ManyToOne(() => Payment, { mapToPk: true, fieldName: 'payment_id', nullable: true })
  paymentId?: number | null;

  /** What the old seat's credit note credited: what was paid for it. */
  @Property({ type: 'integer' })
  creditedCents!: number;

  @Property({ type: 'integer' })
  newPriceCents!: number;

  /** New price less what was credited: positive, owed on the new invoice; negative, credit on account. */
  @Property({ type: 'integer' })
  differenceCents!: number;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'date' })
  transferredOn!: string;

  @ManyToOne(() => User, {
    mapToPk: true,
    fieldName: 'transferred_by',
    nullable: true,
    deleteRule: 'set null',
  })
  transferredById?: number | null;
}
