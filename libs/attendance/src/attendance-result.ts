import { RegistrationEventStatus, RescheduleKind } from '@app/registration';

export const ATTENDANCE_RESULTS = [
  'On Time',
  'Extended',
  'Rescheduled',
  'Rescheduled FOC',
  'Late Attendee',
  'Forfeited',
] as const;
export type AttendanceResult = (typeof ATTENDANCE_RESULTS)[number];

/** What the result needs from one session's record; a session with no record is all blanks. */
export interface SessionMarks {
  scannedInAt: Date | null;
  scannedOutAt: Date | null;
  late: boolean;
  absent: boolean;
  noScanOut: boolean;
  extended: boolean;
}

export const NO_MARKS: SessionMarks = {
  scannedInAt: null,
  scannedOutAt: null,
  late: false,
  absent: false,
  noScanOut: false,
  extended: false,
};

/** Scanned in, and out (or excused from scanning out), and not marked absent. */
export const sessionAttended = (marks: SessionMarks): boolean =>
  !marks.absent && marks.scannedInAt !== null && (marks.scannedOutAt !== null || marks.noScanOut);

export interface SeatFacts {
  status: RegistrationEventStatus;
  rescheduleKind: RescheduleKind | null;
  /** One entry per session of the event. */
  sessions: SessionMarks[];
  /** Whether the event's last session has ended. */
  eventEnded: boolean;
}

/**
 * Spec 4's attendance result for one seat, first match winning: a rescheduled seat says how it
 * was rescheduled; an extension outranks everything the sessions say; a session missed once the
 * event is over forfeits the seat; lateness marks an otherwise complete attendance. Null while
 * nothing is decided yet (sessions still to come or in progress).
 */
export const attendanceResult = (seat: SeatFacts): AttendanceResult | null => {
  if (seat.status === RegistrationEventStatus.Rescheduled) {
    return seat.rescheduleKind === RescheduleKind.Foc ? 'Rescheduled FOC' : 'Rescheduled';
  }
  if (seat.sessions.some((marks) => marks.extended)) return 'Extended';
  const allAttended = seat.sessions.length > 0 && seat.sessions.every(sessionAttended);
  if (!allAttended) return seat.eventEnded ? 'Forfeited' : null;
  return seat.sessions.some((marks) => marks.late) ? 'Late Attendee' : 'On Time';
};
