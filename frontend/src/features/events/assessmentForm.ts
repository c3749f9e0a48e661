import type { Assessment, AssessmentInput, AnswerKind } from './assessmentTypes';

/** One question as the editor holds it; options are kept while a question is switched to a text answer. */
export interface QuestionFormValues {
  question: string;
  kind: AnswerKind;
  options: string[];
  correctOption: number | null;
  marks: number | null;
}

export interface AssessmentFormValues {
  questions: QuestionFormValues[];
}

/** Form.List fields: server errors on a question's cell (`questions.0.options`) show on that cell. */
export const assessmentErrorFields = { fields: [], lists: ['questions'] } as const;

export const answerKindLabels: Readonly<Record<AnswerKind, string>> = {
  'single-choice': 'Single choice',
  text: 'Written answer',
};

/** The server's limits on a set of questions. */
export const assessmentLimits = {
  questions: 100,
  options: 10,
  questionLength: 2000,
  optionLength: 500,
  marks: 100,
} as const;

export const tooFewOptionsMessage = 'A single-choice question needs at least two options';
export const noCorrectOptionMessage = 'Choose which option is right';

/** What the editor says above itself when the server refuses a save without naming a question's field. */
export const assessmentSaveErrorMessage = 'Error saving the assessment: please review the questions';

/** The confirmation before publishing. */
export const publishWarning = 'Publishing freezes the questions: they can no longer be changed.';

/** A new question: single choice, with two empty options to fill. */
export function newQuestion(): QuestionFormValues {
  return { question: '', kind: 'single-choice', options: ['', ''], correctOption: null, marks: 1 };
}

/** The editor's starting values: the saved questions in order. */
export function initialAssessmentValues(assessment: Assessment): AssessmentFormValues {
  return {
    questions: [...assessment.questions]
      .sort((a, b) => a.position - b.position)
      .map(({ question, kind, options, correctOption, marks }) => ({
        question,
        kind,
        options: kind === 'single-choice' ? [...options] : [],
        correctOption,
        marks,
      })),
  };
}

/**
 * The set to send, in the editor's order: text trimmed; a text answer has no options and no right answer,
 * whatever the question held while it was a single choice.
 */
export function toAssessmentInput(values: AssessmentFormValues): AssessmentInput {
  return {
    questions: (values.questions ?? []).map((question) => {
      const choice = question.kind === 'single-choice';
      return {
        question: question.question.trim(),
        kind: question.kind,
        options: choice ? (question.options ?? []).map((option) => option.trim()) : [],
        correctOption: choice ? (question.correctOption ?? null) : null,
        // The editor requires marks; 0 would only be sent if that check were skipped.
        marks: question.marks ?? 0,
      };
    }),
  };
}

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Whether a required input is empty: a question's text or marks, or an option of a single-choice question. */
export function requiredMissing(values: Partial<AssessmentFormValues>): boolean {
  return (values.questions ?? []).some(
    (question) =>
      !question ||
      blank(question.question) ||
      blank(question.marks) ||
      (question.kind === 'single-choice' &&
        (blank(question.correctOption) || (question.options ?? []).some(blank))),
  );
}

/**
 * The right answer once option `removed` is gone: none if it was that option, the same option (one place up)
 * if it came after it.
 */
export function correctOptionAfterRemoving(correct: number | null, removed: number): number | null {
  if (correct === null || correct === removed) return null;
  return correct > removed ? correct - 1 : correct;
}

/** The marks of the questions filled in so far. */
export function totalMarks(questions: readonly Partial<QuestionFormValues>[] | undefined): number {
  return (questions ?? []).reduce(
    (sum, question) => sum + (typeof question?.marks === 'number' ? question.marks : 0),
    0,
  );
}
