import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  AppConfig,
  conflict,
  currentTime,
  fieldError,
  notFound,
  queryRows,
  singaporeTime,
  sqlDate,
  sqlPlaceholders,
} from '@app/core';
import { viewerOf } from '@app/people';
import { type Actor } from './actor';
import { AttendanceAccess } from './attendance-access';
import { ATTENDED_SQL, AttendanceRows, REGISTERED_SQL, isRegistered } from './attendance-rows';
import { NOT_REGISTERED } from './seat-finder';
import { Attendance, ScanMethod, Verification } from './attendance.entity';
import { AttendanceMails } from './attendance-mails.service';
import { type AttendanceRow, type ScanCounts, type ScanResult } from './attendance.view';
import { type TargetDto } from './attendance.dto';
import { type ScanCode, readScanCode } from './scan-code';
import { SeatFinder } from './seat-finder';

export const ALREADY_SCANNED = 'Participant is already scanned';
export const NOT_SCANNED_IN = 'Participant has not scanned in';
export const ALREADY_SCANNED_OUT = 'Participant is already scanned out';

interface SessionFacts {
  id: number;
  eventId: number;
  eventTitle: string;
  startsAt: Date;
  endsAt: Date;
}

const METHOD: Record<ScanCode['kind'], ScanMethod> = {
  code: ScanMethod.Code,
  nric: ScanMethod.Nric,
  mobile: ScanMethod.Mobile,
};

const MINUTE = 60_000;

type SessionTimes = Pick<SessionFacts, 'startsAt' | 'endsAt'>;

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
    private readonly seats: SeatFinder,
  ) {}

  async scanIn(sessionId: number, input: string, actor: Actor): Promise<ScanResult> {
    const code = readScanCode(input);
    const session = await this.session(sessionId);
    await this.access.assertEvent(session.eventId, actor.ability, 'update');
    const seat = await this.seats.find(session.eventId, code);
    const now = currentTime();
    this.assertScanningOpen(session, now);
    const late = this.isLate(now, session.startsAt);
    const id = await this.em.transactional(async () => {
      // One statement decides the race between scanners: only a record without a scan-in takes one.
      const [row] = await this.execute<{ id: number }>(
        `insert into attendance (registration_event_id, session_id, event_id, participant_id, scanned_in_at,
                                 scan_in_method, scanned_in_by_id, late)
         values (?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (registration_event_id, session_id) do update
            set scanned_in_at = excluded.scanned_in_at, scan_in_method = excluded.scan_in_method,
                scanned_in_by_id = excluded.scanned_in_by_id, late = excluded.late, absent = false,
                updated_at = now()
          where attendance.scanned_in_at is null
         returning id`,
        [
          seat.id,
          session.id,
          session.eventId,
          seat.participantId,
          now,
          METHOD[code.kind],
          actor.user.id,
          late,
        ],
      );
      if (!row) throw conflict('ALREADY_SCANNED', ALREADY_SCANNED);
      await this.mails.queue('scan-in', [row.id]);
      return row.id;
    });
    const minutes = Math.round((now.getTime() - session.startsAt.getTime()) / MINUTE);
    const message = late ? `Scanned in ${minutes} minutes late` : 'Scanned in on time';
    return this.scanResult(id, session, message, actor);
  }

  async scanOut(sessionId: number, input: string, actor: Actor): Promise<ScanResult> {
    const code = readScanCode(input);
    const session = await this.session(sessionId);
    await this.access.assertEvent(session.eventId, actor.ability, 'update');
    const seat = await this.seats.find(session.eventId, code);
    const id = await this.em.transactional(async () => {
      const [row] = await this.execute<{ id: number }>(
        `update attendance
            set scanned_out_at = ?, scan_out_method = ?, scanned_out_by_id = ?, updated_at = now()
          where registration_event_id = ? and session_id = ?
            and scanned_in_at is not null and scanned_out_at is null and not absent
         returning id`,
        [currentTime(), METHOD[code.kind], actor.user.id, seat.id, session.id],
      );
      if (!row) {
        const record = await this.em.findOne(Attendance, {
          registrationEventId: seat.id,
          sessionId: session.id,
        });
        throw conflict(
          record?.scannedOutAt ? 'ALREADY_SCANNED_OUT' : 'NOT_SCANNED_IN',
          record?.scannedOutAt ? ALREADY_SCANNED_OUT : NOT_SCANNED_IN,
        );
      }
      await this.settleSeats([seat.id]);
      await this.mails.queue('scan-out', [row.id]);
      return row.id;
    });
    return this.scanResult(id, session, 'Scanned out', actor);
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
  async settleSeats(registrationEventIds: readonly number[]): Promise<void> {
    if (registrationEventIds.length === 0) return;
    await this.execute(
      `update registration_event re
          set status = case
                when exists (select 1 from event_session s where s.event_id = re.event_id)
                 and not exists (
                       select 1 from event_session s
                         left join attendance a on a.registration_event_id = re.id and a.session_id = s.id
                        where s.event_id = re.event_id and not ${ATTENDED_SQL})
                then 'Attended' else 'Confirmed' end,
              updated_at = now()
        where re.id in (${sqlPlaceholders(registrationEventIds)}) and re.status in ${REGISTERED_SQL}`,
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

  private assertScanningOpen(session: SessionFacts, now: Date): void {
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

  async session(sessionId: number): Promise<SessionFacts> {
    const [session] = await this.execute<{
      id: number;
      event_id: number;
      title: string;
      starts_at: Date;
      ends_at: Date;
    }>(
      `select s.id, s.event_id, e.title, s.starts_at, s.ends_at
         from event_session s join event e on e.id = s.event_id where s.id = ?`,
      [sessionId],
    );
    if (!session) throw notFound(`Session ${sessionId}`);
    return {
      id: session.id,
      eventId: session.event_id,
      eventTitle: session.title,
      startsAt: sqlDate(session.starts_at),
      endsAt: sqlDate(session.ends_at),
    };
  }

  private async scanResult(
    id: number,
    session: SessionFacts,
    message: string,
    actor: Actor,
  ): Promise<ScanResult> {
    const row = await this.rows.one({ attendanceIds: [id] }, viewerOf(actor.ability));
    if (!row) throw notFound(`Attendance ${id}`);
    return { row, eventTitle: session.eventTitle, message, counts: await this.counts(session.id) };
  }

  private async counts(sessionId: number): Promise<ScanCounts> {
    const [{ registered, scannedIn, scannedOut }] = await this.rows.sessions('s.id = ?', [sessionId]);
    return { registered, scannedIn, scannedOut };
  }

  private execute<T extends object>(sql: string, params: readonly unknown[]): Promise<T[]> {
    return queryRows<T>(this.em, sql, params);
  }
}
