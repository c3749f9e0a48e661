import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { currentTime, notFound, queryRows } from '@app/core';
import { SeatLedger } from '../seats/seat-ledger';

export interface RescheduleSeat {
  registrationEventId: number;
  registrationId: number;
  regNo: string;
  participantId: number;
  participantName: string;
  unitCents: number;
}

export interface RescheduleTarget {
  eventId: number;
  title: string;
  startsAt: Date | null;
  capacity: number;
  feeCents: number;
  seatsLeft: number;
}

/** Steps 1 and 2 of a reschedule: the event's confirmed seats, and where they may go. */
export interface RescheduleOptionsView {
  event: { id: number; title: string; courseId: number; startsAt: Date | null };
  seats: RescheduleSeat[];
  /** Active events of the same course that have not ended, this one left out; seats left now (checked again under the lock). */
  targets: RescheduleTarget[];
}

/** What the staff reschedule screen picks from, read in three statements. */
@Injectable()
export class RescheduleOptions {
  constructor(
    private readonly em: EntityManager,
    private readonly seats: SeatLedger,
  ) {}

  async ofEvent(eventId: number): Promise<RescheduleOptionsView> {
    const [event] = await queryRows<RescheduleOptionsView['event']>(
      this.em,
      `select id, title, course_id as "courseId", starts_at as "startsAt" from event where id = ?`,
      [eventId],
    );
    if (!event) throw notFound('Event');
    const seats = await queryRows<RescheduleSeat>(
      this.em,
      `select re.id as "registrationEventId", re.registration_id as "registrationId", r.reg_no as "regNo",
              re.participant_id as "participantId",
              trim(p.first_name || ' ' || coalesce(p.last_name, '')) as "participantName", re.unit_cents as "unitCents"
         from registration_event re
         join registration r on r.id = re.registration_id
         join participant p on p.id = re.participant_id
        where re.event_id = ? and re.status = 'Confirmed'
        order by "participantName", re.id`,
      [eventId],
    );
    const taken = this.seats.seatsTakenSql('e.id');
    const targets = await queryRows<RescheduleTarget>(
      this.em,
      `select e.id as "eventId", e.title, e.starts_at as "startsAt", e.capacity, e.fee_cents as "feeCents",
              greatest(e.capacity - ${taken.sql}, 0)::int as "seatsLeft"
         from event e
        where e.course_id = ? and e.id <> ? and e.status = 'Active' and (e.ends_at is null or e.ends_at >= ?)
        order by e.starts_at nulls last, e.id`,
      [...taken.params, event.courseId, event.id, currentTime()],
    );
    return { event, seats, targets };
  }
}
