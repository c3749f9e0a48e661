import { IfGiven, RecordId, RequiredText } from '@app/core';

/** Where a seat goes: another event, another participant, or both (at least one). */
export class TransferPreviewInput {
  @IfGiven()
  @RecordId({ message: 'Unknown event' })
  targetEventId?: number | null;

  @IfGiven()
  @RecordId({ message: 'Unknown participant' })
  targetParticipantId?: number | null;
}

export class TransferInput extends TransferPreviewInput {
  @RequiredText('Reason', 500)
  reason!: string;
}
