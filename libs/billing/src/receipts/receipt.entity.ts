import { Check, Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Audited, User } from '@app/core';
import { CUSTOMER_CHECK, CustomerDocument } from '../ledger/customer';

export enum ReceiptStatus {
  Active = 'Active',
  Archived = 'Archived',
  Void = 'Void',
}

/**
 * One receiving action: the money of one or more payments (e.g. part by cheque, the rest by NETS
 * added later), with a gapless number. Adding a payment or correcting the date writes a new version.
 */
@Audited('Receipt')
@Entity({ tableName: 'receipt' })
@Check({ name: 'receipt_customer_check', expression: CUSTOMER_CHECK })
@Index({ properties: ['receivedOn'] })
@Index({
  name: 'receipt_receipt_no_trgm',
  expression: `create index "receipt_receipt_no_trgm" on "receipt" using gin ("receipt_no" gin_trgm_ops)`,
})
export class Receipt extends CustomerDocument<'status' | 'version' | 'createdById'> {
  @Property({ type: 'string', length: 20, unique: true })
  receiptNo!: string;

  @Property({ type: 'date' })
  receivedOn!: string;

  /** Σ of its payments that are not void. */
  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'text' })
  footerHtml!: string;

  @Enum({ items: () => ReceiptStatus, default: ReceiptStatus.Active })
  status: ReceiptStatus = ReceiptStatus.Active;

  @Property({ type: 'integer', default: 1 })
  version: number = 1;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'created_by', nullable: true, deleteRule: 'set null' })
  createdById?: number | null;
}
