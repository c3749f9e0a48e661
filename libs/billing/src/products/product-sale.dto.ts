import { OmitType } from '@nestjs/mapped-types';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IfGiven, IsCalendarDate, PageQueryDto, RecordId, WholeNumber } from '@app/core';
import { Cents, CustomerInput, LedgerListQuery } from '../ledger/ledger.dto';
import { InvoiceDiscountInput } from '../invoices/invoice.dto';
import { PaymentInput } from '../payments/payment-admin.dto';
import { MAX_STOCK } from './product.dto';

export class SaleItemInput {
  @RecordId({ message: 'Product is required' })
  productId!: number;

  @WholeNumber({ min: 1, max: MAX_STOCK, message: 'Quantity must be a whole number, at least 1' })
  quantity!: number;
}

/** Money taken for a sale: a payment without allocations (the sale's invoice is the one it pays). */
export class SalePaymentInput extends OmitType(PaymentInput, [
  'allocations',
  'creditOnAccount',
  'amountCents',
]) {
  /** What the customer pays now; the invoice's balance when not given. */
  @IfGiven()
  @Cents(1, 'Amount must be more than zero, in cents')
  amountCents?: number;
}

/** `POST /admin/productsale/generate/invoice`: a product invoice, paid at once when `payment` is given. */
export class ProductSaleInput {
  @ValidateNested()
  @Type(() => CustomerInput)
  customer!: CustomerInput;

  @IsArray()
  @ArrayMinSize(1, { message: 'Add at least one product' })
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => SaleItemInput)
  items!: SaleItemInput[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => InvoiceDiscountInput)
  discounts?: InvoiceDiscountInput[];

  @IfGiven()
  @IsString()
  @MaxLength(2000)
  remarks?: string | null;

  @IfGiven()
  @ValidateNested()
  @Type(() => SalePaymentInput)
  payment?: SalePaymentInput | null;
}

/** `POST /admin/productsale/generate/receipt`: a payment of a product invoice, with its receipt. */
export class ProductSaleReceiptInput extends SalePaymentInput {
  @RecordId({ message: 'invoiceId is required' })
  invoiceId!: number;
}

/** `?id=`: the product sale (its invoice) a document or balance is for. */
export class ProductSaleQuery {
  @RecordId({ message: 'id must name the product sale' })
  id!: number;
}

/** `GET /admin/productsales/getall?keyword&startdate&enddate` as the contract spells it. */
export class ProductSaleRangeQuery extends PageQueryDto {
  @IfGiven()
  @IsCalendarDate('Start date')
  startdate?: string;

  @IfGiven()
  @IsCalendarDate('End date')
  enddate?: string;
}

export class ProductSalePageQuery extends LedgerListQuery {}
