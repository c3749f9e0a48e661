import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { IfGiven, RecordId } from '@app/core';

/** What a line names in every registration channel: the event, and the participant type priced. */
export class EnrolmentLineInput {
  @RecordId({ message: 'Event is required' })
  eventId!: number;

  @IfGiven()
  @RecordId()
  participantTypeId?: number | null;
}

/** A line's participant: required, and validated as the channel's details class. */
export const ParticipantDetails = (details: () => new () => object): PropertyDecorator =>
  applyDecorators(
    IsObject({ message: 'participant must be the participant’s details' }),
    ValidateNested(),
    Type(details),
  );
