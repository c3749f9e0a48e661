import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '@app/core';
import { Course } from '@app/courses';
import { Participant } from '@app/people';

/** A reminder sent for one expiry of one participant's completion: never sent twice. */
@Entity({ tableName: 'course_validity_notice' })
@Unique({ properties: ['courseId', 'participantId', 'expiresOn'] })
export class CourseValidityNotice extends BaseEntity {
  @ManyToOne(() => Course, { mapToPk: true, fieldName: 'course_id', deleteRule: 'cascade' })
  courseId!: number;

  @ManyToOne(() => Participant, { mapToPk: true, fieldName: 'participant_id' })
  participantId!: number;

  @Property({ type: 'date' })
  expiresOn!: string;
}
