import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { type FieldErrors, conflict, currentTime, notFound, fieldErrors } from '@app/core';
import { Event } from '../events/event.entity';
import { AnswerKind, AssessmentQuestion } from './assessment-question.entity';
import { type AssessmentResponse, type QuestionInput, toQuestionResponse } from './assessment.dto';

/** The assessment of an event: its questions (edited as a set while unpublished) and publishing. */
@Injectable()
export class AssessmentService {
  constructor(private readonly em: EntityManager) {}

  private async event(id: number, lock?: LockMode): Promise<Event> {
    const event = await this.em.findOne(Event, id, lock ? { lockMode: lock } : {});
    if (!event) throw notFound(`Event ${id}`);
    return event;
  }

  async get(eventId: number): Promise<AssessmentResponse> {
    const event = await this.event(eventId);
    const questions = await this.em.find(AssessmentQuestion, { event }, { orderBy: { position: 'asc' } });
    return {
      eventId,
      publishedAt: event.assessmentPublishedAt ?? null,
      totalMarks: questions.reduce((sum, question) => sum + question.marks, 0),
      questions: questions.map(toQuestionResponse),
    };
  }

  /** Replaces the questions; a published assessment is frozen, since participants may be sitting it. */
  async save(eventId: number, questions: QuestionInput[]): Promise<AssessmentResponse> {
    const errors: FieldErrors = {};
    questions.forEach((question, index) => {
      const options = question.options ?? [];
      if (question.kind === AnswerKind.SingleChoice) {
        if (options.length < 2)
          errors[`questions.${index}.options`] = ['A single-choice question needs at least two options'];
        if (question.correctOption == null || question.correctOption >= options.length) {
          errors[`questions.${index}.correctOption`] = ['Choose which option is right'];
        }
      }
    });
    if (Object.keys(errors).length) throw fieldErrors(errors);
    await this.em.transactional(async () => {
      const event = await this.event(eventId, LockMode.PESSIMISTIC_WRITE);
      if (event.assessmentPublishedAt)
        throw conflict('ASSESSMENT_PUBLISHED', 'The assessment is published and can no longer change');
      await this.em.nativeDelete(AssessmentQuestion, { event });
      questions.forEach((question, position) =>
        this.em.create(AssessmentQuestion, {
          event,
          position,
          question: question.question.trim(),
          kind: question.kind,
          options:
            question.kind === AnswerKind.SingleChoice
              ? (question.options ?? []).map((option) => option.trim())
              : [],
          correctOption: question.kind === AnswerKind.SingleChoice ? (question.correctOption ?? null) : null,
          marks: question.marks,
        }),
      );
      await this.em.flush();
    });
    return this.get(eventId);
  }

  async publish(eventId: number): Promise<AssessmentResponse> {
    await this.em.transactional(async () => {
      const event = await this.event(eventId, LockMode.PESSIMISTIC_WRITE);
      if (!(await this.em.count(AssessmentQuestion, { event }))) {
        throw conflict('ASSESSMENT_EMPTY', 'Add questions before publishing the assessment');
      }
      event.assessmentPublishedAt ??= currentTime();
      await this.em.flush();
    });
    return this.get(eventId);
  }
}
