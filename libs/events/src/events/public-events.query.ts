import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { currentTime, notFound, queryRows, sqlDate, sqlDateOrNull, sqlPlaceholders } from '@app/core';
import { type PublicEventResponse, type TimeFilter } from './event.dto';
import { EventStatus } from './event.entity';
import { SeatAvailability } from './seat-availability';

/** Which published events a public list shows. */
export interface PublicEventFilter {
  id?: number;
  familyCodes?: string[];
  courseId?: number;
  resTypeCode?: string;
  /** A RES paper's code (P1, P2): revision and refresher events for that paper. */
  resPaperCode?: string;
  /** Singapore dates; `to` is exclusive. */
  from?: string;
  to?: string;
  time?: TimeFilter;
}

interface Row {
  id: number;
  course_id: number;
  title: string;
  venue_id: number;
  capacity: number;
  fee_cents: number;
  venue_name: string;
  fees: PublicEventResponse['fees'];
  seats_left: number;
  starts_at: string | null;
  ends_at: string | null;
  registration_closes_on: string | null;
  res_paper_id: number | null;
  res_paper_name: string | null;
  res_kind: string | null;
  sessions: { id: number; eventId: number; startsAt: string; endsAt: string; timeslotId: number | null }[];
}

/** The spec's time filter on the event's first start (`starts_at`) and last end (`ends_at`). */
const TIME_SQL: Record<TimeFilter, string> = {
  Upcoming: 'e.starts_at > ?',
  Past: 'e.ends_at < ?',
  Ongoing: 'e.starts_at <= ? and e.ends_at >= ?',
  'Upcoming & Ongoing': 'e.ends_at >= ?',
  All: '',
};

const singaporeMidnight = (date: string): Date => new Date(`${date}T00:00:00+08:00`);

/**
 * The public site's event lists and event page, in one statement each: the events with their venue
 * name, fees (with participant-type names), sessions and seats left, aggregated by PostgreSQL, so
 * no entity is hydrated for a page that only shows them. The answer keeps `toPublicEvent`'s shape.
 */
@Injectable()
export class PublicEventsQuery {
  constructor(
    private readonly em: EntityManager,
    private readonly seats: SeatAvailability,
  ) {}

  async list(filter: PublicEventFilter, now = currentTime()): Promise<PublicEventResponse[]> {
    const taken = this.seats.seatsTakenSql('e.id');
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (condition: string, ...values: unknown[]): void => {
      where.push(condition);
      params.push(...values);
    };
    add('e.published and e.status = ?', EventStatus.Active);
    // The event page shows any published event; lists show those not yet started unless told.
    const time = filter.id === undefined ? (filter.time ?? 'Upcoming') : 'All';
    if (TIME_SQL[time])
      add(
        TIME_SQL[time],
        ...TIME_SQL[time]
          .split('?')
          .slice(1)
          .map(() => now),
      );
    if (filter.from) add('e.starts_at >= ?', singaporeMidnight(filter.from));
    if (filter.to) add('e.starts_at < ?', singaporeMidnight(filter.to));
    if (filter.id !== undefined) add('e.id = ?', filter.id);
    if (filter.courseId !== undefined) add('e.course_id = ?', filter.courseId);
    if (filter.familyCodes) {
      add(
        `c.course_type_id in (select id from course_type where code in (${sqlPlaceholders(filter.familyCodes)}))`,
        ...filter.familyCodes,
      );
    }
    if (filter.resTypeCode) {
      add('c.res_type_id in (select id from res_type where code = ?)', filter.resTypeCode.toUpperCase());
    }
    if (filter.resPaperCode) {
      add('e.res_paper_id in (select id from res_paper where code = ?)', filter.resPaperCode.toUpperCase());
    }
    const rows = await queryRows<Row>(
      this.em,
      `select e.id, e.course_id, e.title, e.venue_id, e.capacity, e.fee_cents,
              coalesce(v.name, '') as venue_name,
              coalesce((select json_agg(json_build_object(
                          'participantTypeId', f.participant_type_id,
                          'participantTypeName', coalesce(pt.name, ''),
                          'feeCents', f.fee_cents) order by f.id)
                          from event_fee f left join participant_type pt on pt.id = f.participant_type_id
                         where f.event_id = e.id), '[]') as fees,
              greatest(e.capacity - ${taken.sql}, 0) as seats_left,
              e.starts_at, e.ends_at, e.registration_closes_on,
              e.res_paper_id, rp.name as res_paper_name, rt.name as res_kind,
              coalesce((select json_agg(json_build_object(
                          'id', s.id, 'eventId', s.event_id, 'startsAt', s.starts_at, 'endsAt', s.ends_at,
                          'timeslotId', s.timeslot_id) order by s.starts_at, s.id)
                          from event_session s where s.event_id = e.id), '[]') as sessions
         from event e
         join course c on c.id = e.course_id
         left join venue v on v.id = e.venue_id
         left join res_paper rp on rp.id = e.res_paper_id
         left join res_type rt on rt.id = c.res_type_id
        where ${where.join(' and ')}
        order by e.starts_at, e.id
        limit 200`,
      [...taken.params, ...params],
    );
    return rows.map(toResponse);
  }

  async one(id: number): Promise<PublicEventResponse> {
    const [event] = await this.list({ id });
    if (!event) throw notFound(`Event ${id}`);
    return event;
  }
}

/** Timestamps come back as text (in rows and inside JSON); the api answers with Dates, as before. */
const toResponse = (row: Row): PublicEventResponse => ({
  id: row.id,
  courseId: row.course_id,
  title: row.title,
  venueId: row.venue_id,
  capacity: row.capacity,
  feeCents: row.fee_cents,
  venueName: row.venue_name,
  fees: row.fees,
  seatsLeft: row.seats_left,
  startsAt: sqlDateOrNull(row.starts_at),
  endsAt: sqlDateOrNull(row.ends_at),
  registrationClosesOn: row.registration_closes_on,
  resPaperId: row.res_paper_id,
  resPaperName: row.res_paper_name,
  resKind: row.res_kind,
  sessions: row.sessions.map((session) => ({
    id: session.id,
    eventId: session.eventId,
    startsAt: sqlDate(session.startsAt),
    endsAt: sqlDate(session.endsAt),
    timeslotId: session.timeslotId,
  })),
});
