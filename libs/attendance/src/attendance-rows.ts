import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sqlDate, sqlDateOrNull, sqlPlaceholders } from '@app/core';
import { type Viewer, shownNric } from '@app/people';
import { RegistrationEventStatus, type RescheduleKind } from '@app/registration';
import { type SessionMarks, sessionAttended } from './attendance-result';
import { type AttendanceRow, type TodaySession } from './attendance.view';

/** Seats that belong at the event: the ones scanning accepts, and rescheduled ones for the record. */
export const REGISTERED_STATUSES = [
  RegistrationEventStatus.Confirmed,
  RegistrationEventStatus.Attended,
] as const;
export const LISTED_STATUSES = [...REGISTERED_STATUSES, RegistrationEventStatus.Rescheduled] as const;

/** `re.status in ${REGISTERED_SQL}`: the statuses are constants, so they are written into the SQL. */
export const REGISTERED_SQL = `(${REGISTERED_STATUSES.map((status) => `'${status}'`).join(', ')})`;

export const isRegistered = (status: string): boolean =>
  (REGISTERED_STATUSES as readonly string[]).includes(status);

/**
 * Whether the attendance record `a` makes its session attended: the SQL twin of `sessionAttended`,
 * for statements that decide many seats at once.
 */
export const ATTENDED_SQL = `(a.id is not null and not a.absent and a.scanned_in_at is not null
  and (a.scanned_out_at is not null or a.no_scan_out))`;

export interface RowFilter {
  eventId?: number;
  sessionId?: number;
  registrationEventIds?: readonly number[];
  attendanceIds?: readonly number[];
  verifiedOnly?: boolean;
  /** Defaults to every listed status. */
  statuses?: readonly string[];
}

export interface RawRow {
  id: number | null;
  registration_event_id: number;
  reg_no: string;
  line_status: RegistrationEventStatus;
  reschedule_kind: RescheduleKind | null;
  participant_id: number;
  first_name: string;
  last_name: string;
  nric: string | null;
  mobile_no: string;
  email: string;
  event_id: number;
  session_id: number;
  starts_at: Date;
  ends_at: Date;
  scanned_in_at: Date | null;
  scanned_out_at: Date | null;
  late: boolean | null;
  absent: boolean | null;
  no_scan_out: boolean | null;
  no_points: boolean | null;
  extended: boolean | null;
  verification: number | null;
}

interface RawSession {
  id: number;
  event_id: number;
  title: string;
  venue_name: string;
  starts_at: Date | string;
  ends_at: Date | string;
  registered: string;
  scanned_in: string;
  scanned_out: string;
}

/** A row with what the seat-level result needs besides it. */
export interface LoadedRow extends AttendanceRow {
  rescheduleKind: RescheduleKind | null;
}

const marks = (raw: RawRow): SessionMarks => ({
  scannedInAt: sqlDateOrNull(raw.scanned_in_at),
  scannedOutAt: sqlDateOrNull(raw.scanned_out_at),
  late: raw.late ?? false,
  absent: raw.absent ?? false,
  noScanOut: raw.no_scan_out ?? false,
  extended: raw.extended ?? false,
});

/**
 * Every seat joined with every session of its event, and whatever is recorded for the pair: the
 * one read behind the lists, the lookups and the summary. Seats without a record show blanks.
 */
@Injectable()
export class AttendanceRows {
  constructor(private readonly em: EntityManager) {}

