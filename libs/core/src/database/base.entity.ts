import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { currentTime } from '../clock/clock';

/** Surrogate key and timestamps shared by every table. */
export abstract class BaseEntity<Optional extends string = never> {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | Optional;

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = currentTime();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => currentTime() })
  updatedAt: Date = currentTime();
}
