import {
  correctOptionAfterRemoving,
  initialAssessmentValues,
  newQuestion,
  requiredMissing,
  toAssessmentInput,
  totalMarks,
  type AssessmentFormValues,
} from './assessmentForm';
import type { Assessment } from './assessmentTypes';

const assessment: Assessment = {
  eventId: 3,
  publishedAt: null,
  totalMarks: 7,
  questions: [
    {
      id: 21,
      position: 1,
      question: 'Explain the option fee.',
      kind: 'text',
      options: [],
      correctOption: null,
      marks: 5,
    },
    {
      id: 20,
      position: 0,
      question: 'Which body licenses salespersons?',
      kind: 'single-choice',
      options: ['CEA', 'HDB', 'URA'],
      correctOption: 0,
      marks: 2,
    },
  ],
};

describe('initialAssessmentValues', () => {
  it('holds the saved questions in their order', () => {
    expect(initialAssessmentValues(assessment)).toEqual({
      questions: [
        {
          question: 'Which body licenses salespersons?',
          kind: 'single-choice',
          options: ['CEA', 'HDB', 'URA'],
          correctOption: 0,
          marks: 2,
        },
        { question: 'Explain the option fee.', kind: 'text', options: [], correctOption: null, marks: 5 },
      ],
    });
  });
});

describe('toAssessmentInput', () => {
  it('sends the set in the editor’s order, trimmed, round-tripping saved questions', () => {
    const values = initialAssessmentValues(assessment);
    const [choice, text] = values.questions;
    expect(toAssessmentInput({ questions: [text, { ...choice, question: ' Who? ' }] })).toEqual({
      questions: [
        { question: 'Explain the option fee.', kind: 'text', options: [], correctOption: null, marks: 5 },
        {
          question: 'Who?',
          kind: 'single-choice',
          options: ['CEA', 'HDB', 'URA'],
          correctOption: 0,
          marks: 2,
        },
      ],
    });
  });

  it('drops the options and right answer of a question switched to a written answer', () => {
    const values: AssessmentFormValues = {
      questions: [{ question: 'Why?', kind: 'text', options: [' a ', 'b'], correctOption: 1, marks: 3 }],
    };
    expect(toAssessmentInput(values).questions[0]).toEqual({
      question: 'Why?',
      kind: 'text',
      options: [],
      correctOption: null,
      marks: 3,
    });
  });
});

describe('checks', () => {
  it('starts a new question as a single choice with two empty options', () => {
    expect(newQuestion()).toEqual({
      question: '',
      kind: 'single-choice',
      options: ['', ''],
      correctOption: null,
      marks: 1,
    });
  });

  it('finds empty required inputs', () => {
    const filled = initialAssessmentValues(assessment);
    expect(requiredMissing(filled)).toBe(false);
    expect(requiredMissing({ questions: [newQuestion()] })).toBe(true);
    expect(
      requiredMissing({
        questions: [{ question: 'Why?', kind: 'text', options: [''], correctOption: null, marks: 1 }],
      }),
    ).toBe(false);
    expect(
      requiredMissing({
        questions: [
          { question: 'Why?', kind: 'single-choice', options: ['a', ' '], correctOption: 0, marks: 1 },
        ],
      }),
    ).toBe(true);
  });

  it('keeps the right answer on its option when another option is removed', () => {
    expect(correctOptionAfterRemoving(2, 0)).toBe(1);
    expect(correctOptionAfterRemoving(0, 2)).toBe(0);
    expect(correctOptionAfterRemoving(1, 1)).toBeNull();
    expect(correctOptionAfterRemoving(null, 0)).toBeNull();
  });

  it('totals the marks filled in so far', () => {
    expect(totalMarks(initialAssessmentValues(assessment).questions)).toBe(7);
    expect(totalMarks([{ marks: null }, { marks: 4 }])).toBe(4);
  });
});