  async list(filter: RowFilter, viewer: Viewer): Promise<LoadedRow[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: string, ...values: unknown[]) => {
      where.push(clause);
      params.push(...values);
    };
    const statuses = filter.statuses ?? LISTED_STATUSES;
    add(`re.status in (${sqlPlaceholders(statuses)})`, ...statuses);
    if (filter.eventId !== undefined) add('re.event_id = ?', filter.eventId);
    if (filter.sessionId !== undefined) add('s.id = ?', filter.sessionId);
    if (filter.registrationEventIds) {
      if (filter.registrationEventIds.length === 0) return [];
      add(`re.id in (${sqlPlaceholders(filter.registrationEventIds)})`, ...filter.registrationEventIds);
    }
    if (filter.attendanceIds) {
      if (filter.attendanceIds.length === 0) return [];
      const ids = sqlPlaceholders(filter.attendanceIds);
      // Named through the seat too, so the join starts from those seats rather than every seat.
      add(
        `a.id in (${ids}) and re.id in (select registration_event_id from attendance where id in (${ids}))`,
        ...filter.attendanceIds,
        ...filter.attendanceIds,
      );
    }
    if (filter.verifiedOnly) add('a.verification = 20');
    const rows = await queryRows<RawRow>(
      this.em,
      `select a.id, re.id as registration_event_id, r.reg_no, re.status as line_status, re.reschedule_kind,
              p.id as participant_id, p.first_name, p.last_name, p.nric, p.mobile_no, p.email,
              re.event_id, s.id as session_id, s.starts_at, s.ends_at,
              a.scanned_in_at, a.scanned_out_at, a.late, a.absent, a.no_scan_out, a.no_points, a.extended,
              a.verification
         from registration_event re
         join registration r on r.id = re.registration_id
         join participant p on p.id = re.participant_id
         join event_session s on s.event_id = re.event_id
         left join attendance a on a.registration_event_id = re.id and a.session_id = s.id
        where ${where.join(' and ')}
        order by re.id, s.starts_at, s.id`,
      params,
    );
    return rows.map((raw) => this.toRow(raw, viewer));
  }

  async one(filter: RowFilter, viewer: Viewer): Promise<LoadedRow | undefined> {
    return (await this.list(filter, viewer))[0];
  }

  /**
   * Sessions with their live counts (seats registered, scanned in, scanned out): today's sessions
   * for the scanning screen's picker, and one session's counts after each scan.
   */
  async sessions(where: string, params: readonly unknown[]): Promise<TodaySession[]> {
    const rows = await queryRows<RawSession>(
      this.em,
      `select s.id, s.event_id, e.title, v.name as venue_name, s.starts_at, s.ends_at,
              (select count(*) from registration_event re
                where re.event_id = e.id and re.status in ${REGISTERED_SQL}) as registered,
              (select count(*) from attendance a where a.session_id = s.id and a.scanned_in_at is not null) as scanned_in,
              (select count(*) from attendance a where a.session_id = s.id and a.scanned_out_at is not null) as scanned_out
         from event_session s
         join event e on e.id = s.event_id
         join venue v on v.id = e.venue_id
        where ${where}
        order by s.starts_at, s.id`,
      params,
    );
    return rows.map((row) => ({
      sessionId: row.id,
      eventId: row.event_id,
      eventTitle: row.title,
      venueName: row.venue_name,
      startsAt: sqlDate(row.starts_at),
      endsAt: sqlDate(row.ends_at),
      registered: Number(row.registered),
      scannedIn: Number(row.scanned_in),
      scannedOut: Number(row.scanned_out),
    }));
  }

  /** One row from raw columns: `list` reads them; scanning has them from its own statements. */
  toRow(raw: RawRow, viewer: Viewer): LoadedRow {
    const sessionMarks = marks(raw);
    return {
      id: raw.id,
      registrationEventId: raw.registration_event_id,
      regNo: raw.reg_no,
      lineStatus: raw.line_status,
      rescheduleKind: raw.reschedule_kind,
      participantId: raw.participant_id,
      participantName: `${raw.first_name} ${raw.last_name}`,
      nric: shownNric(raw.nric, viewer),
      mobileNo: raw.mobile_no,
      email: raw.email,
      eventId: raw.event_id,
      sessionId: raw.session_id,
      sessionStartsAt: sqlDate(raw.starts_at),
      sessionEndsAt: sqlDate(raw.ends_at),
      ...sessionMarks,
      noPoints: raw.no_points ?? false,
      verification: raw.verification ?? 10,
      attended: sessionAttended(sessionMarks),
    };
  }
}
