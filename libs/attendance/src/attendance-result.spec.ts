import { RegistrationEventStatus, RescheduleKind } from '@app/registration';
import {
  NO_MARKS,
  type SeatFacts,
  type SessionMarks,
  attendanceResult,
  sessionAttended,
} from './attendance-result';

const at = new Date('2026-11-21T01:00:00Z');
const attended: SessionMarks = { ...NO_MARKS, scannedInAt: at, scannedOutAt: at };
const seat = (sessions: SessionMarks[], overrides: Partial<SeatFacts> = {}): SeatFacts => ({
  status: RegistrationEventStatus.Confirmed,
  rescheduleKind: null,
  sessions,
  eventEnded: false,
  ...overrides,
});

describe('sessionAttended', () => {
  it('needs a scan-in and a scan-out, or a scan-in excused from scanning out', () => {
    expect(sessionAttended(attended)).toBe(true);
    expect(sessionAttended({ ...attended, scannedOutAt: null })).toBe(false);
    expect(sessionAttended({ ...attended, scannedOutAt: null, noScanOut: true })).toBe(true);
    expect(sessionAttended({ ...NO_MARKS, noScanOut: true })).toBe(false);
  });

  it('is never true for a session marked absent', () => {
    expect(sessionAttended({ ...attended, absent: true })).toBe(false);
  });
});

describe('attendanceResult', () => {
  it('is On Time when every session is attended on time', () => {
    expect(attendanceResult(seat([attended, attended]))).toBe('On Time');
  });

  it('is Late Attendee when any attended session was late', () => {
    expect(attendanceResult(seat([attended, { ...attended, late: true }], { eventEnded: true }))).toBe(
      'Late Attendee',
    );
  });

  it('is pending while sessions remain and the event has not ended', () => {
    expect(attendanceResult(seat([attended, NO_MARKS]))).toBeNull();
    expect(attendanceResult(seat([]))).toBeNull();
  });

  it('is Forfeited once the event has ended with a session missed or marked absent', () => {
    expect(attendanceResult(seat([attended, NO_MARKS], { eventEnded: true }))).toBe('Forfeited');
    expect(attendanceResult(seat([{ ...attended, absent: true }], { eventEnded: true }))).toBe('Forfeited');
  });

  it('is Extended when a session was extended, even after the event ended', () => {
    expect(attendanceResult(seat([attended, { ...NO_MARKS, extended: true }], { eventEnded: true }))).toBe(
      'Extended',
    );
  });

  it('follows the reschedule kind of a rescheduled seat, whatever the sessions say', () => {
    const rescheduled = { status: RegistrationEventStatus.Rescheduled, eventEnded: true };
    expect(
      attendanceResult(seat([NO_MARKS], { ...rescheduled, rescheduleKind: RescheduleKind.Regular })),
    ).toBe('Rescheduled');
    expect(attendanceResult(seat([attended], { ...rescheduled, rescheduleKind: RescheduleKind.Foc }))).toBe(
      'Rescheduled FOC',
    );
  });
});
