import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FilterQuery } from '@mikro-orm/core';
import {
  currentTime,
  escapeLike,
  fieldError,
  findPage,
  notFound,
  type Page,
  type PageQueryDto,
  queryRows,
  singaporeDate,
  sqlDateOrNull,
  sqlPlaceholders,
} from '@app/core';
import { Event, EventStatus, type TimeFilter, timeCondition } from '@app/events';
import { RegistrationEvent, RegistrationEventStatus } from '@app/registration';
import { AttendanceAccess } from './attendance-access';
import { ATTENDANCE_RESULTS, type AttendanceResult, attendanceResult } from './attendance-result';
import { AttendanceRows, LISTED_STATUSES, type LoadedRow, REGISTERED_SQL } from './attendance-rows';
import { viewerOf } from '@app/people';
import { type Actor } from './actor';
import {
  type AttendanceEvent,
  type AttendancePass,
  type AttendanceRow,
  type AttendanceSummary,
  type RegisteredSeat,
  type SeatAttendance,
  type SessionSummary,
  type TodaySession,
} from './attendance.view';
import { type ScanCode, readScanCode } from './scan-code';
import { SeatFinder } from './seat-finder';

export type EventListKind = 'all' | 'past' | 'upcoming' | 'current';

const TIME_OF_KIND: Record<EventListKind, TimeFilter> = {
  all: 'All',
  past: 'Past',
  upcoming: 'Upcoming',
  current: 'Ongoing',
};

interface EventFacts {
  id: number;
  title: string;
  course_title: string;
  venue_name: string;
  starts_at: Date | null;
  ends_at: Date | null;
  session_count: string;
  registered: string;
  attended: string;
  verified: string;
}

const toAttendanceEvent = (row: EventFacts): AttendanceEvent => ({
  eventId: row.id,
  title: row.title,
  courseTitle: row.course_title,
  venueName: row.venue_name,
  startsAt: sqlDateOrNull(row.starts_at),
  endsAt: sqlDateOrNull(row.ends_at),
  sessionCount: Number(row.session_count),
  registered: Number(row.registered),
  attended: Number(row.attended),
  verified: Number(row.verified),
});

