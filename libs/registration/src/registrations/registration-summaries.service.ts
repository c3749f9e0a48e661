import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Page, type PageQueryDto, currentTime, findPage, sqlPlaceholders } from '@app/core';
import { FAMILY_CODES } from '@app/courses';
import { Event, EventStatus } from '@app/events';

export interface EventRegistrationSummary {
  eventId: number;
  title: string;
  startsAt: Date | null;
  capacity: number;
  confirmed: number;
  held: number;
  seatsLeft: number;
  /** Seat prices of paid registrations, before cart-wide discounts (bundles, codes, minimum spend). */
  paidCents: number;
}

interface CountRow {
  event_id: number;
  confirmed: number;
  held: number;
  paid_cents: number;
}

/** Registration figures per event, for the back office's upcoming, past and bootcamp views. */
@Injectable()
export class RegistrationSummaries {
  constructor(private readonly em: EntityManager) {}

  page(query: PageQueryDto, when: 'upcoming' | 'past' | 'bootcamp'): Promise<Page<EventRegistrationSummary>> {
    const now = currentTime();
    const where =
      when === 'upcoming'
        ? { endsAt: { $gte: now } }
        : when === 'past'
          ? { endsAt: { $lt: now } }
          : { courseId: { courseTypeId: { code: FAMILY_CODES.bootcamp } } };
    return findPage(this.em, Event, query, {
      where: { status: EventStatus.Active, ...where } as never,
      searchFields: ['title'],
      sortable: ['startsAt', 'title'],
      defaultSort: when === 'past' ? { startsAt: 'desc', id: 'desc' } : { startsAt: 'asc', id: 'asc' },
      map: (event) => event,
    }).then(async (page) => ({ ...page, items: await this.summaries(page.items) }));
  }

  /**
   * The figures of every bootcamp still to end, at once (the bootcamp registration summary); past
   * ones page through `bootcamp/getbypage`. Ten years of bootcamps at once were a hundred thousand seats.
   */
  async bootcamps(): Promise<EventRegistrationSummary[]> {
    const events = await this.em.find(
      Event,
      {
        status: EventStatus.Active,
        endsAt: { $gte: currentTime() },
        courseId: { courseTypeId: { code: FAMILY_CODES.bootcamp } },
      } as never,
      { orderBy: { startsAt: 'asc', id: 'asc' } },
    );
    return this.summaries(events);
  }

  /** E-course take-up: how many started and finished each e-course. */
  async ecourses(): Promise<{ ecourseId: number; title: string; enrolled: number; completed: number }[]> {
    return this.em.getConnection().execute(
      `select e.id as "ecourseId", e.title, count(en.id)::int as enrolled,
              count(en.completed_at)::int as completed
         from ecourse e left join ecourse_enrolment en on en.ecourse_id = e.id
        where e.status = 'Active'
        group by e.id, e.title
        order by e.title`,
    );
  }

  private async summaries(events: Event[]): Promise<EventRegistrationSummary[]> {
    if (events.length === 0) return [];
    const ids = events.map((event) => event.id);
    const rows = await this.em.getConnection().execute<CountRow[]>(
      `select re.event_id,
              count(*) filter (where re.status in ('Confirmed', 'Rescheduled', 'Attended'))::int as confirmed,
              count(*) filter (where re.status = 'Draft' and r.hold_expires_at > ?)::int as held,
              coalesce(sum(re.unit_cents) filter (where r.payment_status = 'paid' and re.status <> 'Voided'), 0)::int as paid_cents
         from registration_event re
         -- Each seat's registration by its key: a page of events is a few thousand seats, not every registration.
         cross join lateral (select r.hold_expires_at, r.payment_status from registration r
                              where r.id = re.registration_id offset 0) r
        where re.event_id in (${sqlPlaceholders(ids)})
        group by re.event_id`,
      [currentTime(), ...ids],
    );
    const counts = new Map(rows.map((row) => [row.event_id, row]));
    return events.map((event) => {
      const confirmed = counts.get(event.id)?.confirmed ?? 0;
      const held = counts.get(event.id)?.held ?? 0;
      return {
        eventId: event.id,
        title: event.title,
        startsAt: event.startsAt ?? null,
        capacity: event.capacity,
        confirmed,
        held,
        // Confirmed plus held is what the seat ledger counts as taken, so no second count is needed.
        seatsLeft: Math.max(event.capacity - confirmed - held, 0),
        paidCents: counts.get(event.id)?.paid_cents ?? 0,
      };
    });
  }
}
