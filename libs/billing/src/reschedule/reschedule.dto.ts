import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsBoolean } from 'class-validator';
import { RecordId, WholeNumber } from '@app/core';
import { RescheduleKind } from '@app/registration';

/** Step 3 of the reschedule: these participants' seats (registration events) to that event. */
export class RescheduleInput {
  @IsArray({ message: 'Pick the participants to reschedule' })
  @ArrayMinSize(1, { message: 'Pick the participants to reschedule' })
  @ArrayMaxSize(200)
  @WholeNumber({ min: 1, each: true, message: 'registrationEventIds must be record ids' })
  registrationEventIds!: number[];

  @RecordId({ message: 'Pick the event to move them to' })
  targetEventId!: number;

  @IsIn(Object.values(RescheduleKind), { message: 'Choose Reschedule or Reschedule FOC' })
  kind!: RescheduleKind;

  /** Send the reschedule e-mail (default yes). */
  @IsOptional()
  @IsBoolean()
  sendEmail?: boolean;
}
