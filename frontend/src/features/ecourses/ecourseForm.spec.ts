import {
  formatMinutes,
  initialECourseValues,
  requiredMissing,
  toECourseInput,
  totalMinutes,
  type ECourseFormValues,
} from './ecourseForm';
import type { ECourse } from './ecourseTypes';

const record: ECourse = {
  id: 4,
  courseId: 2,
  eventId: null,
  title: 'Social media listings',
  contentId: 'scorm-1',
  description: null,
  accessDays: 30,
  status: 'Active',
  modules: [
    { id: 11, title: 'Photos that sell', durationMinutes: 30 },
    { id: 12, title: 'Writing the listing', durationMinutes: 45 },
  ],
  totalMinutes: 75,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const values: ECourseFormValues = {
  courseId: 2,
  eventId: 7,
  title: ' Social media listings ',
  contentId: ' scorm-1 ',
  description: '  ',
  accessDays: null,
  modules: [
    { id: null, title: ' Photos that sell ', durationMinutes: 30 },
    { id: null, title: 'Writing the listing', durationMinutes: 45 },
  ],
};

describe('initialECourseValues', () => {
  it('starts a new e-course with one empty module', () => {
    expect(initialECourseValues(null)).toEqual({
      courseId: null,
      eventId: null,
      title: '',
      contentId: '',
      description: '',
      accessDays: null,
      modules: [{ id: null, title: '', durationMinutes: null }],
    });
  });

  it('shows a record with its modules in order, each with its id', () => {
    expect(initialECourseValues(record)).toEqual({
      courseId: 2,
      eventId: null,
      title: 'Social media listings',
      contentId: 'scorm-1',
      description: '',
      accessDays: 30,
      modules: [
        { id: 11, title: 'Photos that sell', durationMinutes: 30 },
        { id: 12, title: 'Writing the listing', durationMinutes: 45 },
      ],
    });
  });
});

describe('toECourseInput', () => {
  it('trims text, sends empties as null, new modules without ids, and no id when creating', () => {
    expect(toECourseInput(values)).toEqual({
      courseId: 2,
      eventId: 7,
      title: 'Social media listings',
      contentId: 'scorm-1',
      description: null,
      accessDays: null,
      modules: [
        { title: 'Photos that sell', durationMinutes: 30 },
        { title: 'Writing the listing', durationMinutes: 45 },
      ],
    });
  });

  it('keeps each saved module’s id in the new order, adds new ones without, and carries the record id', () => {
    const edited = initialECourseValues(record);
    const [first, second] = edited.modules;
    const input = toECourseInput(
      { ...edited, modules: [second, { id: null, title: 'Pricing it right', durationMinutes: 20 }, first] },
      record.id,
    );
    expect(input.id).toBe(4);
    expect(input.modules).toEqual([
      { id: 12, title: 'Writing the listing', durationMinutes: 45 },
      { title: 'Pricing it right', durationMinutes: 20 },
      { id: 11, title: 'Photos that sell', durationMinutes: 30 },
    ]);
  });

  it('round-trips a record unchanged', () => {
    const { id, courseId, eventId, title, contentId, description, accessDays, modules } = record;
    expect(toECourseInput(initialECourseValues(record), id)).toEqual({
      id,
      courseId,
      eventId,
      title,
      contentId,
      description,
      accessDays,
      modules,
    });
  });
});

describe('checks', () => {
  it('finds empty required inputs, in the e-course or any module', () => {
    expect(requiredMissing(values)).toBe(false);
    expect(requiredMissing({ ...values, contentId: ' ' })).toBe(true);
    expect(requiredMissing({ ...values, courseId: null })).toBe(true);
    expect(requiredMissing({ ...values, modules: [] })).toBe(true);
    expect(
      requiredMissing({ ...values, modules: [{ id: null, title: 'Intro', durationMinutes: null }] }),
    ).toBe(true);
  });

  it('totals the minutes filled in so far', () => {
    expect(totalMinutes(values.modules)).toBe(75);
    expect(totalMinutes([{ title: 'x', durationMinutes: null }, { durationMinutes: 5 }])).toBe(5);
    expect(totalMinutes(undefined)).toBe(0);
  });

  it('writes durations in hours and minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(75)).toBe('1 h 15 min');
  });
});
