import type { OutboxStatus } from '@/features/mail/mailApi';
import type { RegistrationEventStatus } from '@/features/registration/registrationTypes';
import {
  verification,
  type AttendanceRow,
  type AttendanceSummary,
  type AttendanceTarget,
  type MailReport,
  type ScanCounts,
  type ScanMode,
  type ScanResult,
  type TodaySession,
} from './attendanceTypes';

/** Small rules of the attendance screens. Kept free of antd so they can be unit-tested. */

/** What became of one scan: the server's answer, or its refusal in its own words. */
export type ScanOutcome =
  | { kind: 'scanned'; mode: ScanMode; code: string; result: ScanResult }
  | { kind: 'refused'; mode: ScanMode; code: string; message: string };

export type ScanTone = 'success' | 'late' | 'error';

/**
 * Green, orange or red. Only a scan-in is late: a late participant's scan-out is on time for what it is, and
 * the row keeps saying late.
 */
export function scanTone(outcome: ScanOutcome): ScanTone {
  if (outcome.kind === 'refused') return 'error';
  return outcome.mode === 'in' && outcome.result.row.late ? 'late' : 'success';
}

/**
 * A camera reads the same QR many times a second while it is held up. The returned test says whether a code
 * was already read within the last `windowMs`; every read restarts the window, so a pass held in front of the
 * camera is scanned once, and again only after it was taken away for that long.
 */
export function createRepeatFilter(windowMs: number): (code: string, now: number) => boolean {
  const lastRead = new Map<string, number>();
  return (code, now) => {
    for (const [seen, at] of lastRead) if (now - at >= windowMs) lastRead.delete(seen);
    const repeated = lastRead.has(code);
    lastRead.set(code, now);
    return repeated;
  };
}

/** The newest first, at most `max`. */
export function withRecent<T>(recent: readonly T[], entry: T, max = 10): T[] {
  return [entry, ...recent].slice(0, max);
}

/** "1 / 3": scanned in of registered. */
export function countsText(counts: Pick<ScanCounts, 'registered' | 'scannedIn'>): string {
  return `${counts.scannedIn} / ${counts.registered}`;
}

/**
 * A session's counts before this device scanned anything: from today's sessions, else from its event's
 * summary; null while neither knows the session.
 */
export function initialCounts(
  sessionId: number,
  today: readonly TodaySession[] | undefined,
  summary: AttendanceSummary | undefined,
): ScanCounts | null {
  const session =
    today?.find((entry) => entry.sessionId === sessionId) ??
    summary?.sessions.find((entry) => entry.sessionId === sessionId);
  return session
    ? { registered: session.registered, scannedIn: session.scannedIn, scannedOut: session.scannedOut }
    : null;
}

/** The session an event's page opens on: the one under way or next, else the last. */
export function defaultSessionId(
  sessions: readonly { sessionId: number; endsAt: string }[],
  now: Date = new Date(),
): number | null {
  const open = sessions.find((session) => new Date(session.endsAt).getTime() > now.getTime());
  return (open ?? sessions.at(-1))?.sessionId ?? null;
}

/** One row per seat and session; rows with nothing recorded have no id of their own. */
export function attendanceRowKey(row: Pick<AttendanceRow, 'registrationEventId' | 'sessionId'>): string {
  return `${row.registrationEventId}:${row.sessionId}`;
}

export function targetsOf(rows: readonly AttendanceRow[]): AttendanceTarget[] {
  return rows.map(({ registrationEventId, sessionId }) => ({ registrationEventId, sessionId }));
}

/** The seats of the rows, each once (a seat has a row per session). */
export function seatIdsOf(rows: readonly AttendanceRow[]): number[] {
  return [...new Set(rows.map((row) => row.registrationEventId))];
}

