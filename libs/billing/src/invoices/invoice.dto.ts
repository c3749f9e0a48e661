import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IfGiven, IsCalendarDate, RecordId, RequiredText, WholeNumber } from '@app/core';
import { Cents, CustomerInput, LedgerListQuery } from '../ledger/ledger.dto';
import { InvoiceKind, Settlement } from './invoice.entity';

export class InvoiceLineInput {
  @RequiredText('Description', 300)
  description!: string;

  @WholeNumber({ min: 1, max: 100_000, message: 'Quantity must be a whole number' })
  quantity!: number;

  @Cents(0, 'Unit price must be a whole number of cents')
  unitPriceCents!: number;

  @IsOptional()
  @IsBoolean({ message: 'GST-able must be true or false' })
  gstable: boolean = true;
}

export class InvoiceDiscountInput {
  @RequiredText('Description', 300)
  description!: string;

  @Cents(1, 'Discount must be more than zero, in cents')
  amountCents!: number;
}

/** The fields a manual invoice is created or corrected with. */
export class InvoiceContentInput {
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1, { message: 'An invoice needs at least one line' })
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => InvoiceLineInput)
  lines?: InvoiceLineInput[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => InvoiceDiscountInput)
  discounts?: InvoiceDiscountInput[];

  @IfGiven()
  @IsCalendarDate('Due date')
  dueOn?: string | null;

  @IfGiven()
  @IsString()
  @MaxLength(2000)
  remarks?: string | null;
}

/** `POST /admin/invoice/create`: the `data` field of the multipart form (the attachment is its file). */
export class CreateInvoiceInput extends InvoiceContentInput {
  @ValidateNested()
  @Type(() => CustomerInput)
  customer!: CustomerInput;

  @IsArray()
  @ArrayMinSize(1, { message: 'An invoice needs at least one line' })
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => InvoiceLineInput)
  declare lines: InvoiceLineInput[];

  /** Saved as a draft (no number) instead of issued. */
  @IsOptional()
  @IsBoolean()
  draft: boolean = false;
}

/** `{ registrationId }` or `{ regNo }` (what staff read off the registration). */
export class GenerateInvoiceInput {
  @IfGiven()
  @RecordId({ message: 'registrationId is required' })
  registrationId?: number;

  @IfGiven()
  @Matches(/^[A-Za-z0-9-]{1,30}$/, { message: 'Registration no. must be letters, digits and hyphens' })
  regNo?: string;
}

export class UpdateInvoiceInput extends InvoiceContentInput {
  @RecordId()
  id!: number;

  @IfGiven()
  @IsString()
  @MaxLength(200)
  customerName?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  customerAddress?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(254)
  customerEmail?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string | null;

  /** Issues a draft with the next number. */
  @IsOptional()
  @IsBoolean()
  issue?: boolean;
}

/** Status as the invoice list filters it. */
export const INVOICE_LIST_STATUSES = {
  unpaid: Settlement.Unpaid,
  partlypaid: Settlement.PartlyPaid,
  paid: Settlement.Paid,
  void: Settlement.Void,
  credited: Settlement.Credited,
  draft: Settlement.Draft,
} as const;

export class InvoiceListQuery extends LedgerListQuery {
  @IsOptional()
  @IsIn(Object.keys(INVOICE_LIST_STATUSES), {
    message: `status must be one of: ${Object.keys(INVOICE_LIST_STATUSES).join(', ')}`,
  })
  status?: keyof typeof INVOICE_LIST_STATUSES;

  @IsOptional()
  @IsIn(Object.values(InvoiceKind))
  kind?: InvoiceKind;

  @IfGiven()
  @IsString()
  @MaxLength(30)
  invoiceNo?: string;

  @IfGiven()
  @IsString()
  @MaxLength(200)
  customer?: string;

  @IfGiven()
  @IsString()
  @MaxLength(30)
  regNo?: string;
}

export class InvoiceNoParam {
  @Matches(/^[A-Za-z0-9-]{1,30}$/, { message: 'Invoice number must be letters, digits and hyphens' })
  no!: string;
}

export class GetInvoiceInput {
  @RecordId()
  invoice_id!: number;
}

export class FetchInvoiceByNoInput {
  @Matches(/^[A-Za-z0-9-]{1,30}$/, { message: 'Invoice number must be letters, digits and hyphens' })
  invoice_no!: string;
}
