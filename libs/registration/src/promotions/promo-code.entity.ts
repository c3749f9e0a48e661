import { Entity, Enum, Property } from '@mikro-orm/core';
import { BaseEntity } from '@app/core';

export enum PromoCodeKind {
  Percent = 'percent',
  Amount = 'amount',
}

/** A discount code a visitor types at checkout. */
@Entity({ tableName: 'promo_code' })
export class PromoCode extends BaseEntity<'usedCount' | 'maxUses' | 'validFrom' | 'validTo' | 'active'> {
  /** Upper case; what the visitor types. */
  @Property({ type: 'string', length: 40, unique: true })
  code!: string;

  @Property({ type: 'string', length: 200 })
  description!: string;

  @Enum({ items: () => PromoCodeKind })
  kind!: PromoCodeKind;

  /** Basis points for a percentage (1 000 = 10 %), cents for an amount. */
  @Property({ type: 'integer' })
  value!: number;

  /** Courses it applies to; empty for every course. */
  @Property({ type: 'json' })
  courseIds: number[] = [];

  @Property({ type: 'date', nullable: true })
  validFrom?: string | null;

  @Property({ type: 'date', nullable: true })
  validTo?: string | null;

  @Property({ type: 'integer', nullable: true })
  maxUses?: number | null;

  /** Paid registrations that used it. */
  @Property({ type: 'integer', default: 0 })
  usedCount: number = 0;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;
}
