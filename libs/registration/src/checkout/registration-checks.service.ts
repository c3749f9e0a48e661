import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AppAbility, currentTime, normaliseEmail, normaliseNric, notFound } from '@app/core';
import { FAMILY_CODES } from '@app/courses';
import { Event, SeatAvailability } from '@app/events';
import { ParticipantService } from '@app/people';
import { RegistrationEvent, RegistrationEventStatus } from '../registrations/registration.entity';

const LIVE = [
  RegistrationEventStatus.Confirmed,
  RegistrationEventStatus.Rescheduled,
  RegistrationEventStatus.Attended,
];

/** The small public checks the registration pages make. */
@Injectable()
export class RegistrationChecks {
  constructor(
    private readonly em: EntityManager,
    private readonly seats: SeatAvailability,
    private readonly participants: ParticipantService,
  ) {}

  async count(eventId: number): Promise<{ eventId: number; registered: number; seatsLeft: number }> {
    const event = await this.em.findOne(Event, { id: eventId, published: true });
    if (!event) throw notFound(`Event ${eventId}`);
    const registered = await this.em.count(RegistrationEvent, { eventId, status: { $in: LIVE } });
    const left = await this.seats.seatsLeft([event]);
    return { eventId, registered, seatsLeft: left.get(eventId) ?? 0 };
  }

  /** Events of a cart that have started by now: the cart must drop them before paying. */
  async pastEvents(eventIds: number[]): Promise<{ hasPastEvents: boolean; pastEventIds: number[] }> {
    if (eventIds.length === 0) return { hasPastEvents: false, pastEventIds: [] };
    const past = await this.em.find(Event, { id: { $in: eventIds }, startsAt: { $lte: currentTime() } });
    const ids = past.map((event) => event.id).sort((a, b) => a - b);
    return { hasPastEvents: ids.length > 0, pastEventIds: ids };
  }

  /**
   * Whether someone has been on a bootcamp. Told only to that person (signed in, or giving their
   * e-mail and NRIC/FIN together) and staff; anyone else hears "no", as for someone unknown.
   */
  async bootcampHistory(
    query: { email?: string; nric?: string },
    ability: AppAbility,
  ): Promise<{ hasHistory: boolean }> {
    if (!query.email && !query.nric) return { hasHistory: false };
    const nric = query.nric ? normaliseNric(query.nric) : null;
    const participant = await this.participants.disclosed(
      nric ? { nric } : { email: normaliseEmail(query.email ?? '') },
      ability,
      { email: query.email, nric },
    );
    if (!participant) return { hasHistory: false };
    const count = await this.em.count(RegistrationEvent, {
      participantId: participant.id,
      eventId: { courseId: { courseTypeId: { code: FAMILY_CODES.bootcamp } } },
      status: { $in: LIVE },
    } as never);
    return { hasHistory: count > 0 };
  }
}
