import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Surrogate key and timestamps shared by every table. */
export abstract class BaseEntity<Optional extends string = never> {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | Optional;

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
