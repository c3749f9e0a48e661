import { Entity, Property } from '@mikro-orm/core';
import { BaseEntity } from '@app/core';

/** A discount for taking all of a set of two or three courses (spec's exclusive bundles). */
@Entity({ tableName: 'exclusive_bundle' })
export class ExclusiveBundle extends BaseEntity<'validFrom' | 'validTo' | 'active'> {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'json' })
  courseIds!: number[];

  @Property({ type: 'integer' })
  discountCents!: number;

  @Property({ type: 'date', nullable: true })
  validFrom?: string | null;

  @Property({ type: 'date', nullable: true })
  validTo?: string | null;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;
}
