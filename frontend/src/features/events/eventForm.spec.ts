import {
  initialEventValues,
  requiredMissing,
  sessionEndsAfterStart,
  sessionTimeMessage,
  timeslotTimes,
  toEventInput,
  type EventFormValues,
} from './eventForm';
import type { Event } from './eventTypes';

const values: EventFormValues = {
  courseId: 3,
  title: '  ',
  venueId: 2,
  classroomId: null,
  resPaperId: 7,
  capacity: 30,
  feeCents: 19.99,
  registrationOpensOn: '',
  registrationClosesOn: '2026-11-30',
  published: true,
  remarks: ' Bring ID ',
  trainerIds: [1, 2],
  facilitatorIds: [],
  sessions: [
    { startsAt: '2026-12-01T09:00', endsAt: '2026-12-01T17:00', timeslotId: 4, classroomId: 5 },
    { startsAt: '2026-12-02T09:00', endsAt: '2026-12-02T12:30', timeslotId: null, classroomId: null },
  ],
};

describe('toEventInput', () => {
  it('sends dollars as cents, Singapore times as ISO, empties as null, and leaves out an empty title', () => {
    expect(toEventInput(values)).toEqual({
      courseId: 3,
      venueId: 2,
      classroomId: null,
      resPaperId: 7,
      capacity: 30,
      feeCents: 1999,
      registrationOpensOn: null,
      registrationClosesOn: '2026-11-30',
      published: true,
      remarks: 'Bring ID',
      trainerIds: [1, 2],
      facilitatorIds: [],
      sessions: [
        {
          startsAt: '2026-12-01T01:00:00.000Z',
          endsAt: '2026-12-01T09:00:00.000Z',
          timeslotId: 4,
          classroomId: 5,
        },
        {
          startsAt: '2026-12-02T01:00:00.000Z',
          endsAt: '2026-12-02T04:30:00.000Z',
          timeslotId: null,
          classroomId: null,
        },
      ],
    });
  });

  it('carries the id and a trimmed title when updating', () => {
    expect(toEventInput({ ...values, title: ' Ethics ', feeCents: 0.1 }, 9)).toMatchObject({
      id: 9,
      title: 'Ethics',
      feeCents: 10,
    });
  });
});

describe('initialEventValues', () => {
  it('starts empty', () => {
    expect(initialEventValues(null)).toMatchObject({
      courseId: null,
      resPaperId: null,
      feeCents: null,
      sessions: [],
    });
  });

  it('shows money in dollars and session times in Singapore time', () => {
    const event = {
      id: 1,
      courseId: 3,
      title: 'T',
      venueId: 2,
      classroomId: null,
      resPaperId: 8,
      capacity: 10,
      feeCents: 12345,
      registrationOpensOn: null,
      registrationClosesOn: null,
      published: false,
      remarks: null,
      trainerIds: [],
      facilitatorIds: [],
      sessions: [
        {
          id: 1,
          eventId: 1,
          startsAt: '2026-12-01T01:00:00.000Z',
          endsAt: '2026-12-01T09:00:00.000Z',
          timeslotId: null,
          classroomId: null,
        },
      ],
    } as unknown as Event;
    expect(initialEventValues(event)).toMatchObject({
      resPaperId: 8,
      feeCents: 123.45,
      remarks: '',
      sessions: [{ startsAt: '2026-12-01T09:00', endsAt: '2026-12-01T17:00' }],
    });
  });
});

describe('session time check', () => {
  it("uses the spec's words", () => {
    expect(sessionTimeMessage).toBe(
      'Session time schedule: the end time must be greater than the start time',
    );
  });

  it('requires the end after the start', () => {
    expect(sessionEndsAfterStart('2026-12-01T09:00', '2026-12-01T17:00')).toBe(true);
    expect(sessionEndsAfterStart('2026-12-01T09:00', '2026-12-01T09:00')).toBe(false);
    expect(sessionEndsAfterStart('2026-12-02T09:00', '2026-12-01T17:00')).toBe(false);
    expect(sessionEndsAfterStart('', '2026-12-01T17:00')).toBe(true);
  });
});

describe('requiredMissing', () => {
  it('spots empty required fields and sessions', () => {
    expect(requiredMissing(values)).toBe(false);
    expect(requiredMissing({ ...values, venueId: null })).toBe(true);
    expect(requiredMissing({ ...values, sessions: [] })).toBe(true);
    expect(
      requiredMissing({
        ...values,
        sessions: [{ startsAt: '2026-12-01T09:00', endsAt: '', timeslotId: null, classroomId: null }],
      }),
    ).toBe(true);
  });
});

describe('timeslotTimes', () => {
  it("puts a timeslot's times on the session's day", () => {
    expect(
      timeslotTimes({ startsAt: '2026-12-01T08:00', endsAt: '' }, { startTime: '09:00', endTime: '12:00' }),
    ).toEqual({ startsAt: '2026-12-01T09:00', endsAt: '2026-12-01T12:00' });
    expect(timeslotTimes({ startsAt: '', endsAt: '' }, { startTime: '09:00', endTime: '12:00' })).toBeNull();
  });
});
