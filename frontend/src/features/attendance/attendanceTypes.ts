import type { RegistrationEventStatus } from '@/features/registration/registrationTypes';
import type { ListQuery } from '@/shared/listQuery';

/**
 * The shapes of the attendance routes (`/admin/attendance/*`, `/attendance/participant/byId`), as
 * libs/attendance/src/attendance.view.ts defines them; instants arrive as ISO strings.
 */

export const attendanceResults = [
  'On Time',
  'Extended',
  'Rescheduled',
  'Rescheduled FOC',
  'Late Attendee',
  'Forfeited',
] as const;
export type AttendanceResult = (typeof attendanceResults)[number];

/** Verification of an attendance record. */
export const verification = { unverified: 10, verified: 20 } as const;

/** One seat at one session, with what is recorded for it (blank until something is). */
export interface AttendanceRow {
  /** The attendance record; null while nothing is recorded for this seat and session. */
  id: number | null;
  registrationEventId: number;
  regNo: string;
  lineStatus: RegistrationEventStatus;
  participantId: number;
  participantName: string;
  /** Masked by the server unless the reader may see personal data. */
  nric: string | null;
  mobileNo: string;
  email: string;
  eventId: number;
  sessionId: number;
  sessionStartsAt: string;
  sessionEndsAt: string;
  scannedInAt: string | null;
  scannedOutAt: string | null;
  late: boolean;
  absent: boolean;
  noScanOut: boolean;
  noPoints: boolean;
  extended: boolean;
  /** Unverified 10, Verified 20. */
  verification: number;
  attended: boolean;
}

export interface ScanCounts {
  registered: number;
  scannedIn: number;
  scannedOut: number;
}

/** What `POST scan-in` and `scan-out` answer. */
export interface ScanResult {
  row: AttendanceRow;
  eventTitle: string;
  /** "Scanned in on time", "Scanned in 12 minutes late", "Scanned out". */
  message: string;
  counts: ScanCounts;
}

export const scanModes = ['in', 'out'] as const;
export type ScanMode = (typeof scanModes)[number];

export interface ScanInput {
  mode: ScanMode;
  sessionId: number;
  /** A pass URL or code, an NRIC/FIN or a mobile number: the server tells them apart. */
  code: string;
}

/** An event as the attendance lists show it. */
export interface AttendanceEvent {
  eventId: number;
  title: string;
  courseTitle: string;
  venueName: string;
  startsAt: string | null;
  endsAt: string | null;
  sessionCount: number;
  registered: number;
  attended: number;
  verified: number;
}

/** Which list of events: the GET routes, and the verified records' POST route. */
export const attendanceEventKinds = ['current', 'upcoming', 'past', 'all', 'verified'] as const;
export type AttendanceEventKind = (typeof attendanceEventKinds)[number];

/** `GET getallsessiontoday`: one of today's sessions (Singapore date) with its counts. */
export interface TodaySession extends ScanCounts {
  sessionId: number;
  eventId: number;
  eventTitle: string;
  venueName: string;
  startsAt: string;
  endsAt: string;
}

export interface SessionSummary extends ScanCounts {
  sessionId: number;
  startsAt: string;
  endsAt: string;
  late: number;
  absent: number;
  verified: number;
}

/** `GET event/{id}/participants/getsummary`. */
export interface AttendanceSummary {
  event: AttendanceEvent;
  sessions: SessionSummary[];
  /** Seats per result; "Pending" counts seats whose result is not decided yet. */
  results: Record<AttendanceResult | 'Pending', number>;
}

/** `GET event/{id}/getbypage`: one event's rows, narrowed to a session. */
export type AttendanceRowQuery = ListQuery<'sessionId'>;

/** A seat at a session: what the bulk actions act on. */
export interface AttendanceTarget {
  registrationEventId: number;
  sessionId: number;
}

export interface AttendanceRows {
  rows: AttendanceRow[];
}

/** The bulk routes that take targets, with what else each one takes. */
export type MarkAttendanceInput =
  | { route: 'cancel' | 'absent' | 'no-scan-out'; items: AttendanceTarget[] }
  | { route: 'no-points' | 'session/extended'; items: AttendanceTarget[]; value: boolean }
  | { route: 'verifyparticipants'; items: AttendanceTarget[]; verified: boolean };

export type MarkAttendanceRoute = MarkAttendanceInput['route'];

/** `POST update/scanin`, `update/scanout`: corrects one time. */
export interface ScanTimeInput extends AttendanceTarget {
  mode: ScanMode;
  /** ISO instant. */
  at: string;
}

export interface ImportRowReport {
  /** The spreadsheet row number, as Excel shows it. */
  row: number;
  outcome: 'accepted' | 'unchanged' | 'refused';
  message: string;
}

/** `POST import`: what became of each row of the spreadsheet. */
export interface ImportReport {
  accepted: number;
  unchanged: number;
  refused: number;
  rows: ImportRowReport[];
}

/** What the mail routes answer: the server's message, and the seats it did not mail with why. */
export interface MailReport {
  message: string;
  sent: number;
  skipped: { id: number; reason: string }[];
}

/** `GET mail/send?eventId=`: one of the event's attendance e-mails. */
export interface AttendanceMail {
  id: number;
  to: string;
  template: string;
  status: string;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  participantName: string;
}

/** `POST /attendance/participant/byId` (public): enough to recognise one's seat, nothing more. */
export interface AttendancePass {
  firstName: string;
  eventTitle: string;
  venueName: string;
  status: RegistrationEventStatus;
  sessions: { startsAt: string; endsAt: string; scannedInAt: string | null; scannedOutAt: string | null }[];
}
