import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** The last number issued in one series (e.g. invoices of 2026). */
@Entity({ tableName: 'document_number' })
export class DocumentNumber {
  @PrimaryKey({ type: 'string', length: 40 })
  series!: string;

  @Property({ type: 'integer' })
  lastIssued!: number;
}