/** The attendance records of the rows; a row with nothing recorded has no scan to e-mail about. */
export function recordIdsOf(rows: readonly AttendanceRow[]): number[] {
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/** CEA's RES course: a participant sits the third-party exam (Papers 1 and 2) with at least 75% attendance. */
export const assessmentThreshold = 0.75;

/** One seat's standing for the third-party assessment, from its rows across the event's sessions. */
export interface AssessmentEligibility {
  registrationEventId: number;
  participantId: number;
  participantName: string;
  /** As served: masked unless the reader may see personal data. */
  nric: string | null;
  regNo: string;
  attended: number;
  sessions: number;
  /** Whole percent, rounded down, so a seat never shows 75% without having it. */
  percent: number;
  eligible: boolean;
}

/**
 * Each seat's attended sessions of the event (`event/{id}/getall`, a row per seat and session), in the order
 * the seats first appear. Rescheduled seats are left out: their attendance counts at the event they moved to.
 */
export function assessmentEligibility(
  rows: readonly AttendanceRow[],
  threshold: number = assessmentThreshold,
): AssessmentEligibility[] {
  const seats = new Map<number, { first: AttendanceRow; attended: number; sessions: number }>();
  for (const row of rows) {
    if (row.lineStatus === 'Rescheduled') continue;
    const seat = seats.get(row.registrationEventId) ?? { first: row, attended: 0, sessions: 0 };
    seat.sessions += 1;
    if (row.attended) seat.attended += 1;
    seats.set(row.registrationEventId, seat);
  }
  return [...seats.values()].map(({ first, attended, sessions }) => ({
    registrationEventId: first.registrationEventId,
    participantId: first.participantId,
    participantName: first.participantName,
    nric: first.nric,
    regNo: first.regNo,
    attended,
    sessions,
    percent: Math.floor((attended * 100) / sessions),
    // A division lands on the same double as the threshold when the two are equal (3 / 4 and 0.75), so a
    // seat exactly at the threshold is eligible.
    eligible: attended / sessions >= threshold,
  }));
}

export function isVerified(row: Pick<AttendanceRow, 'verification'>): boolean {
  return row.verification === verification.verified;
}

export interface RowFlag {
  key: 'late' | 'absent' | 'noScanOut' | 'noPoints' | 'extended';
  label: string;
  color: string;
}

const flags: readonly RowFlag[] = [
  { key: 'late', label: 'Late', color: 'orange' },
  { key: 'absent', label: 'Absent', color: 'red' },
  { key: 'noScanOut', label: 'No scan-out', color: 'purple' },
  { key: 'noPoints', label: 'No points', color: 'volcano' },
  { key: 'extended', label: 'Extended', color: 'blue' },
];

/** The marks on a row, as tags: late, absent, no scan-out, no points, extended. */
export function rowFlags(row: Pick<AttendanceRow, RowFlag['key']>): RowFlag[] {
  return flags.filter((flag) => row[flag.key]);
}

/** Only a confirmed or attended seat can be scanned, so only those have a pass worth showing. */
export function hasAttendancePass(status: RegistrationEventStatus): boolean {
  return status === 'Confirmed' || status === 'Attended';
}

const outboxStatuses = ['queued', 'sent', 'failed', 'outbox'] as const satisfies readonly OutboxStatus[];

/** Whether an attendance e-mail's status is one the outbox's tag knows. */
export function isOutboxStatus(status: string): status is OutboxStatus {
  return (outboxStatuses as readonly string[]).includes(status);
}

/**
 * Why the camera did not start, in words for staff at the door; typing or a barcode scanner still works.
 * `secure` is whether the page is in a secure context, without which browsers offer no camera at all.
 */
export function cameraProblem(error: unknown, secure: boolean): string {
  if (!secure) return 'The camera works only over a secure (https) connection. Type the code instead.';
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'The camera was not allowed. Allow it in the browser’s settings for this site, or type the code.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera was found on this device. Type the code instead.';
    case 'NotReadableError':
      return 'The camera is in use by another app. Close it and try again.';
    default:
      return `The camera could not be started${error instanceof Error && error.message ? `: ${error.message}` : ''}.`;
  }
}

/** "No scan-in yet (2)": why seats were not e-mailed, each reason once with how many it kept out. */
export function skippedReasons(skipped: MailReport['skipped']): string[] {
  const counts = new Map<string, number>();
  for (const { reason } of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => `${reason} (${count})`);
}
