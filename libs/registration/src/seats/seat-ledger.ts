import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict, currentTime, queryRows, sourcesChanged } from '@app/core';
import { SEATS_SOURCE, SeatAvailability, type SqlFragment } from '@app/events';

export interface SeatRequest {
  eventId: number;
  eventTitle: string;
  participantId: number;
}

/**
 * Ids as one PostgreSQL array literal for an `?::int[]` parameter: knex would spread a JS array
 * into a list, and one parameter keeps the statement's text the same for any number of ids.
 */
export const pgIntArray = (ids: Iterable<number>): string =>
  `{${[...ids].map((id) => Math.trunc(id)).join(',')}}`;

/** The statuses a freed seat may take: it was refunded, voided, or moved to another event. */
export type FreedSeatStatus = 'Refunded' | 'Voided' | 'Rescheduled';

/** Registration-event statuses that hold a seat (and count in `event.seats_taken`). */
export const SEAT_HOLDING_SQL = `('Draft', 'Confirmed', 'Attended')`;

/** The events of an int-array parameter: which events {@link lockAndRelease} locks, by default. */
const EVENTS_GIVEN = 'id = any(?::int[])';

/**
 * Locks the events `which` names (a condition on `event`; by default those of an int-array
 * parameter) in id order, so two carts never deadlock, and gives back their drafts whose hold ran
 * out at the business time (the next two parameters): voided, and the counters lowered. A CTE
 * chain the statements below start with; `released` lists the event of each seat given back.
 */
const lockAndRelease = (which = EVENTS_GIVEN): string => `
  locked as materialized (
    select id, capacity from event where ${which} order by id for no key update),
  released as (
    update registration_event re set status = 'Voided', updated_at = ?
      from registration r
     where r.id = re.registration_id and re.event_id in (select id from locked)
       and re.status = 'Draft' and r.payment_status = 'unpaid' and r.hold_expires_at <= ?
     returning re.id, re.event_id)`;

/** Within {@link SeatLedger.taking}'s statement: whether every requested seat was counted in. */
export const ALL_TAKEN = `((select count(*) from counted) = (select count(*) from wanted))`;

/** Within {@link SeatLedger.taking}'s statement, selected `from wanted w`: per event, whether its seats were counted in. */
export const TAKEN_PER_EVENT = `w.event_id, exists (select 1 from counted c where c.id = w.event_id) as ok`;

/**
 * Who holds the seats of an event. `event.seats_taken` counts them; every action that takes or
 * frees a seat goes through here and changes the counter in its own transaction, the check
 * constraint `seats_taken <= capacity` refusing an oversell and the unique index of live seats a
 * repeat (pretix's quota approach, without counting rows under the lock). Each write is one
 * statement that locks the events concerned in id order first.
 */
@Injectable()
export class SeatLedger extends SeatAvailability {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** Capacity less the seats taken, a hold that ran out (not yet swept) counting as free. */
  async seatsLeft(events: readonly { id: number; capacity: number }[]): Promise<Map<number, number>> {
    if (events.length === 0) return new Map();
    const taken = this.seatsTakenSql('e.id');
    const rows = await queryRows<{ id: number; taken: number }>(
      this.em,
      `select e.id, ${taken.sql} as taken from event e where e.id = any(?::int[])`,
      [...taken.params, pgIntArray(events.map((event) => event.id))],
    );
    const takenById = new Map(rows.map((row) => [row.id, row.taken]));
    return new Map(
      events.map((event) => [event.id, Math.max(event.capacity - (takenById.get(event.id) ?? 0), 0)]),
    );
  }

  /** The counter, less the holds that ran out and are not yet swept: seats a public page shows as taken. */
  seatsTakenSql(eventIdColumn: string): SqlFragment {
    return {
      sql: `(select taken.seats_taken - (
               select count(*)::int from registration_event re join registration r on r.id = re.registration_id
                where re.event_id = taken.id and re.status = 'Draft' and r.payment_status = 'unpaid'
                  and r.hold_expires_at <= ?)
               from event taken where taken.id = ${eventIdColumn})`,
      params: [currentTime()],
    };
  }

