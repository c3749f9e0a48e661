import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, ValidateNested } from 'class-validator';
import { IfGiven, RecordId, RequiredText, WholeNumber } from '@app/core';
import { Cents, LedgerListQuery } from '../ledger/ledger.dto';
import { CreditNoteStatus } from './credit-note.entity';

export class CreditLineInput {
  /** The invoice line's position (0 for the first line). */
  @WholeNumber({ min: 0, max: 199, message: 'lineIndex must name a line of the invoice' })
  lineIndex!: number;

  @Cents(1, 'Amount must be more than zero, in cents')
  amountCents!: number;
}

/** A credit note request: the whole invoice, an amount, or some of its lines. */
export class CreateCreditNoteInput {
  @RecordId({ message: 'invoiceId is required' })
  invoiceId!: number;

  @RequiredText('Reason', 500)
  reason!: string;

  @IsOptional()
  @IsBoolean()
  full?: boolean;

  @IfGiven()
  @Cents(1, 'Amount must be more than zero, in cents')
  amountCents?: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => CreditLineInput)
  lines?: CreditLineInput[];
}

export class DecideCreditNoteInput {
  @RecordId()
  id!: number;
}

export class RejectCreditNoteInput extends DecideCreditNoteInput {
  @RequiredText('Reason', 500)
  reason!: string;
}

export class CreditNoteListQuery extends LedgerListQuery {
  @IsOptional()
  @IsIn(Object.values(CreditNoteStatus))
  status?: CreditNoteStatus;
}
