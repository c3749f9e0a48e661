import { Equals } from 'class-validator';
import { RecordId, RequiredText } from '@app/core';

export class ResLouSendInput {
  @RecordId({ message: 'Participant is required' })
  participantId!: number;
}

/** The participant accepts by typing their name and ticking the box. */
export class ResLouAcceptInput {
  @RequiredText('Full name', 200)
  fullName!: string;

  @Equals(true, { message: 'Tick the box to accept the undertaking' })
  agree!: boolean;
}
