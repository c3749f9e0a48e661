import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { conflict, currentTime, queryRows, sqlPlaceholders } from '@app/core';
import { Event, SeatAvailability, type SqlFragment } from '@app/events';

export interface SeatRequest {
  eventId: number;
  eventTitle: string;
  participantId: number;
}

/**
 * Seats that count against capacity: confirmed ones, and drafts whose hold has not run out at the
 * business time given as its one parameter.
 */
const TAKEN = `(re.status in ('Confirmed', 'Rescheduled', 'Attended')
   or (re.status = 'Draft' and r.hold_expires_at > ?))`;

/**
 * Who holds the seats of an event. Checkouts lock the events they take seats from (in id order,
 * so two carts cannot deadlock), then count, then write: pretix's quota approach, so confirmed
 * and held seats never exceed capacity however many checkouts run at once.
 */
@Injectable()
export class SeatLedger extends SeatAvailability {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async seatsLeft(events: readonly { id: number; capacity: number }[]): Promise<Map<number, number>> {
    const taken = await this.taken(events.map((event) => event.id));
    return new Map(
      events.map((event) => [event.id, Math.max(event.capacity - (taken.get(event.id) ?? 0), 0)]),
    );
  }

  seatsTakenSql(eventIdColumn: string): SqlFragment {
    return {
      sql: `(select count(*)::int from registration_event re join registration r on r.id = re.registration_id
              where re.event_id = ${eventIdColumn} and ${TAKEN})`,
      params: [currentTime()],
    };
  }

  /**
   * Inside a transaction: locks the events until it ends and gives back their expired holds, so
   * their seats then read as they stand. Checkout and payment confirmation both take seats this way.
   */
  async lock(eventIds: readonly number[]): Promise<Event[]> {
    const ids = [...new Set(eventIds)].sort((a, b) => a - b);
    const events = await this.em.find(
      Event,
      { id: { $in: ids } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    await this.releaseExpired(ids);
    return events;
  }

  /** Inside the checkout's transaction: 409 when a participant already has a seat or none are left. */
  async reserve(requests: readonly SeatRequest[]): Promise<void> {
    const eventIds = [...new Set(requests.map((request) => request.eventId))];
    const events = await this.lock(eventIds);
    const live = await queryRows<{ event_id: number; participant_id: number }>(
      this.em,
      `select re.event_id, re.participant_id from registration_event re
         join registration r on r.id = re.registration_id
        where re.event_id in (${sqlPlaceholders(eventIds)}) and ${TAKEN}
          and re.participant_id in (${sqlPlaceholders(requests)})`,
      [...eventIds, currentTime(), ...requests.map((request) => request.participantId)],
    );
    for (const request of requests) {
      if (
        live.some((row) => row.event_id === request.eventId && row.participant_id === request.participantId)
      ) {
        throw conflict(
          'ALREADY_REGISTERED',
          `A participant in the cart is already registered for ${request.eventTitle}`,
        );
      }
    }
    const taken = await this.taken(eventIds);
    for (const event of events) {
      const wanted = requests.filter((request) => request.eventId === event.id).length;
      if ((taken.get(event.id) ?? 0) + wanted > event.capacity) {
        throw conflict('NO_SEATS_LEFT', `No seats left for ${event.title}`);
      }
    }
  }

  /** Drafts whose hold ran out give their seats back (the scheduled sweep does the same for all). */
  async releaseExpired(eventIds?: readonly number[]): Promise<number> {
    const scope = eventIds?.length ? `and re.event_id in (${sqlPlaceholders(eventIds)})` : '';
    const rows = await queryRows<{ id: number }>(
      this.em,
      `update registration_event re set status = 'Voided', updated_at = now()
         from registration r
        where r.id = re.registration_id and re.status = 'Draft' and r.payment_status = 'unpaid'
          and r.hold_expires_at <= ? ${scope}
        returning re.id`,
      [currentTime(), ...(eventIds ?? [])],
    );
    return rows.length;
  }

  private async taken(eventIds: readonly number[]): Promise<Map<number, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await queryRows<{ event_id: number; count: number }>(
      this.em,
      `select re.event_id, count(*)::int as count from registration_event re
         join registration r on r.id = re.registration_id
        where re.event_id in (${sqlPlaceholders(eventIds)}) and ${TAKEN}
        group by re.event_id`,
      [...eventIds, currentTime()],
    );
    return new Map(rows.map((row) => [row.event_id, row.count]));
  }
}
