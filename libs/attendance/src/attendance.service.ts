import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  AppConfig,
  conflict,
  currentTime,
  fieldError,
  queryRows,
  singaporeTime,
  sqlDate,
  sqlPlaceholders,
} from '@app/core';
import { viewerOf } from '@app/people';
import { type Actor } from './actor';
import { AttendanceAccess } from './attendance-access';
import { ATTENDED_SQL, AttendanceRows, type RawRow, REGISTERED_SQL, isRegistered } from './attendance-rows';
import { NOT_REGISTERED, type Seat, pickSeat } from './seat-finder';
import { COUNTS_COLUMNS, type RawCounts, type ScanSession, countsParams, readScanFacts } from './scan-facts';
import { Attendance, ScanMethod, Verification } from './attendance.entity';
import { AttendanceMails, type RecordFacts } from './attendance-mails.service';
import { type AttendanceRow, type ScanCounts, type ScanResult } from './attendance.view';
import { type TargetDto } from './attendance.dto';
import { type ScanCode, readScanCode } from './scan-code';

export const ALREADY_SCANNED = 'Participant is already scanned';
export const NOT_SCANNED_IN = 'Participant has not scanned in';
export const ALREADY_SCANNED_OUT = 'Participant is already scanned out';

const METHOD: Record<ScanCode['kind'], ScanMethod> = {
  code: ScanMethod.Code,
  nric: ScanMethod.Nric,
  mobile: ScanMethod.Mobile,
};

const MINUTE = 60_000;

type SessionTimes = Pick<ScanSession, 'startsAt' | 'endsAt'>;

/** An attendance row as a scan's write statement returns it, with the session's counts. */
type ScannedRecord = Omit<
  RawRow,
  'reg_no' | 'line_status' | 'reschedule_kind' | 'first_name' | 'last_name' | 'nric' | 'mobile_no' | 'email'
> &
  RawCounts & { id: number; participant_id: number };

/** What the scan's e-mail says, from what the scan already holds. */
const mailFacts = (record: ScannedRecord, session: ScanSession, seat: Seat): RecordFacts => ({
  id: record.id,
  event_id: session.eventId,
  email: seat.match.email,
  name: `${seat.match.first_name} ${seat.match.last_name}`,
  title: session.eventTitle,
  starts_at: session.startsAt,
  ends_at: session.endsAt,
  scanned_in_at: record.scanned_in_at,
  scanned_out_at: record.scanned_out_at,
  late: record.late ?? false,
  no_points: record.no_points ?? false,
});

/** A change to one seat's record at one session, or a refusal (thrown) when the rules forbid it. */
export type Change = (record: Attendance, session: SessionTimes, name: string) => void;

/**
 * Scanning in and out, and every correction staff make to a session's records. Each change runs
 * in one transaction that also brings the seats' registration-event status up to date.
 */
