import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Audited, BaseEntity } from '@app/core';

export enum CourseStatus {
  Active = 'Active',
  Archived = 'Archived',
}

type Optional =
  | 'status'
  | 'description'
  | 'cpdHours'
  | 'validityMonths'
  | 'validityTypeId'
  | 'promoFeeCents'
  | 'promoValidFrom'
  | 'promoValidTo'
  | 'cpdTypeId'
  | 'cpdCategoryId'
  | 'cpdLevelId'
  | 'resTypeId'
  | 'bootcampTypeId'
  | 'digitalTrainingClassificationId'
  | 'imageKey'
  | 'brochureKey';

// 'no action': deleting a lookup entry a course uses is refused (409 by the usage check), never silently cleared.
const lookup = (entity: string, fieldName: string) =>
  ManyToOne({ entity, mapToPk: true, nullable: true, fieldName, deleteRule: 'no action' });

/** A course of one family (course type); its events are the runs people register for. */
@Audited('Course', { ignore: ['imageKey', 'brochureKey'] })
@Entity({ tableName: 'course' })
@Index({
  name: 'course_title_trgm',
  expression: `create index "course_title_trgm" on "course" using gin ("title" gin_trgm_ops)`,
})
@Index({
  name: 'course_code_trgm',
  expression: `create index "course_code_trgm" on "course" using gin ("code" gin_trgm_ops)`,
})
export class Course extends BaseEntity<Optional> {
  @Property({ type: 'string', length: 30, unique: true })
  code!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @ManyToOne({ entity: 'CourseType', mapToPk: true, fieldName: 'course_type_id' })
  courseTypeId!: number;

  @lookup('ValidityType', 'validity_type_id')
  validityTypeId?: number | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** CPD hours (or training hours) a participant earns. */
  @Property({ type: 'double', nullable: true })
  cpdHours?: number | null;

  /** Months a completion stays valid; participants are reminded before it runs out. */
  @Property({ type: 'integer', nullable: true })
  validityMonths?: number | null;

  /** Standard fee in cents, GST included (prices shown to the public include GST). */
  @Property({ type: 'integer' })
  feeCents!: number;

  @Property({ type: 'integer', nullable: true })
  promoFeeCents?: number | null;

  @Property({ type: 'string', columnType: 'date', nullable: true })
  promoValidFrom?: string | null;

  @Property({ type: 'string', columnType: 'date', nullable: true })
  promoValidTo?: string | null;

  @lookup('CpdType', 'cpd_type_id')
  cpdTypeId?: number | null;

  @lookup('CpdCategory', 'cpd_category_id')
  cpdCategoryId?: number | null;

  @lookup('CpdLevel', 'cpd_level_id')
  cpdLevelId?: number | null;

  @lookup('ResType', 'res_type_id')
  resTypeId?: number | null;

  @lookup('BootcampType', 'bootcamp_type_id')
  bootcampTypeId?: number | null;

  @lookup('DigitalTrainingClassification', 'digital_training_classification_id')
  digitalTrainingClassificationId?: number | null;

  @Property({ type: 'string', length: 100, nullable: true })
  imageKey?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  brochureKey?: string | null;

  @Enum({ items: () => CourseStatus, default: CourseStatus.Active })
  status: CourseStatus = CourseStatus.Active;
}
