import {
  Cascade,
  Collection,
  Entity,
  Enum,
  Index,
  ManyToMany,
  ManyToOne,
  OneToMany,
  Property,
  Unique,
} from '@mikro-orm/core';
import { Audited, BaseEntity } from '@app/core';
import { Course } from '@app/courses';
import { Facilitator, Trainer } from '@app/people';

export enum EventStatus {
  Active = 'Active',
  Archived = 'Archived',
}

type EventOptional =
  | 'status'
  | 'published'
  | 'classroomId'
  | 'resPaperId'
  | 'registrationOpensOn'
  | 'registrationClosesOn'
  | 'remarks'
  | 'startsAt'
  | 'endsAt'
  | 'assessmentPublishedAt';

/** One run of a course: where, when (its sessions), who teaches, how many seats, at what price. */
@Audited('Event')
@Entity({ tableName: 'event' })
@Index({ properties: ['startsAt'] })
@Index({
  name: 'event_title_trgm',
  expression: `create index "event_title_trgm" on "event" using gin ("title" gin_trgm_ops)`,
})
export class Event extends BaseEntity<EventOptional> {
  @ManyToOne(() => Course, { mapToPk: true, fieldName: 'course_id' })
  courseId!: number;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @ManyToOne({ entity: 'Venue', mapToPk: true, fieldName: 'venue_id' })
  venueId!: number;

  @ManyToOne({
    entity: 'Classroom',
    mapToPk: true,
    nullable: true,
    fieldName: 'classroom_id',
    deleteRule: 'no action',
  })
  classroomId?: number | null;

  /** The RES paper a RES revision or refresher event prepares for; null for every other event. */
  @ManyToOne({
    entity: 'ResPaper',
    mapToPk: true,
    nullable: true,
    fieldName: 'res_paper_id',
    deleteRule: 'no action',
    index: true,
  })
  resPaperId?: number | null;

  @Property({ type: 'integer' })
  capacity!: number;

  /** Fee in cents, GST included. */
  @Property({ type: 'integer' })
  feeCents!: number;

  @Property({ type: 'string', columnType: 'date', nullable: true })
  registrationOpensOn?: string | null;

  @Property({ type: 'string', columnType: 'date', nullable: true })
  registrationClosesOn?: string | null;

  /** Only published events show on the public site. */
  @Property({ type: 'boolean', default: false })
  published: boolean = false;

  @Property({ type: 'text', nullable: true })
  remarks?: string | null;

  /** First session's start and last session's end, kept with the event for the time filters. */
  @Property({ type: 'datetime', nullable: true })
  startsAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  endsAt?: Date | null;

  @Enum({ items: () => EventStatus, default: EventStatus.Active })
  status: EventStatus = EventStatus.Active;

  /** Once set, participants can sit the assessment and its questions no longer change. */
  @Property({ type: 'datetime', nullable: true })
  assessmentPublishedAt?: Date | null;

  @OneToMany(() => EventSession, (session) => session.event, {
    cascade: [Cascade.ALL],
    orphanRemoval: true,
    orderBy: { startsAt: 'asc' },
  })
  sessions = new Collection<EventSession>(this);

  /** Fees that differ by participant type (member, non-member ...); other types pay `feeCents`. */
  @OneToMany(() => EventFee, (fee) => fee.event, { cascade: [Cascade.ALL], orphanRemoval: true })
  fees = new Collection<EventFee>(this);

  @ManyToMany({ entity: () => Trainer, pivotEntity: () => EventTrainer, owner: true })
  trainers = new Collection<Trainer>(this);

  @ManyToMany({ entity: () => Facilitator, pivotEntity: () => EventFacilitator, owner: true })
  facilitators = new Collection<Facilitator>(this);
}

/** The event's fee for one participant type, GST included. */
@Entity({ tableName: 'event_fee' })
@Unique({ properties: ['event', 'participantTypeId'] })
export class EventFee extends BaseEntity {
  @ManyToOne(() => Event, { deleteRule: 'cascade' })
  event!: Event;

  @ManyToOne({ entity: 'ParticipantType', mapToPk: true, fieldName: 'participant_type_id' })
  participantTypeId!: number;

  @Property({ type: 'integer' })
  feeCents!: number;
}

/** A time-bound part of an event (spec 3: Session). */
@Audited('Session')
@Entity({ tableName: 'event_session' })
export class EventSession extends BaseEntity<'timeslotId' | 'classroomId'> {
  @ManyToOne(() => Event, { deleteRule: 'cascade' })
  event!: Event;

  @Property({ type: 'datetime' })
  startsAt!: Date;

  @Property({ type: 'datetime' })
  endsAt!: Date;

  @ManyToOne({
    entity: 'SessionTimeslot',
    mapToPk: true,
    nullable: true,
    fieldName: 'timeslot_id',
    deleteRule: 'no action',
  })
  timeslotId?: number | null;

  @ManyToOne({
    entity: 'Classroom',
    mapToPk: true,
    nullable: true,
    fieldName: 'classroom_id',
    deleteRule: 'no action',
  })
  classroomId?: number | null;
}

/**
 * Who teaches an event. Deleting the event removes the link; deleting a trainer who still teaches
 * one is refused (no action), so the usage check can say which events hold them.
 */
@Entity({ tableName: 'event_trainer' })
export class EventTrainer {
  @ManyToOne(() => Event, { primary: true, deleteRule: 'cascade' })
  event!: Event;

  @ManyToOne(() => Trainer, { primary: true, deleteRule: 'no action' })
  trainer!: Trainer;
}

/** Who facilitates an event; the same rules as trainers. */
@Entity({ tableName: 'event_facilitator' })
export class EventFacilitator {
  @ManyToOne(() => Event, { primary: true, deleteRule: 'cascade' })
  event!: Event;

  @ManyToOne(() => Facilitator, { primary: true, deleteRule: 'no action' })
  facilitator!: Facilitator;
}