@Injectable()
export class AttendanceService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly access: AttendanceAccess,
    private readonly rows: AttendanceRows,
    private readonly mails: AttendanceMails,
  ) {}

  async scanIn(sessionId: number, input: string, actor: Actor): Promise<ScanResult> {
    const code = readScanCode(input);
    const { session, seat } = await this.scanFacts(sessionId, code, actor);
    const now = currentTime();
    this.assertScanningOpen(session, now);
    const late = this.isLate(now, session.startsAt);
    const record = await this.em.transactional(async () => {
      // One statement decides the race between scanners: only a record without a scan-in takes one.
      const [row] = await this.execute<ScannedRecord>(
        `with scanned as (
           insert into attendance (registration_event_id, session_id, event_id, participant_id, scanned_in_at,
                                   scan_in_method, scanned_in_by_id, late)
           values (?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (registration_event_id, session_id) do update
              set scanned_in_at = excluded.scanned_in_at, scan_in_method = excluded.scan_in_method,
                  scanned_in_by_id = excluded.scanned_in_by_id, late = excluded.late, absent = false,
                  updated_at = now()
            where attendance.scanned_in_at is null
           returning *)
         select scanned.*, ${COUNTS_COLUMNS} from scanned`,
        [
          seat.id,
          session.id,
          session.eventId,
          seat.participantId,
          now,
          METHOD[code.kind],
          actor.user.id,
          late,
          ...countsParams(session),
        ],
      );
      if (!row) throw conflict('ALREADY_SCANNED', ALREADY_SCANNED);
      await this.mails.queueFor('scan-in', [mailFacts(row, session, seat)]);
      return { ...row, scanned_in: row.scanned_in + 1 };
    });
    const minutes = Math.round((now.getTime() - session.startsAt.getTime()) / MINUTE);
    const message = late ? `Scanned in ${minutes} minutes late` : 'Scanned in on time';
    return this.scanResult(record, session, seat, message, actor);
  }

  async scanOut(sessionId: number, input: string, actor: Actor): Promise<ScanResult> {
    const code = readScanCode(input);
    const { session, seat } = await this.scanFacts(sessionId, code, actor);
    const record = await this.em.transactional(async () => {
      const [row] = await this.execute<ScannedRecord>(
        `with scanned as (
           update attendance
              set scanned_out_at = ?, scan_out_method = ?, scanned_out_by_id = ?, updated_at = now()
            where registration_event_id = ? and session_id = ?
              and scanned_in_at is not null and scanned_out_at is null and not absent
           returning *)
         select scanned.*, ${COUNTS_COLUMNS} from scanned`,
        [currentTime(), METHOD[code.kind], actor.user.id, seat.id, session.id, ...countsParams(session)],
      );
      if (!row) {
        const [existing] = await this.execute<{ scanned_out_at: Date | null }>(
          'select scanned_out_at from attendance where registration_event_id = ? and session_id = ?',
          [seat.id, session.id],
        );
        throw conflict(
          existing?.scanned_out_at ? 'ALREADY_SCANNED_OUT' : 'NOT_SCANNED_IN',
          existing?.scanned_out_at ? ALREADY_SCANNED_OUT : NOT_SCANNED_IN,
        );
      }
      const [settled] = await this.settleSeats([seat.id]);
      await this.mails.queueFor('scan-out', [mailFacts(row, session, seat)]);
      return { ...row, scanned_out: row.scanned_out + 1, line_status: settled?.status };
    });
    return this.scanResult(record, session, seat, 'Scanned out', actor);
  }

  /** The session, the actor's right to scan at its event, and the seat the code names: one statement. */
  private async scanFacts(sessionId: number, code: ScanCode, actor: Actor) {
    const facts = await readScanFacts(this.em, sessionId, code);
    this.access.judge(facts.people, actor.ability, 'update');
    return { session: facts.session, seat: pickSeat(facts.session.eventId, code, facts.matches) };
  }

  /** Later than the session start plus the grace period. */
  isLate(scannedInAt: Date, sessionStartsAt: Date): boolean {
    return scannedInAt.getTime() - sessionStartsAt.getTime() > this.config.attendance.graceMinutes * MINUTE;
  }

  updateScanIn(target: TargetDto, at: Date, actor: Actor): Promise<AttendanceRow> {
    return this.changeOne(target, actor, (record, session) => {
      if (record.scannedOutAt && record.scannedOutAt <= at) {
        throw fieldError(
          'at',
          `Scan-in must be before the scan-out at ${singaporeTime(record.scannedOutAt)}`,
        );
      }
      record.scannedInAt = at;
      record.scanInMethod = ScanMethod.Manual;
      record.scannedInById = actor.user.id;
      record.late = this.isLate(at, session.startsAt);
      record.absent = false;
    });
  }

  updateScanOut(target: TargetDto, at: Date, actor: Actor): Promise<AttendanceRow> {
    return this.changeOne(target, actor, (record) => {
      if (!record.scannedInAt) throw conflict('NOT_SCANNED_IN', NOT_SCANNED_IN);
      if (at <= record.scannedInAt) {
        throw fieldError('at', `Scan-out must be after the scan-in at ${singaporeTime(record.scannedInAt)}`);
      }
      record.scannedOutAt = at;
      record.scanOutMethod = ScanMethod.Manual;
      record.scannedOutById = actor.user.id;
    });
  }

  /** Undoes the scans of a session, as if the participant had not come yet. */
  cancel(targets: TargetDto[], actor: Actor): Promise<AttendanceRow[]> {
    return this.change(targets, actor, (record) => {
      Object.assign(record, {
        scannedInAt: null,
        scannedOutAt: null,
        scanInMethod: null,
        scanOutMethod: null,
        scannedInById: null,
        scannedOutById: null,
        late: false,
        noScanOut: false,
        absent: false,
      });
    });
  }

  absent(targets: TargetDto[], actor: Actor): Promise<AttendanceRow[]> {
    return this.change(targets, actor, (record, _session, name) => {
      if (record.scannedInAt) {
        throw conflict('SCANNED_IN', `${name} has scanned in for this session: cancel the scan first`);
      }
      record.absent = true;
    });
  }

  noScanOut(targets: TargetDto[], actor: Actor): Promise<AttendanceRow[]> {
    return this.change(targets, actor, (record, _session, name) => {
      if (!record.scannedInAt) throw conflict('NOT_SCANNED_IN', `${name} has not scanned in`);
      if (record.scannedOutAt) throw conflict('ALREADY_SCANNED_OUT', `${name} is already scanned out`);
      record.noScanOut = true;
    });
  }

  /** Setting "no points" tells the participant by e-mail; clearing it does not. */
  async noPoints(targets: TargetDto[], value: boolean, actor: Actor): Promise<AttendanceRow[]> {
    const told: Attendance[] = [];
    return this.change(
      targets,
      actor,
      (record) => {
        if (value && !record.noPoints) told.push(record);
        record.noPoints = value;
      },
      async () => {
        await this.mails.queue(
          'no-points',
          told.map((record) => record.id),
        );
      },
    );
  }

  extended(targets: TargetDto[], value: boolean, actor: Actor): Promise<AttendanceRow[]> {
    return this.change(targets, actor, (record) => {
      record.extended = value;
    });
  }

  verify(targets: TargetDto[], verified: boolean, actor: Actor): Promise<AttendanceRow[]> {
    return this.change(targets, actor, (record) => {
      record.verification = verified ? Verification.Verified : Verification.Unverified;
    });
  }

  /** Records every session of the seats as attended, with the session's own times where none was scanned. */
  async eventAttended(
    eventId: number,
    registrationEventIds: number[],
    actor: Actor,
  ): Promise<AttendanceRow[]> {
    await this.access.assertEvent(eventId, actor.ability, 'update');
    const sessions = await this.execute<{ id: number }>('select id from event_session where event_id = ?', [
      eventId,
    ]);
    if (sessions.length === 0) throw conflict('NO_SESSIONS', 'This event has no sessions');
    const seats = await this.execute<{ id: number }>(
      `select id from registration_event where event_id = ? and id in (${sqlPlaceholders(registrationEventIds)})
          and status in ${REGISTERED_SQL}`,
      [eventId, ...registrationEventIds],
    );
    const found = new Set(seats.map((seat) => seat.id));
    const missing = registrationEventIds.find((id) => !found.has(id));
    if (missing !== undefined) throw fieldError('registrationEventIds', `Seat ${missing}: ${NOT_REGISTERED}`);
    const targets = registrationEventIds.flatMap((registrationEventId) =>
      sessions.map((session) => ({ registrationEventId, sessionId: session.id })),
    );
    return this.change(targets, actor, (record, session) => {
      record.absent = false;
      if (!record.scannedInAt) {
        Object.assign(record, {
          scannedInAt: session.startsAt,
          scanInMethod: ScanMethod.Manual,
          scannedInById: actor.user.id,
          late: false,
        });
      }
      if (!record.scannedOutAt && !record.noScanOut) {
        Object.assign(record, {
          scannedOutAt: session.endsAt,
          scanOutMethod: ScanMethod.Manual,
          scannedOutById: actor.user.id,
        });
      }
    });
  }

  /**
   * Sets each seat's registration-event status from its sessions: Attended when every session is
   * attended, back to Confirmed when one no longer is. Rescheduled and other seats are left alone.
   */
  async settleSeats(registrationEventIds: readonly number[]): Promise<{ id: number; status: string }[]> {
    if (registrationEventIds.length === 0) return [];
    return this.execute<{ id: number; status: string }>(
      `update registration_event re
          set status = case
                when exists (select 1 from event_session s where s.event_id = re.event_id)
                 and not exists (
                       select 1 from event_session s
                         left join attendance a on a.registration_event_id = re.id and a.session_id = s.id
                        where s.event_id = re.event_id and not ${ATTENDED_SQL})
                then 'Attended' else 'Confirmed' end,
              updated_at = now()
        where re.id in (${sqlPlaceholders(registrationEventIds)}) and re.status in ${REGISTERED_SQL}
        returning re.id, re.status`,
      [...registrationEventIds],
    );
  }

  async changeOne(target: TargetDto, actor: Actor, apply: Change): Promise<AttendanceRow> {
    const [row] = await this.change([target], actor, apply);
    return row;
  }

  /**
   * Applies one change to many seat-session pairs in one transaction: every pair is checked first
   * (registered seat, session of its event, event the actor reaches), records are made where none
   * exist and locked, and the seats' statuses settle before commit.
   */
  private async change(
    targets: TargetDto[],
    actor: Actor,
    apply: Change,
    afterChange?: () => Promise<void>,
  ): Promise<AttendanceRow[]> {
    const checked = await this.checkedTargets(targets, actor);
    const ids = await this.em.transactional(async () => {
      await this.execute(
        `insert into attendance (registration_event_id, session_id, event_id, participant_id)
         select re.id, s.id, re.event_id, re.participant_id
           from registration_event re join event_session s on s.event_id = re.event_id
          where (re.id, s.id) in (${checked.map(() => '(?, ?)').join(', ')})
         on conflict (registration_event_id, session_id) do nothing`,
        checked.flatMap((target) => [target.registrationEventId, target.sessionId]),
      );
      const records = await this.em.find(
        Attendance,
        { $or: checked.map(({ registrationEventId, sessionId }) => ({ registrationEventId, sessionId })) },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
      );
      const byPair = new Map(
        records.map((record) => [`${record.registrationEventId}:${record.sessionId}`, record]),
      );
      for (const target of checked) {
        apply(byPair.get(`${target.registrationEventId}:${target.sessionId}`)!, target.session, target.name);
      }
      await this.em.flush();
      await this.settleSeats([...new Set(checked.map((target) => target.registrationEventId))]);
      await afterChange?.();
      return records.map((record) => record.id);
    });
    return this.rows.list({ attendanceIds: ids }, viewerOf(actor.ability));
  }

  private async checkedTargets(targets: TargetDto[], actor: Actor) {
    const seatIds = [...new Set(targets.map((target) => target.registrationEventId))];
    const sessionIds = [...new Set(targets.map((target) => target.sessionId))];
    const seats = await this.execute<{ id: number; event_id: number; status: string; name: string }>(
      `select re.id, re.event_id, re.status, p.first_name || ' ' || p.last_name as name
         from registration_event re join participant p on p.id = re.participant_id
        where re.id in (${sqlPlaceholders(seatIds)})`,
      seatIds,
    );
    const sessions = await this.execute<{ id: number; event_id: number; starts_at: Date; ends_at: Date }>(
      `select id, event_id, starts_at, ends_at from event_session where id in (${sqlPlaceholders(sessionIds)})`,
      sessionIds,
    );
    const seatById = new Map(seats.map((seat) => [seat.id, seat]));
    const sessionById = new Map(sessions.map((session) => [session.id, session]));
    const checked = targets.map((target, index) => {
      const seat = seatById.get(target.registrationEventId);
      const session = sessionById.get(target.sessionId);
      if (!seat)
        throw fieldError(
          `items.${index}.registrationEventId`,
          `Seat ${target.registrationEventId} not found`,
        );
      if (!session) throw fieldError(`items.${index}.sessionId`, `Session ${target.sessionId} not found`);
      if (session.event_id !== seat.event_id) {
        throw fieldError(
          `items.${index}.sessionId`,
          `Session ${session.id} is not a session of the seat's event`,
        );
      }
      if (!isRegistered(seat.status)) {
        throw conflict('NOT_REGISTERED', `${seat.name}: ${NOT_REGISTERED}`);
      }
      return {
        ...target,
        name: seat.name,
        session: { startsAt: sqlDate(session.starts_at), endsAt: sqlDate(session.ends_at) },
      };
    });
    for (const eventId of new Set(seats.map((seat) => seat.event_id))) {
      await this.access.assertEvent(eventId, actor.ability, 'update');
    }
    return checked;
  }

  private assertScanningOpen(session: ScanSession, now: Date): void {
    const opens = new Date(session.startsAt.getTime() - this.config.attendance.scanOpensMinutes * MINUTE);
    if (now < opens) {
      throw conflict('SCANNING_NOT_OPEN', `Scanning for this session opens at ${singaporeTime(opens)}`);
    }
    if (now > session.endsAt) {
      throw conflict(
        'SESSION_ENDED',
        'This session has ended: enter the scan-in time on the attendance list instead',
      );
    }
  }

  /** The answer, from what the scan's statements returned: no read after commit. */
  private scanResult(
    record: ScannedRecord & { line_status?: string },
    session: ScanSession,
    seat: Seat,
    message: string,
    actor: Actor,
  ): ScanResult {
    const { match } = seat;
    const row = this.rows.toRow(
      {
        ...record,
        reg_no: match.reg_no ?? '',
        line_status: (record.line_status ?? match.status) as RawRow['line_status'],
        reschedule_kind: match.reschedule_kind as RawRow['reschedule_kind'],
        first_name: match.first_name,
        last_name: match.last_name,
        nric: match.nric,
        mobile_no: match.mobile_no,
        email: match.email,
        starts_at: session.startsAt,
        ends_at: session.endsAt,
      },
      viewerOf(actor.ability),
    );
    const counts: ScanCounts = {
      registered: record.registered,
      scannedIn: record.scanned_in,
      scannedOut: record.scanned_out,
    };
    return { row, eventTitle: session.eventTitle, message, counts };
  }

  private execute<T extends object>(sql: string, params: readonly unknown[]): Promise<T[]> {
    return queryRows<T>(this.em, sql, params);
  }
}
