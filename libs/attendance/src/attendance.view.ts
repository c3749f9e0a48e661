import { type RegistrationEventStatus } from '@app/registration';
import { type AttendanceResult } from './attendance-result';

/** One seat at one session, with what is recorded for it (blank until something is). */
export interface AttendanceRow {
  /** The attendance record; null while nothing is recorded for this seat and session. */
  id: number | null;
  registrationEventId: number;
  regNo: string;
  lineStatus: RegistrationEventStatus;
  participantId: number;
  participantName: string;
  /** Masked (S****567D) unless the reader may see personal data. */
  nric: string | null;
  mobileNo: string;
  email: string;
  eventId: number;
  sessionId: number;
  sessionStartsAt: Date;
  sessionEndsAt: Date;
  scannedInAt: Date | null;
  scannedOutAt: Date | null;
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

export interface ScanResult {
  row: AttendanceRow;
  eventTitle: string;
  /** "Scanned in on time", "Scanned in 12 minutes late", "Scanned out". */
  message: string;
  counts: ScanCounts;
}

/** A seat's sessions and the result they add up to. */
export interface SeatAttendance {
  registrationEventId: number;
  regNo: string;
  status: RegistrationEventStatus;
  result: AttendanceResult | null;
  eventId: number;
  eventTitle: string;
  participantId: number;
  participantName: string;
  rows: AttendanceRow[];
}

export interface RegisteredSeat {
  registrationEventId: number;
  regNo: string;
  status: RegistrationEventStatus;
  participantId: number;
  participantName: string;
  eventId: number;
  eventTitle: string;
  eventStartsAt: Date | null;
  eventEndsAt: Date | null;
}

export interface AttendanceEvent {
  eventId: number;
  title: string;
  courseTitle: string;
  venueName: string;
  startsAt: Date | null;
  endsAt: Date | null;
  sessionCount: number;
  registered: number;
  attended: number;
  verified: number;
}

export interface TodaySession extends ScanCounts {
  sessionId: number;
  eventId: number;
  eventTitle: string;
  venueName: string;
  startsAt: Date;
  endsAt: Date;
}

export interface SessionSummary extends ScanCounts {
  sessionId: number;
  startsAt: Date;
  endsAt: Date;
  late: number;
  absent: number;
  verified: number;
}

export interface AttendanceSummary {
  event: AttendanceEvent;
  sessions: SessionSummary[];
  /** Seats per result; "Pending" counts seats whose result is not decided yet. */
  results: Record<AttendanceResult | 'Pending', number>;
}

export interface ImportRowReport {
  /** The spreadsheet row number, as Excel shows it. */
  row: number;
  outcome: 'accepted' | 'unchanged' | 'refused';
  message: string;
}

export interface ImportReport {
  accepted: number;
  unchanged: number;
  refused: number;
  rows: ImportRowReport[];
}

export interface MailReport {
  message: string;
  sent: number;
  /** Seats not mailed, with why (no scan-in yet, no e-mail address ...). */
  skipped: { id: number; reason: string }[];
}

export interface AttendanceMail {
  id: number;
  to: string;
  template: string;
  status: string;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
  participantName: string;
}

/** What the public pass page shows: enough to recognise one's seat, nothing more. */
export interface AttendancePass {
  firstName: string;
  eventTitle: string;
  venueName: string;
  status: RegistrationEventStatus;
  sessions: { startsAt: Date; endsAt: Date; scannedInAt: Date | null; scannedOutAt: Date | null }[];
}