  /**
   * Inside a transaction: locks the events until it ends and gives back their expired holds, so
   * their seats then read as they stand. One statement.
   */
  async lock(eventIds: readonly number[]): Promise<void> {
    const now = currentTime();
    const [row] = await queryRows<{ counted: number }>(
      this.em,
      `with ${lockAndRelease()},
       counted as (
         update event e set seats_taken = e.seats_taken - f.n
           from (select event_id, count(*)::int as n from released group by event_id) f
          where e.id = f.event_id returning e.id)
       select (select count(*) from locked)::int as locked, (select count(*) from counted)::int as counted`,
      [pgIntArray(new Set(eventIds)), now, now],
    );
    if (row.counted > 0) await this.seatsChanged();
  }

  /**
   * Inside the caller's transaction, one statement: locks the events, gives back their expired
   * holds and counts the requested seats in, all or none; 409 NO_SEATS_LEFT when one has too few.
   * The caller then writes the seats themselves (confirmation revives them, a move or a transfer
   * re-points them), where the unique index answers a repeat: see {@link alreadyRegistered}.
   */
  async reserve(requests: readonly SeatRequest[]): Promise<void> {
    if (requests.length === 0) return;
    const taking = this.taking(requests);
    const rows = await queryRows<{ event_id: number; ok: boolean }>(
      this.em,
      `with ${taking.sql} select ${TAKEN_PER_EVENT} from wanted w`,
      taking.params,
    );
    await this.refuseFull(rows, requests);
  }

  /**
   * The CTEs of a statement that takes seats and writes them in the same round trip (checkout's
   * registration insert): the events locked in id order, their expired holds given back, the
   * requested seats counted in, all or none. The statement writes its rows only where
   * {@link ALL_TAKEN} holds and selects {@link TAKEN_PER_EVENT} for {@link refuseFull}; so the
   * events stay locked only for that one statement and COMMIT. `waitAtMost` bounds the wait for an
   * event's lock (a 409 "please retry" after it), set by the statement itself before it locks;
   * `onlyIf`, a condition on the statement's earlier CTEs, is checked before anything is locked:
   * when it fails nothing is locked, given back or counted.
   */
  taking(
    requests: readonly SeatRequest[],
    { waitAtMost, onlyIf }: { waitAtMost?: string; onlyIf?: string } = {},
  ): { sql: string; params: unknown[] } {
    const wanted = new Map<number, number>();
    for (const request of requests) wanted.set(request.eventId, (wanted.get(request.eventId) ?? 0) + 1);
    const now = currentTime();
    const ids = pgIntArray(wanted.keys());
    // One-time filters run before the scan returns a row to lock: the timeout is set before any wait.
    const before = [...(waitAtMost ? ['(select true from wait_at_most)'] : []), ...(onlyIf ? [onlyIf] : [])];
    const locking = lockAndRelease([EVENTS_GIVEN, ...before].join(' and '));
    return {
      sql: `${waitAtMost ? `wait_at_most as materialized (select set_config('lock_timeout', ?, true)),` : ''}
       ${locking},
       wanted as (select * from unnest(?::int[], ?::int[]) as w(event_id, n)),
       counted as (
         update event e
            set seats_taken = e.seats_taken - coalesce(f.n, 0) + w.n
           from wanted w
           left join (select event_id, count(*)::int as n from released group by event_id) f on f.event_id = w.event_id
          where e.id = w.event_id and e.id in (select id from locked)
            and e.seats_taken - coalesce(f.n, 0) + w.n <= e.capacity
          returning e.id)`,
      params: [...(waitAtMost ? [waitAtMost] : []), ids, now, now, ids, pgIntArray(wanted.values())],
    };
  }

  /**
   * 409 NO_SEATS_LEFT naming the first event of {@link TAKEN_PER_EVENT}'s rows that had too few;
   * otherwise the seats were taken, which the public event reads are told.
   */
  async refuseFull(
    rows: readonly { event_id: number; ok: boolean }[],
    requests: readonly SeatRequest[],
  ): Promise<void> {
    const full = rows.find((row) => !row.ok);
    if (full) {
      const title = requests.find((request) => request.eventId === full.event_id)?.eventTitle ?? '';
      throw conflict('NO_SEATS_LEFT', `No seats left for ${title}`);
    }
    await this.seatsChanged();
  }

