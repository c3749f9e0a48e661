import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { IsCalendarDate, RecordId, RequiredText } from '@app/core';
import { LedgerListQuery } from '../ledger/ledger.dto';
import { ReceiptStatus } from './receipt.entity';

export class ReceiptDateInput {
  @RecordId()
  id!: number;

  @IsCalendarDate('Receipt date')
  receivedOn!: string;

  @RequiredText('Reason', 500)
  reason!: string;
}

export class ArchiveReceiptInput {
  @RecordId()
  id!: number;

  /** false brings an archived receipt back. */
  @IsOptional()
  @IsBoolean()
  archived: boolean = true;
}

export class ReceiptListQuery extends LedgerListQuery {
  @IsOptional()
  @IsIn(Object.values(ReceiptStatus))
  status?: ReceiptStatus;
}
