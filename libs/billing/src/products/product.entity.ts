import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Audited, BaseEntity } from '@app/core';

export enum ProductStatus {
  Active = 'Active',
  Inactive = 'Inactive',
}

/**
 * Something sold over the counter (books, exam kits). Its stock only goes down through a sale
 * (`ProductStock.take`, a guarded set-based update) or a staff correction of the count.
 */
@Audited('Product')
@Entity({ tableName: 'product' })
@Index({
  name: 'product_name_trgm',
  expression: `create index "product_name_trgm" on "product" using gin ("name" gin_trgm_ops)`,
})
@Index({
  name: 'product_code_trgm',
  expression: `create index "product_code_trgm" on "product" using gin ("code" gin_trgm_ops)`,
})
export class Product extends BaseEntity<'description' | 'gstable' | 'stockOnHand' | 'status'> {
  /** Upper case, unique. */
  @Property({ type: 'string', length: 30, unique: 'product_code_unique' })
  code!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** Including GST when GST-able, as the customer pays it. */
  @Property({ type: 'integer' })
  priceCents!: number;

  @Property({ type: 'boolean', default: true })
  gstable: boolean = true;

  @Property({ type: 'integer', default: 0 })
  stockOnHand: number = 0;

  @Enum({ items: () => ProductStatus, default: ProductStatus.Active })
  status: ProductStatus = ProductStatus.Active;
}