  /**
   * Inside the caller's transaction: locks the events of these registration events (id order),
   * sets `status` on those that held a seat and lowers the counters. Refunds, voids, reschedules
   * and transfers free seats this way. Returns how many seats were freed.
   */
  async free(registrationEventIds: readonly number[], status: FreedSeatStatus): Promise<number> {
    if (registrationEventIds.length === 0) return 0;
    const ids = [...new Set(registrationEventIds)];
    const [events] = await queryRows<{ ids: number[] | null }>(
      this.em,
      `select array_agg(distinct event_id order by event_id) as ids from registration_event where id = any(?::int[])`,
      [pgIntArray(ids)],
    );
    if (!events?.ids?.length) return 0;
    const now = currentTime();
    const [row] = await queryRows<{ freed: number; counted: number }>(
      this.em,
      `with ${lockAndRelease()},
       freed as (
         update registration_event re set status = ?, updated_at = ?
          where re.id = any(?::int[]) and re.event_id in (select id from locked)
            and re.status in ${SEAT_HOLDING_SQL}
            and re.id not in (select id from released)
          returning re.event_id),
       gone as (select event_id from released union all select event_id from freed),
       counted as (
         update event e set seats_taken = e.seats_taken - f.n
           from (select event_id, count(*)::int as n from gone group by event_id) f
          where e.id = f.event_id returning e.id)
       select ((select count(*) from freed) + (select count(*) from released where id = any(?::int[])))::int as freed,
              (select count(*) from counted)::int as counted`,
      [pgIntArray(events.ids), now, now, status, now, pgIntArray(ids), pgIntArray(ids)],
    );
    if (row.counted > 0) await this.seatsChanged();
    return row.freed;
  }

  /**
   * Drafts whose hold ran out give their seats back, the counters lowered (the scheduled sweep does
   * this for every event; checkouts for the events they lock). Returns how many were released.
   */
  async releaseExpired(eventIds?: readonly number[]): Promise<number> {
    const now = currentTime();
    const [row] = await queryRows<{ released: number; counted: number }>(
      this.em,
      `with candidates as (
         select distinct re.event_id from registration_event re join registration r on r.id = re.registration_id
          where re.status = 'Draft' and r.payment_status = 'unpaid' and r.hold_expires_at <= ?
            and (?::int[] is null or re.event_id = any(?::int[]))),
       ${lockAndRelease('id in (select event_id from candidates)')},
       counted as (
         update event e set seats_taken = e.seats_taken - f.n
           from (select event_id, count(*)::int as n from released group by event_id) f
          where e.id = f.event_id returning e.id)
       select (select count(*) from released)::int as released, (select count(*) from counted)::int as counted`,
      [now, eventIds ? pgIntArray(eventIds) : null, eventIds ? pgIntArray(eventIds) : null, now, now],
    );
    if (row.counted > 0) await this.seatsChanged();
    return row.released;
  }

  /** The public event reads show seats left: they are read again once this transaction commits. */
  private seatsChanged(): Promise<void> {
    return sourcesChanged(this.em, [SEATS_SOURCE]);
  }

  /**
   * A write of seats tripped over the unique index of live seats: the participant already has one
   * at that event (409 ALREADY_REGISTERED); anything else is passed on.
   */
  alreadyRegistered(error: unknown, requests: readonly SeatRequest[]): unknown {
    if (!(error instanceof UniqueConstraintViolationException)) return error;
    if (!String(error.message).includes('registration_event_live_seat')) return error;
    const eventId = Number(/\(event_id, participant_id\)=\((\d+),/.exec(error.message)?.[1]);
    const title =
      requests.find((request) => request.eventId === eventId)?.eventTitle ?? requests[0]?.eventTitle;
    return conflict('ALREADY_REGISTERED', `A participant in the cart is already registered for ${title}`);
  }
}
