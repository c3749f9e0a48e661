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
import { PageQueryDto, RecordId, IsDateTime } from '@app/core';

/** Big enough for a whole event's seats at once, small enough to stay one short transaction. */
const MAX_TARGETS = 2_000;

export class ScanDto {
  @RecordId({ message: 'Session is required' })
  sessionId!: number;

  /** A pass URL or its code, an NRIC/FIN or a mobile number. */
  @IsString({ message: 'Code is required' })
  @Matches(/\S/, { message: 'Code is required' })
  @MaxLength(500)
  code!: string;
}

/** One seat at one session. */
export class TargetDto {
  @RecordId()
  registrationEventId!: number;

  @RecordId()
  sessionId!: number;
}

export class TargetsDto {
  @IsArray()
  @ArrayMinSize(1, { message: 'Select at least one participant' })
  @ArrayMaxSize(MAX_TARGETS)
  @ValidateNested({ each: true })
  @Type(() => TargetDto)
  items!: TargetDto[];
}

/** Flags that can be set and cleared (no points, session extension). */
export class FlagTargetsDto extends TargetsDto {
  @IsOptional()
  @IsBoolean()
  value: boolean = true;
}

export class VerifyDto extends TargetsDto {
  @IsBoolean({ message: 'verified must be true or false' })
  verified!: boolean;
}

export class TimeUpdateDto extends TargetDto {
  @IsDateTime('Time')
  at!: string;
}

export class EventSeatsDto {
  @RecordId({ message: 'Event is required' })
  eventId!: number;

  @IsArray()
  @ArrayMinSize(1, { message: 'Select at least one participant' })
  @ArrayMaxSize(MAX_TARGETS)
  @RecordId({ each: true })
  registrationEventIds!: number[];
}

export class EventIdDto {
  @RecordId({ message: 'Event is required' })
  eventId!: number;
}

export class SuccessfulAttendanceDto extends EventIdDto {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_TARGETS)
  @RecordId({ each: true })
  registrationEventIds?: number[];
}

export const MAIL_KINDS = ['scan-in', 'scan-out', 'no-points', 'successful-attendance'] as const;
export type AttendanceMailKind = (typeof MAIL_KINDS)[number];

export class SendMailDto extends EventIdDto {
  @IsIn(MAIL_KINDS, { message: `kind must be one of: ${MAIL_KINDS.join(', ')}` })
  kind!: AttendanceMailKind;
}

export class EventNricDto extends EventIdDto {
  @IsString({ message: 'NRIC/FIN is required' })
  @MaxLength(20)
  nric!: string;
}

export class EventMobileDto extends EventIdDto {
  @IsString({ message: 'Mobile number is required' })
  @MaxLength(20)
  mobileNo!: string;
}

export class NricDto {
  @IsString({ message: 'NRIC/FIN is required' })
  @MaxLength(20)
  nric!: string;
}

export class MobileDto {
  @IsString({ message: 'Mobile number is required' })
  @MaxLength(20)
  mobileNo!: string;
}

export class SessionIdDto {
  @RecordId({ message: 'Session is required' })
  sessionId!: number;
}

export class EventRowsQueryDto extends PageQueryDto {
  @IsOptional()
  @RecordId()
  sessionId?: number;
}

export class SessionQueryDto {
  @IsOptional()
  @RecordId()
  sessionId?: number;
}

export class EventIdQueryDto {
  @RecordId({ message: 'eventId is required' })
  eventId!: number;
}

export class PassCodeDto {
  @IsString({ message: 'Code is required' })
  @MaxLength(500)
  code!: string;
}

export class ImportFieldsDto {
  @RecordId({ message: 'Event is required' })
  eventId!: number;
}
