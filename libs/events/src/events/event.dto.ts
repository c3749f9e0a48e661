import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto, RecordId, IsCalendarDate, IsDateTime } from '@app/core';
import { type Event, type EventSession, EventStatus } from './event.entity';

export class SessionInput {
  /** An existing session of the event, kept (with its attendance) and given these values. */
  @IsOptional()
  @RecordId()
  id?: number;

  @IsDateTime('Start')
  startsAt!: string;

  @IsDateTime('End')
  endsAt!: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @RecordId()
  timeslotId?: number | null;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @RecordId()
  classroomId?: number | null;
}

export class EventInput {
  @IsOptional()
  @RecordId()
  id?: number;

  @RecordId({ message: 'Course is required' })
  courseId!: number;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string;

  @RecordId({ message: 'Venue is required' })
  venueId!: number;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @RecordId()
  classroomId?: number | null;

  /** Paper 1 or Paper 2 (the `respapers` list): only for a RES revision or refresher course's event. */
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @RecordId()
  resPaperId?: number | null;

  @IsInt({ message: 'Capacity must be a whole number' })
  @Min(1, { message: 'Capacity must be at least 1' })
  @Max(10_000)
  capacity!: number;

  @IsInt({ message: 'Fee must be a whole number of cents' })
  @Min(0, { message: 'Fee must not be negative' })
  @Max(100_000_000)
  feeCents!: number;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsCalendarDate('Registration opens')
  registrationOpensOn?: string | null;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsCalendarDate('Registration closes')
  registrationClosesOn?: string | null;

  @IsOptional()
  @IsBoolean()
  published?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  remarks?: string | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @RecordId({ each: true })
  trainerIds?: number[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @RecordId({ each: true })
  facilitatorIds?: number[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => EventFeeInput)
  fees?: EventFeeInput[];

  @IsArray({ message: 'Add at least one session' })
  @ArrayMinSize(1, { message: 'Add at least one session' })
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => SessionInput)
  sessions!: SessionInput[];
}

export class EventFeeInput {
  @RecordId({ message: 'Participant type is required' })
  participantTypeId!: number;

  @IsInt({ message: 'Fee must be a whole number of cents' })
  @Min(0, { message: 'Fee must not be negative' })
  @Max(100_000_000)
  feeCents!: number;
}

/** The spec's event time filter. */
export const TIME_FILTERS = ['Upcoming', 'Past', 'Ongoing', 'All', 'Upcoming & Ongoing'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

export class EventQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(TIME_FILTERS)
  time?: TimeFilter;

  @IsOptional()
  @IsIn(Object.values(EventStatus))
  status?: EventStatus;

  @IsOptional()
  @RecordId()
  courseId?: number;
}

export interface SessionResponse {
  id: number;
  eventId: number;
  startsAt: Date;
  endsAt: Date;
  timeslotId: number | null;
  classroomId: number | null;
}

export interface EventResponse {
  id: number;
  courseId: number;
  title: string;
  venueId: number;
  classroomId: number | null;
  resPaperId: number | null;
  capacity: number;
  feeCents: number;
  registrationOpensOn: string | null;
  registrationClosesOn: string | null;
  published: boolean;
  remarks: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  status: EventStatus;
  trainerIds: number[];
  facilitatorIds: number[];
  fees: { participantTypeId: number; feeCents: number }[];
  sessions: SessionResponse[];
  createdAt: Date;
  updatedAt: Date;
}

/** What the public site may see of an event: no remarks, no internal ids of staff. */
export type PublicEventResponse = Pick<
  EventResponse,
  | 'id'
  | 'courseId'
  | 'title'
  | 'venueId'
  | 'capacity'
  | 'feeCents'
  | 'startsAt'
  | 'endsAt'
  | 'registrationClosesOn'
  | 'resPaperId'
> & {
  sessions: Omit<SessionResponse, 'classroomId'>[];
  seatsLeft: number;
  venueName: string;
  /** The RES kind of the event's course (Course, Revision, Refresher, Booster) and its RES paper's name. */
  resKind: string | null;
  resPaperName: string | null;
  fees: { participantTypeId: number; participantTypeName: string; feeCents: number }[];
};

export const toSessionResponse = (session: EventSession): SessionResponse => ({
  id: session.id,
  eventId: session.event.id,
  startsAt: session.startsAt,
  endsAt: session.endsAt,
  timeslotId: session.timeslotId ?? null,
  classroomId: session.classroomId ?? null,
});

export const toEventResponse = (event: Event): EventResponse => ({
  id: event.id,
  courseId: event.courseId,
  title: event.title,
  venueId: event.venueId,
  classroomId: event.classroomId ?? null,
  resPaperId: event.resPaperId ?? null,
  capacity: event.capacity,
  feeCents: event.feeCents,
  registrationOpensOn: event.registrationOpensOn ?? null,
  registrationClosesOn: event.registrationClosesOn ?? null,
  published: event.published,
  remarks: event.remarks ?? null,
  startsAt: event.startsAt ?? null,
  endsAt: event.endsAt ?? null,
  status: event.status,
  trainerIds: event.trainers.getItems().map((trainer) => trainer.id),
  facilitatorIds: event.facilitators.getItems().map((facilitator) => facilitator.id),
  fees: event.fees
    .getItems()
    .map((fee) => ({ participantTypeId: fee.participantTypeId, feeCents: fee.feeCents }))
    .sort((a, b) => a.participantTypeId - b.participantTypeId),
  sessions: event.sessions.getItems().map(toSessionResponse),
  createdAt: event.createdAt,
  updatedAt: event.updatedAt,
});

export class RecommendDto {
  @RecordId({ message: 'courseId must be a course id' })
  courseId!: number;

  @IsOptional()
  @RecordId()
  eventId?: number;
}

/** Public schedule filter: a course family and a period (Singapore dates; `to` is exclusive). */
export class ScheduleFilterDto {
  @IsOptional()
  @IsString()
  @MaxLength(10)
  courseType?: string;

  @IsOptional()
  @IsCalendarDate('from')
  from?: string;

  @IsOptional()
  @IsCalendarDate('to')
  to?: string;
}

/** `?time=Past&courseType=20` of the public time-filtered schedule (tfs). */
export class TimeFilteredScheduleDto {
  @IsOptional()
  @IsIn(TIME_FILTERS, { message: `time must be one of: ${TIME_FILTERS.join(', ')}` })
  time: TimeFilter = 'Upcoming & Ongoing';

  @IsOptional()
  @IsString()
  @MaxLength(10)
  courseType?: string;
}

/** `?paper=P1` of the public RES lists: the revision and refresher events for one RES paper (its code). */
export class ResPaperFilterDto {
  @IsOptional()
  @IsString()
  @MaxLength(10)
  paper?: string;
}
