import { Cascade, Collection, Entity, Index, ManyToOne, OneToMany, Property, Unique } from '@mikro-orm/core';
import { Audited, BaseEntity } from '@app/core';
import { PersonEntity } from '../shared/person.entity';

@Audited('Trainer', { ignore: ['photoKey'] })
@Entity({ tableName: 'trainer' })
@Index({
  name: 'trainer_name_trgm',
  expression: `create index "trainer_name_trgm" on "trainer" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops)`,
})
export class Trainer extends PersonEntity {
  @Property({ type: 'text', nullable: true })
  biography?: string | null;

  @OneToMany(() => TrainerEducation, (education) => education.trainer, {
    cascade: [Cascade.ALL],
    orphanRemoval: true,
  })
  educations = new Collection<TrainerEducation>(this);

  @OneToMany(() => TrainerProfession, (profession) => profession.trainer, {
    cascade: [Cascade.ALL],
    orphanRemoval: true,
  })
  professions = new Collection<TrainerProfession>(this);

  @OneToMany(() => TrainerSpecialization, (specialization) => specialization.trainer, {
    cascade: [Cascade.ALL],
    orphanRemoval: true,
  })
  specializations = new Collection<TrainerSpecialization>(this);
}

/** A qualification the trainer holds (level from the educations list). */
@Entity({ tableName: 'trainer_education' })
export class TrainerEducation extends BaseEntity<'yearCompleted'> {
  @ManyToOne(() => Trainer, { deleteRule: 'cascade' })
  trainer!: Trainer;

  @ManyToOne({ entity: 'Education', mapToPk: true, fieldName: 'education_id' })
  educationId!: number;

  @Property({ type: 'string', length: 200 })
  institution!: string;

  @Property({ type: 'integer', nullable: true })
  yearCompleted?: number | null;
}

/** Work the trainer has done in the industry. */
@Entity({ tableName: 'trainer_profession' })
export class TrainerProfession extends BaseEntity<'years'> {
  @ManyToOne(() => Trainer, { deleteRule: 'cascade' })
  trainer!: Trainer;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 200 })
  organisation!: string;

  @Property({ type: 'integer', nullable: true })
  years?: number | null;
}

/** A course type the trainer teaches; `trainers/getall/{course_type}` reads these. */
@Entity({ tableName: 'trainer_specialization' })
@Unique({ properties: ['trainer', 'courseTypeId'] })
export class TrainerSpecialization extends BaseEntity {
  @ManyToOne(() => Trainer, { deleteRule: 'cascade' })
  trainer!: Trainer;

  @ManyToOne({ entity: 'CourseType', mapToPk: true, fieldName: 'course_type_id' })
  courseTypeId!: number;
}
