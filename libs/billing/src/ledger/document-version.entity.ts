import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User, currentTime } from '@app/core';

export enum VersionedDocument {
  Invoice = 'Invoice',
  Receipt = 'Receipt',
  CreditNote = 'CreditNote',
}

/**
 * One issued version of a tax document: every printed field, frozen. Version 1 is written when the
 * document is issued; a regeneration or a correction writes the next. The PDF of any version is
 * drawn from its snapshot, so an old version prints exactly as it was sent.
 */
@Entity({ tableName: 'document_version' })
@Unique({ properties: ['documentType', 'documentId', 'version'] })
export class DocumentVersion {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Enum({ items: () => VersionedDocument })
  documentType!: VersionedDocument;

  @Property({ type: 'integer' })
  documentId!: number;

  @Property({ type: 'integer' })
  version!: number;

  /** From when this version is the document (reports as at a date read the latest one up to it). */
  @Property({ type: 'date' })
  effectiveOn!: string;

  @Property({ type: 'json' })
  snapshot!: Record<string, unknown>;

  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'created_by', nullable: true, deleteRule: 'set null' })
  createdById?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = currentTime();
}
