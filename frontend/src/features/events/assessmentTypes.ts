/** How a question is answered: by picking one of its options, or in the participant's own words. */
export const answerKinds = ['single-choice', 'text'] as const;
export type AnswerKind = (typeof answerKinds)[number];

export interface AssessmentQuestion {
  id: number;
  /** From 0, in the order participants see them. */
  position: number;
  question: string;
  kind: AnswerKind;
  /** The choices of a single-choice question, in order; none for a text answer. */
  options: string[];
  /** Index into `options` of the right answer; null for a text answer, which a trainer marks. */
  correctOption: number | null;
  marks: number;
}

/** What `GET /admin/event/{id}/assessment-questions/get` answers. */
export interface Assessment {
  eventId: number;
  /** Set once published; the questions are frozen from then on. */
  publishedAt: string | null;
  totalMarks: number;
  questions: AssessmentQuestion[];
}

export interface AssessmentQuestionInput {
  question: string;
  kind: AnswerKind;
  options: string[];
  correctOption: number | null;
  marks: number;
}

/** The body of `POST /admin/event/{id}/assessment-questions/save`: the whole set, replacing the saved one. */
export interface AssessmentInput {
  questions: AssessmentQuestionInput[];
}
