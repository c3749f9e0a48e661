import {
  Cascade,
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  Property,
  Unique,
} from '@mikro-orm/core';
import { BaseEntity } from '@app/core';
import { Course } from '@app/courses';
import { Participant } from '@app/people';
import { Event } from '../events/event.entity';

export enum ECourseStatus {
  Active = 'Active',
  Archived = 'Archived',
}

/** Online content of a course, in modules; an event may include it as its e-learning part. */
@Entity({ tableName: 'ecourse' })
@Index({
  name: 'ecourse_title_trgm',
  expression: `create index "ecourse_title_trgm" on "ecourse" using gin ("title" gin_trgm_ops)`,
})
export class ECourse extends BaseEntity<'status' | 'description' | 'eventId' | 'accessDays'> {
  @ManyToOne(() => Course, { mapToPk: true, fieldName: 'course_id' })
  courseId!: number;

  @ManyToOne(() => Event, { mapToPk: true, fieldName: 'event_id', nullable: true, deleteRule: 'no action' })
  eventId?: number | null;

  @Property({ type: 'string', length: 200 })
  title!: string;

  /** The content package's id in the e-learning player; links its reports to this record. */
  @Property({ type: 'string', length: 100, unique: true })
  contentId!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** Days a participant may take to finish after starting; none means no limit. */
  @Property({ type: 'integer', nullable: true })
  accessDays?: number | null;

  @Enum({ items: () => ECourseStatus, default: ECourseStatus.Active })
  status: ECourseStatus = ECourseStatus.Active;

  @OneToMany(() => ECourseModule, (module) => module.ecourse, {
    cascade: [Cascade.ALL],
    orphanRemoval: true,
    orderBy: { sortOrder: 'asc', id: 'asc' },
  })
  modules = new Collection<ECourseModule>(this);
}

@Entity({ tableName: 'ecourse_module' })
export class ECourseModule extends BaseEntity {
  @ManyToOne(() => ECourse, { deleteRule: 'cascade' })
  ecourse!: ECourse;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'integer' })
  durationMinutes!: number;

  @Property({ type: 'integer' })
  sortOrder!: number;
}

/** A participant's way through an e-course: when they started, last worked on it, finished. */
@Entity({ tableName: 'ecourse_enrolment' })
@Unique({ properties: ['ecourse', 'participantId'] })
export class ECourseEnrolment extends BaseEntity<'completedAt'> {
  @ManyToOne(() => ECourse, { deleteRule: 'no action' })
  ecourse!: ECourse;

  @ManyToOne(() => Participant, { mapToPk: true, fieldName: 'participant_id' })
  participantId!: number;

  @Property({ type: 'datetime' })
  startedAt!: Date;

  @Property({ type: 'datetime' })
  lastActivityAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;

  @OneToMany(() => ECourseModuleCompletion, (completion) => completion.enrolment, {
    cascade: [Cascade.ALL],
  })
  completions = new Collection<ECourseModuleCompletion>(this);
}

/** One module finished; a module with completions cannot be removed from its e-course. */
@Entity({ tableName: 'ecourse_module_completion' })
@Unique({ properties: ['enrolment', 'module'] })
export class ECourseModuleCompletion extends BaseEntity {
  @ManyToOne(() => ECourseEnrolment, { deleteRule: 'cascade' })
  enrolment!: ECourseEnrolment;

  @ManyToOne(() => ECourseModule, { deleteRule: 'no action' })
  module!: ECourseModule;

  @Property({ type: 'datetime' })
  completedAt!: Date;
}
