import { IsIn } from 'class-validator';
import { RecordId, RequiredText } from '@app/core';
import { VoidableDocument } from '../ledger/void-entry.entity';

export class VoidFetchQuery {
  @RequiredText('Number', 30)
  no!: string;
}

export class VoidInput {
  @IsIn(Object.values(VoidableDocument), {
    message: 'Document type must be Receipt, Invoice or Registration',
  })
  documentType!: VoidableDocument;

  @RequiredText('Number', 30)
  documentNo!: string;

  @RequiredText('Reason', 500)
  reason!: string;
}

export class VoidReasonInput {
  @RecordId({ message: 'id is required' })
  id!: number;

  @RequiredText('Reason', 500)
  reason!: string;
}
