import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IfGiven, IsCalendarDate, OptionalDate, RecordId, RequiredText } from '@app/core';
import { Cents } from '../ledger/ledger.dto';
import { REFUND_METHODS, type RefundMethod } from './refund.service';

/** A full refund of what is left on a seat (`setrefundstatus`). */
export class FullRefundInput {
  @RequiredText('Reason', 500)
  reason!: string;

  @IsIn(REFUND_METHODS, { message: `Refund mode must be one of ${REFUND_METHODS.join(', ')}` })
  method!: RefundMethod;

  /** Manual refunds: the payment mode the money went out by (bank transfer, cheque). */
  @IfGiven()
  @RecordId({ message: 'Unknown payment mode' })
  paymentModeId?: number | null;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  reference?: string | null;

  /** Manual refunds: the day the money went out, when it already has. */
  @OptionalDate('Refunded date')
  refundedOn?: string | null;
}

/** A partial refund, or a further refund entry: an amount of what is left. */
export class PartialRefundInput extends FullRefundInput {
  @Cents(1, 'Amount must be more than zero, in cents')
  amountCents!: number;
}

export class RefundRefInput {
  @RecordId({ message: 'refundId is required' })
  refundId!: number;
}

export class RefundedDateInput extends RefundRefInput {
  @IsCalendarDate('Refunded date')
  refundedOn!: string;
}

export class RefundedReferenceInput extends RefundRefInput {
  @RequiredText('Reference', 100)
  reference!: string;
}

export class UnrefundInput extends RefundRefInput {
  @RequiredText('Reason', 500)
  reason!: string;
}
