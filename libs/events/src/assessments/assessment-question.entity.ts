import { Entity, Enum, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '@app/core';
import { Event } from '../events/event.entity';

export enum AnswerKind {
  SingleChoice = 'single-choice',
  Text = 'text',
}

/** One question of an event's assessment; the set is edited as a whole and then published. */
@Entity({ tableName: 'assessment_question' })
export class AssessmentQuestion extends BaseEntity<'correctOption' | 'options'> {
  @ManyToOne(() => Event, { deleteRule: 'cascade' })
  event!: Event;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  question!: string;

  @Enum({ items: () => AnswerKind })
  kind!: AnswerKind;

  /** The choices of a single-choice question, in order. */
  @Property({ type: 'json' })
  options: string[] = [];

  /** Index into options of the right answer; text answers are marked by a trainer. */
  @Property({ type: 'integer', nullable: true })
  correctOption?: number | null;

  @Property({ type: 'integer' })
  marks!: number;
}
