import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity, User } from '@app/core';

/** Spec 4: document types that can be voided. */
export enum VoidableDocument {
  Receipt = 'Receipt',
  Invoice = 'Invoice',
  Registration = 'Registration',
}

/**
 * One void of a document, dated; an unvoid closes it and the document may be voided again later (a
 * new row). At most one open void per document. Reports read "void at D" from these rows.
 */
@Entity({ tableName: 'void_entry' })
@Index({
  name: 'void_entry_open_unique',
  expression: `create unique index "void_entry_open_unique" on "void_entry" ("document_type", "document_id") where "unvoided_on" is null`,
})
@Index({ properties: ['documentType', 'documentId'] })
@Index({ properties: ['voidedOn'] })
export class VoidEntry extends BaseEntity<'voidedById' | 'unvoidedOn' | 'unvoidedById' | 'unvoidReason'> {
  @Enum({ items: () => VoidableDocument })
  documentType!: VoidableDocument;

  @Property({ type: 'integer' })
  documentId!: number;

  @Property({ type: 'string', length: 30 })
  documentNo!: string;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'date' })
  voidedOn!: string;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'voided_by', nullable: true, deleteRule: 'set null' })
  voidedById?: number | null;

  @Property({ type: 'date', nullable: true })
  unvoidedOn?: string | null;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'unvoided_by', nullable: true, deleteRule: 'set null' })
  unvoidedById?: number | null;

  @Property({ type: 'text', nullable: true })
  unvoidReason?: string | null;
}
