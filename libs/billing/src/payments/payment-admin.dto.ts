import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IfGiven, IsCalendarDate, PageQueryDto, RecordId, RequiredText } from '@app/core';
import { type StoredAttachment } from '../ledger/attachment';
import { CustomerKind, type CustomerRef } from '../ledger/customer';
import { AllocationInput, Cents, CustomerInput, LedgerListQuery } from '../ledger/ledger.dto';
import { PaymentRecordStatus } from './payment.entity';
import { type ReceiveSpec } from './payment.service';

/** What staff record for money received, with or without the invoices it pays. */
export class PaymentInput {
  @RecordId({ message: 'Payment mode is required' })
  paymentModeId!: number;

  @IsCalendarDate('Payment date')
  receivedOn!: string;

  @Cents(1, 'Amount must be more than zero, in cents')
  amountCents!: number;

  /** Cheque number, bank transfer or PayNow reference. */
  @IfGiven()
  @IsString()
  @MaxLength(100)
  reference?: string | null;

  @IfGiven()
  @IsString()
  @MaxLength(100)
  chequeBank?: string | null;

  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => AllocationInput)
  allocations: AllocationInput[] = [];

  /** Keep what the invoices do not take as a credit on the customer's account. */
  @IsOptional()
  @IsBoolean()
  creditOnAccount: boolean = false;

  @IfGiven()
  @IsString()
  @MaxLength(2000)
  remarks?: string | null;
}

/** What the payment service receives for a staff-recorded payment. */
export const receiveSpec = (
  input: PaymentInput,
  customer: CustomerRef,
  attachment: StoredAttachment | null,
  receiptId?: number,
): ReceiveSpec => ({
  customer,
  mode: { id: input.paymentModeId },
  receivedOn: input.receivedOn,
  amountCents: input.amountCents,
  reference: input.reference?.trim() || null,
  chequeBank: input.chequeBank?.trim() || null,
  attachment,
  remarks: input.remarks ?? null,
  allocations: input.allocations,
  creditOnAccount: input.creditOnAccount,
  receiptId,
});

/** `POST /admin/payment/payinvoice`: the `data` field of the multipart form (the bank record is its file). */
export class PayInvoiceInput extends PaymentInput {
  @IsOptional()
  @ValidateNested()
  @Type(() => CustomerInput)
  customer?: CustomerInput;
}

/** `POST /admin/receipt/payment/add`: another payment on an existing receipt. */
export class AddReceiptPaymentInput extends PaymentInput {
  @RecordId({ message: 'receiptId is required' })
  receiptId!: number;
}

export class UpdatePaymentInput {
  @RecordId()
  id!: number;

  @IfGiven()
  @IsCalendarDate('Payment date')
  receivedOn?: string;

  @IfGiven()
  @RecordId({ message: 'Payment mode is required' })
  paymentModeId?: number;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  chequeBank?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  remarks?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string | null;
}

export class UpdateReferenceInput {
  @RecordId()
  id!: number;

  @RequiredText('Reference no.', 100)
  reference!: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string | null;
}

export class UpdateTotalInput {
  @RecordId()
  id!: number;

  @Cents(1, 'Amount must be more than zero, in cents')
  amountCents!: number;

  @IsOptional()
  @IsBoolean()
  creditOnAccount: boolean = false;

  @RequiredText('Reason', 500)
  reason!: string;
}

/** `{ invoice_no }` or `{ invoice_id }`: the invoice to take a payment for. */
export class GetInvoiceInput {
  @IfGiven()
  @Matches(/^[A-Za-z0-9-]{1,30}$/, { message: 'Invoice number must be letters, digits and hyphens' })
  invoice_no?: string;

  @IfGiven()
  @RecordId()
  invoice_id?: number;
}

export class PaymentSearchQuery extends LedgerListQuery {
  @IfGiven()
  @RecordId()
  paymentModeId?: number;

  @IsOptional()
  @IsIn(Object.values(CustomerKind))
  customerKind?: CustomerKind;

  @IsOptional()
  @IsIn(Object.values(PaymentRecordStatus))
  status?: PaymentRecordStatus;

  /** The payments on one receipt (the receipt screen corrects them one by one). */
  @IfGiven()
  @RecordId()
  receiptId?: number;
}

export class CustomerLookupQuery extends PageQueryDto {
  /** `all`: every participant and corporate, not only those with invoices (a new invoice's customer). */
  @IsOptional()
  @IsIn(['all', 'withinvoices'], { message: 'scope must be all or withinvoices' })
  scope: 'all' | 'withinvoices' = 'withinvoices';
}
