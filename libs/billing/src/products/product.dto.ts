import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IfGiven, PageQueryDto, RecordId, RequiredText, WholeNumber } from '@app/core';
import { Cents } from '../ledger/ledger.dto';
import { type Product, ProductStatus } from './product.entity';

/** The most of one product a shop keeps or sells at once. */
export const MAX_STOCK = 1_000_000;

/** `POST /admin/product/create` and (with `id`) `update`. */
export class ProductInput {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @Matches(/^[A-Z0-9][A-Z0-9-]{0,29}$/, {
    message: 'Code must be up to 30 letters, digits and hyphens',
  })
  code!: string;

  @RequiredText('Name', 200)
  name!: string;

  @IfGiven()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @Cents(0, 'Price must be a whole number of cents')
  priceCents!: number;

  @IsOptional()
  @IsBoolean({ message: 'GST-able must be true or false' })
  gstable: boolean = true;

  @WholeNumber({ min: 0, max: MAX_STOCK, message: 'Stock on hand must be a whole number, 0 or more' })
  stockOnHand!: number;

  @IsOptional()
  @IsIn(Object.values(ProductStatus), { message: 'Status must be Active or Inactive' })
  status: ProductStatus = ProductStatus.Active;
}

export class UpdateProductInput extends ProductInput {
  @RecordId()
  id!: number;
}

/** The product lists: the contract's keyword, and a status filter for the back-office list. */
export class ProductListQuery extends PageQueryDto {
  @IsOptional()
  @IsIn(Object.values(ProductStatus), { message: 'Status must be Active or Inactive' })
  status?: ProductStatus;
}

export interface ProductResponse {
  id: number;
  code: string;
  name: string;
  description: string | null;
  priceCents: number;
  gstable: boolean;
  stockOnHand: number;
  status: ProductStatus;
  updatedAt: Date;
}

export const toProductResponse = (product: Product): ProductResponse => ({
  id: product.id,
  code: product.code,
  name: product.name,
  description: product.description ?? null,
  priceCents: product.priceCents,
  gstable: product.gstable,
  stockOnHand: product.stockOnHand,
  status: product.status,
  updatedAt: product.updatedAt,
});