/** The attendance screens' reads: event lists, today's sessions, an event's seats and its summary. */
@Injectable()
export class AttendanceLists {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AttendanceAccess,
    private readonly rows: AttendanceRows,
    private readonly seats: SeatFinder,
  ) {}

  async events(kind: EventListKind, query: PageQueryDto, actor: Actor): Promise<Page<AttendanceEvent>> {
    return this.eventPage(query, actor, timeCondition(TIME_OF_KIND[kind], currentTime()), kind === 'past');
  }

  /** Events with at least one verified record. */
  async verifiedEvents(query: PageQueryDto, actor: Actor): Promise<Page<AttendanceEvent>> {
    const ids = await queryRows<{ event_id: number }>(
      this.em,
      'select distinct event_id from attendance where verification = 20',
      [],
    );
    return this.eventPage(query, actor, { id: { $in: ids.map((row) => row.event_id) } }, true);
  }

  /** Sessions that run during today's Singapore date, for the scanning screen's picker. */
  async todaySessions(actor: Actor): Promise<TodaySession[]> {
    const scope = await this.access.eventIds(actor.ability, actor.user.id, 'read');
    if (scope?.length === 0) return [];
    // A session still running from the evening before stays on the scanning list after midnight.
    const today = singaporeDate();
    return this.rows.sessions(
      `s.starts_at < (?::date + 1)::timestamp at time zone 'Asia/Singapore'
       and s.ends_at > ?::date::timestamp at time zone 'Asia/Singapore' and e.status = 'Active'
       ${scope ? `and e.id in (${sqlPlaceholders(scope)})` : ''}`,
      [today, today, ...(scope ?? [])],
    );
  }

  async summary(eventId: number, actor: Actor): Promise<AttendanceSummary> {
    await this.access.assertEvent(eventId, actor.ability, 'read');
    const [event] = await this.eventFacts([eventId]);
    const rows = await this.rows.list({ eventId }, viewerOf(actor.ability));
    const sessions = new Map<number, SessionSummary>();
    for (const row of rows) {
      const session = sessions.get(row.sessionId) ?? {
        sessionId: row.sessionId,
        startsAt: row.sessionStartsAt,
        endsAt: row.sessionEndsAt,
        registered: 0,
        scannedIn: 0,
        scannedOut: 0,
        late: 0,
        absent: 0,
        verified: 0,
      };
      if (row.lineStatus !== RegistrationEventStatus.Rescheduled) session.registered += 1;
      if (row.scannedInAt) session.scannedIn += 1;
      if (row.scannedOutAt) session.scannedOut += 1;
      if (row.late) session.late += 1;
      if (row.absent) session.absent += 1;
      if (row.verification === 20) session.verified += 1;
      sessions.set(row.sessionId, session);
    }
    const results = Object.fromEntries(
      [...ATTENDANCE_RESULTS, 'Pending'].map((result) => [result, 0]),
    ) as Record<AttendanceResult | 'Pending', number>;
    for (const seat of this.bySeat(rows, sqlDateOrNull(event.ends_at)))
      results[seat.result ?? 'Pending'] += 1;
    return {
      event: toAttendanceEvent(event),
      sessions: [...sessions.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()),
      results,
    };
  }

  /** A page of an event's seats at one session: the one running or next, unless named. */
  async eventRowsPage(
    eventId: number,
    query: PageQueryDto & { sessionId?: number },
    actor: Actor,
  ): Promise<Page<AttendanceRow>> {
    await this.access.assertEvent(eventId, actor.ability, 'read');
    const sessionId = query.sessionId ?? (await this.defaultSession(eventId));
    const filters: FilterQuery<RegistrationEvent>[] = [{ eventId, status: { $in: [...LISTED_STATUSES] } }];
    const keyword = query.keyword?.trim();
    if (keyword) filters.push({ id: { $in: await this.seatsMatching(eventId, keyword) } });
    const page = await findPage(this.em, RegistrationEvent, query, {
      where: { $and: filters },
      searchFields: [],
      sortable: ['id', 'createdAt', 'status'],
      defaultSort: { id: 'asc' },
      map: (seat) => seat.id,
    });
    const rows =
      sessionId === undefined
        ? []
        : await this.rows.list({ registrationEventIds: page.items, sessionId }, viewerOf(actor.ability));
    const order = new Map(page.items.map((id, index) => [id, index]));
    return {
      ...page,
      items: rows.sort((a, b) => order.get(a.registrationEventId)! - order.get(b.registrationEventId)!),
    };
  }

  async eventRows(eventId: number, sessionId: number | undefined, actor: Actor): Promise<AttendanceRow[]> {
    await this.access.assertEvent(eventId, actor.ability, 'read');
    return this.rows.list({ eventId, sessionId }, viewerOf(actor.ability));
  }

  async verifiedSessionRows(sessionId: number, actor: Actor): Promise<AttendanceRow[]> {
    const [session] = await queryRows<{ event_id: number }>(
      this.em,
      'select event_id from event_session where id = ?',
      [sessionId],
    );
    if (!session) throw notFound(`Session ${sessionId}`);
    await this.access.assertEvent(session.event_id, actor.ability, 'read');
    return this.rows.list({ sessionId, verifiedOnly: true }, viewerOf(actor.ability));
  }

  async record(attendanceId: number, actor: Actor): Promise<AttendanceRow> {
    const row = await this.rows.one({ attendanceIds: [attendanceId] }, viewerOf(actor.ability));
    if (!row) throw notFound(`Attendance ${attendanceId}`);
    await this.access.assertEvent(row.eventId, actor.ability, 'read');
    return row;
  }

  async seat(registrationEventId: number, actor: Actor): Promise<SeatAttendance> {
    const [seat] = await queryRows<{ event_id: number }>(
      this.em,
      'select event_id from registration_event where id = ?',
      [registrationEventId],
    );
    if (!seat) throw notFound(`Seat ${registrationEventId}`);
    await this.access.assertEvent(seat.event_id, actor.ability, 'read');
    return this.seatAttendance(seat.event_id, registrationEventId, actor);
  }

  /** The seat at an event a NRIC/FIN or mobile number names, with its sessions. */
  async seatByCode(eventId: number, code: ScanCode, actor: Actor): Promise<SeatAttendance> {
    await this.access.assertEvent(eventId, actor.ability, 'read');
    const seat = await this.seats.find(eventId, code);
    return this.seatAttendance(eventId, seat.id, actor);
  }

  /** Every registered seat of the people with this NRIC/FIN or mobile number, at events the user reaches. */
  async registeredSeats(code: ScanCode, actor: Actor): Promise<RegisteredSeat[]> {
    const scope = await this.access.eventIds(actor.ability, actor.user.id, 'read');
    if (scope?.length === 0) return [];
    const column = code.kind === 'nric' ? 'p.nric' : 'p.mobile_no';
    const rows = await queryRows<{
      id: number;
      reg_no: string;
      status: RegisteredSeat['status'];
      participant_id: number;
      name: string;
      event_id: number;
      title: string;
      starts_at: Date | null;
      ends_at: Date | null;
    }>(
      this.em,
      `select re.id, r.reg_no, re.status, p.id as participant_id, p.first_name || ' ' || p.last_name as name,
              e.id as event_id, e.title, e.starts_at, e.ends_at
         from participant p
         join registration_event re on re.participant_id = p.id and re.status in ${REGISTERED_SQL}
         join registration r on r.id = re.registration_id
         join event e on e.id = re.event_id
        where ${column} = ? and p.status = 'Active'
          ${scope ? `and e.id in (${sqlPlaceholders(scope)})` : ''}
        order by e.starts_at desc nulls last, re.id`,
      [code.value, ...(scope ?? [])],
    );
    return rows.map((row) => ({
      registrationEventId: row.id,
      regNo: row.reg_no,
      status: row.status,
      participantId: row.participant_id,
      participantName: row.name,
      eventId: row.event_id,
      eventTitle: row.title,
      eventStartsAt: sqlDateOrNull(row.starts_at),
      eventEndsAt: sqlDateOrNull(row.ends_at),
    }));
  }

  /** A seat's pass by its code: the participant's first name and their sessions, nothing more. */
  async pass(input: string): Promise<AttendancePass> {
    const code = readScanCode(input);
    if (code.kind !== 'code') throw fieldError('code', 'Give the code printed under the QR');
    const [seat] = await queryRows<{
      id: number;
      status: AttendancePass['status'];
      first_name: string;
      event_id: number;
    }>(
      this.em,
      `select re.id, re.status, p.first_name, re.event_id
         from registration_event re join participant p on p.id = re.participant_id
        where re.attendance_code = ?`,
      [code.value],
    );
    if (!seat) throw notFound('This pass');
    const [event] = await this.eventFacts([seat.event_id]);
    const rows = await this.rows.list(
      { registrationEventIds: [seat.id], statuses: [seat.status] },
      { revealPersonalData: false },
    );
    return {
      firstName: seat.first_name,
      eventTitle: event.title,
      venueName: event.venue_name,
      status: seat.status,
      sessions: rows.map((row) => ({
        startsAt: row.sessionStartsAt,
        endsAt: row.sessionEndsAt,
        scannedInAt: row.scannedInAt,
        scannedOutAt: row.scannedOutAt,
      })),
    };
  }

  private async seatAttendance(
    eventId: number,
    registrationEventId: number,
    actor: Actor,
  ): Promise<SeatAttendance> {
    const [event] = await this.eventFacts([eventId]);
    const rows = await this.rows.list(
      { registrationEventIds: [registrationEventId] },
      viewerOf(actor.ability),
    );
    const [seat] = this.bySeat(rows, sqlDateOrNull(event.ends_at));
    if (!seat) throw notFound(`Seat ${registrationEventId}`);
    const first = seat.rows[0];
    return {
      registrationEventId,
      regNo: first.regNo,
      status: first.lineStatus,
      result: seat.result,
      eventId,
      eventTitle: event.title,
      participantId: first.participantId,
      participantName: first.participantName,
      rows: seat.rows,
    };
  }

  /** Rows grouped by seat (rows arrive ordered by seat), each with its attendance result. */
  private bySeat(rows: LoadedRow[], eventEndsAt: Date | null) {
    const seats = new Map<number, LoadedRow[]>();
    for (const row of rows)
      seats.set(row.registrationEventId, [...(seats.get(row.registrationEventId) ?? []), row]);
    const eventEnded = eventEndsAt !== null && eventEndsAt < currentTime();
    return [...seats.values()].map((seatRows) => ({
      rows: seatRows,
      result: attendanceResult({
        status: seatRows[0].lineStatus,
        rescheduleKind: seatRows[0].rescheduleKind,
        sessions: seatRows,
        eventEnded,
      }),
    }));
  }

  private async eventPage(
    query: PageQueryDto,
    actor: Actor,
    condition: Record<string, unknown>,
    newestFirst: boolean,
  ): Promise<Page<AttendanceEvent>> {
    const scope = await this.access.eventIds(actor.ability, actor.user.id, 'read');
    const filters: FilterQuery<Event>[] = [{ status: EventStatus.Active }, condition];
    if (scope) filters.push({ id: { $in: scope } });
    const page = await findPage(this.em, Event, query, {
      where: { $and: filters },
      searchFields: ['title'],
      sortable: ['startsAt', 'endsAt', 'title'],
      defaultSort: { startsAt: newestFirst ? 'desc' : 'asc', id: 'asc' },
      map: (event) => event.id,
    });
    const facts = new Map((await this.eventFacts(page.items)).map((row) => [row.id, row]));
    return { ...page, items: page.items.map((id) => toAttendanceEvent(facts.get(id)!)) };
  }

  private async eventFacts(ids: readonly number[]): Promise<EventFacts[]> {
    if (ids.length === 0) return [];
    return queryRows<EventFacts>(
      this.em,
      `select e.id, e.title, c.title as course_title, v.name as venue_name, e.starts_at, e.ends_at,
              (select count(*) from event_session s where s.event_id = e.id) as session_count,
              (select count(*) from registration_event re
                where re.event_id = e.id and re.status in ${REGISTERED_SQL}) as registered,
              (select count(*) from registration_event re
                where re.event_id = e.id and re.status = 'Attended') as attended,
              (select count(*) from attendance a where a.event_id = e.id and a.verification = 20) as verified
         from event e
         join course c on c.id = e.course_id
         join venue v on v.id = e.venue_id
        where e.id in (${sqlPlaceholders(ids)})`,
      ids,
    );
  }

  /** The session running now, else the next one, else the last. */
  private async defaultSession(eventId: number): Promise<number | undefined> {
    const [session] = await queryRows<{ id: number }>(
      this.em,
      `select id from event_session where event_id = ?
        order by case when ends_at >= ? then 0 else 1 end,
                 case when ends_at >= ? then starts_at end asc,
                 starts_at desc
        limit 1`,
      [eventId, currentTime(), currentTime()],
    );
    return session?.id;
  }

  private async seatsMatching(eventId: number, keyword: string): Promise<number[]> {
    const like = `%${escapeLike(keyword)}%`;
    const rows = await queryRows<{ id: number }>(
      this.em,
      `select re.id from registration_event re
         join participant p on p.id = re.participant_id
         join registration r on r.id = re.registration_id
        where re.event_id = ?
          and (p.first_name || ' ' || p.last_name ilike ? or p.email ilike ? or p.mobile_no like ?
               or upper(p.nric) = upper(?) or r.reg_no ilike ?)`,
      [eventId, like, like, like, keyword, like],
    );
    return rows.map((row) => row.id);
  }
}
