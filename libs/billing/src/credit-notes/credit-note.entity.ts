import { Check, Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Audited, User } from '@app/core';
import { Invoice } from '../invoices/invoice.entity';
import { CUSTOMER_CHECK, CustomerDocument } from '../ledger/customer';

export enum CreditNoteStatus {
  PendingApproval = 'PendingApproval',
  Issued = 'Issued',
  Rejected = 'Rejected',
}

/**
 * What a credit note credits: an invoice line (by its index) or, without one, an amount of the
 * invoice as a whole. Amounts include GST; `gstCents` is the GST reversed at the invoice's rate.
 */
export interface CreditNoteLineData {
  description: string;
  lineIndex: number | null;
  amountCents: number;
  gstCents: number;
}

/**
 * A tax document crediting (part of) an invoice, with its own gapless series (CN). Above the
 * approval threshold it waits, without a number, for someone other than the requester to approve it.
 */
@Audited('CreditNote')
@Entity({ tableName: 'credit_note' })
@Check({ name: 'credit_note_customer_check', expression: CUSTOMER_CHECK })
@Check({ name: 'credit_note_total_check', expression: 'total_cents > 0 and gst_cents >= 0' })
@Check({
  name: 'credit_note_issued_check',
  expression: `status <> 'Issued' or (credit_note_no is not null and issued_on is not null)`,
})
@Index({ properties: ['status', 'requestedAt'] })
export class CreditNote extends CustomerDocument<
  | 'creditNoteNo'
  | 'issuedOn'
  | 'status'
  | 'version'
  | 'decidedById'
  | 'decidedAt'
  | 'decisionNote'
  | 'refundId'
> {
  @Property({ type: 'string', length: 20, nullable: true, unique: true })
  creditNoteNo?: string | null;

  @ManyToOne(() => Invoice, { mapToPk: true, fieldName: 'invoice_id', deleteRule: 'no action', index: true })
  invoiceId!: number;

  @Property({ type: 'date', nullable: true })
  issuedOn?: string | null;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'json' })
  lines!: CreditNoteLineData[];

  @Property({ type: 'integer' })
  totalCents!: number;

  @Property({ type: 'integer' })
  gstCents!: number;

  /** The credited invoice's rate: GST is reversed at the rate it was charged at. */
  @Property({ type: 'integer' })
  gstRateBasisPoints!: number;

  @Enum({ items: () => CreditNoteStatus })
  status!: CreditNoteStatus;

  @Property({ type: 'integer', default: 1 })
  version: number = 1;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'requested_by', nullable: true, deleteRule: 'set null' })
  requestedById?: number | null;

  @Property({ type: 'datetime' })
  requestedAt!: Date;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'decided_by', nullable: true, deleteRule: 'set null' })
  decidedById?: number | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  /** Why it was rejected. */
  @Property({ type: 'text', nullable: true })
  decisionNote?: string | null;

  /** Set when a refund (issue 16) made this credit note. */
  @ManyToOne({
    entity: 'Refund',
    mapToPk: true,
    fieldName: 'refund_id',
    nullable: true,
    deleteRule: 'set null',
  })
  refundId?: number | null;
}
