import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity, User } from '@app/core';

export enum ScheduleStatus {
  Active = 'Active',
  Inactive = 'Inactive',
}

/** A published RES course schedule: a PDF or spreadsheet the public site offers for download. */
@Entity({ tableName: 'res_schedule' })
@Index({
  name: 'res_schedule_title_trgm',
  expression: `create index "res_schedule_title_trgm" on "res_schedule" using gin ("title" gin_trgm_ops)`,
})
export class ResSchedule extends BaseEntity<'status' | 'remarks' | 'validTo' | 'uploadedById'> {
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text', nullable: true })
  remarks?: string | null;

  /** The schedule is current from this day (Singapore) ... */
  @Property({ type: 'string', columnType: 'date' })
  validFrom!: string;

  /** ... until this day, or until replaced when open-ended. */
  @Property({ type: 'string', columnType: 'date', nullable: true })
  validTo?: string | null;

  @Enum({ items: () => ScheduleStatus, default: ScheduleStatus.Active })
  status: ScheduleStatus = ScheduleStatus.Active;

  @Property({ type: 'string', length: 100 })
  fileKey!: string;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Property({ type: 'integer' })
  fileSize!: number;

  @ManyToOne(() => User, {
    mapToPk: true,
    nullable: true,
    fieldName: 'uploaded_by_id',
    deleteRule: 'set null',
  })
  uploadedById?: number | null;
}
