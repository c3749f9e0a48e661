import { Entity, Index, Property } from '@mikro-orm/core';
import { Audited, BaseEntity } from '@app/core';

/** A company that registers its staff in batches; its UEN is how staff look it up. */
@Audited('Corporate')
@Entity({ tableName: 'corporate' })
@Index({
  name: 'corporate_name_trgm',
  expression: `create index "corporate_name_trgm" on "corporate" using gin ("name" gin_trgm_ops)`,
})
export class Corporate extends BaseEntity<
  'address' | 'postalCode' | 'contactPerson' | 'contactEmail' | 'contactNo' | 'remarks' | 'paymentTermsDays'
> {
  @Property({ type: 'string', length: 200 })
  name!: string;

  /** Company registration number (UEN), upper case. */
  @Property({ type: 'string', length: 10, unique: true })
  uen!: string;

  @Property({ type: 'string', length: 300, nullable: true })
  address?: string | null;

  @Property({ type: 'string', length: 6, nullable: true })
  postalCode?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  contactPerson?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  contactEmail?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  contactNo?: string | null;

  @Property({ type: 'text', nullable: true })
  remarks?: string | null;

  /** Days its invoices are due after issue; none means the configured default (billing). */
  @Property({ type: 'integer', nullable: true })
  paymentTermsDays?: number | null;
}
