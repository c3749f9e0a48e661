import { Check, Entity, Enum, ManyToOne, Property } from '@mikro-orm/core';
import { Audited, BaseEntity, User, currentTime } from '@app/core';
import { RegistrationEvent } from '@app/registration';
import { Invoice } from '../invoices/invoice.entity';

export enum RefundKind {
  Full = 'Full Refund',
  Partial = 'Partial Refund',
}

export enum RefundStatus {
  PendingApproval = 'PendingApproval',
  Approved = 'Approved',
  PaidOut = 'PaidOut',
  Reversed = 'Reversed',
}

/**
 * Money paid back against an invoice (issue 16 builds its service). Only refunds paid out count
 * in the invoice's balance, from `refunded_on`.
 */
@Audited('Refund')
@Entity({ tableName: 'refund' })
@Check({ name: 'refund_amount_check', expression: 'amount_cents > 0' })
@Check({ name: 'refund_paid_out_check', expression: `status <> 'PaidOut' or refunded_on is not null` })
export class Refund extends BaseEntity<
  | 'registrationEventId'
  | 'creditNoteId'
  | 'reference'
  | 'providerRefundId'
  | 'refundedOn'
  | 'reason'
  | 'requestedById'
  | 'decidedById'
  | 'decidedAt'
> {
  @ManyToOne(() => Invoice, { mapToPk: true, fieldName: 'invoice_id', deleteRule: 'no action', index: true })
  invoiceId!: number;

  @ManyToOne(() => RegistrationEvent, {
    mapToPk: true,
    fieldName: 'registration_event_id',
    nullable: true,
    deleteRule: 'set null',
    index: true,
  })
  registrationEventId?: number | null;

  @ManyToOne({
    entity: 'CreditNote',
    mapToPk: true,
    fieldName: 'credit_note_id',
    nullable: true,
    deleteRule: 'set null',
  })
  creditNoteId?: number | null;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Enum({ items: () => RefundKind })
  kind!: RefundKind;

  @ManyToOne({ entity: 'PaymentMode', mapToPk: true, fieldName: 'payment_mode_id', deleteRule: 'no action' })
  paymentModeId!: number;

  @Property({ type: 'string', length: 100, nullable: true })
  reference?: string | null;

  /** The provider's refund id: unique, so a repeated provider call or webhook refunds once. */
  @Property({ type: 'string', length: 100, nullable: true, unique: true })
  providerRefundId?: string | null;

  /** The day the money went out; null while pending. */
  @Property({ type: 'date', nullable: true })
  refundedOn?: string | null;

  @Enum({ items: () => RefundStatus })
  status!: RefundStatus;

  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'requested_by', nullable: true, deleteRule: 'set null' })
  requestedById?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  requestedAt: Date = currentTime();

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'decided_by', nullable: true, deleteRule: 'set null' })
  decidedById?: number | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;
}
