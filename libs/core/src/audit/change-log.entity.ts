import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

export enum ChangeAction {
  Create = 'create',
  Update = 'update',
  Delete = 'delete',
}

/** One changed field of one audited record: who, when, which field, old and new value. */
@Entity({ tableName: 'change_log' })
@Index({ properties: ['entityType', 'entityId', 'createdAt'] })
export class ChangeLog {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 40 })
  entityType!: string;

  @Property({ type: 'string', length: 64 })
  entityId!: string;

  @Property({ type: 'string', length: 10 })
  action!: ChangeAction;

  @Property({ type: 'string', length: 100, nullable: true })
  field: string | null = null;

  @Property({ type: 'text', nullable: true })
  oldValue: string | null = null;

  @Property({ type: 'text', nullable: true })
  newValue: string | null = null;

  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
