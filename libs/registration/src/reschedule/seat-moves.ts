import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound, queryRows, sqlPlaceholders } from '@app/core';
import { Event } from '@app/events';
import {
  RegistrationEvent,
  RegistrationEventStatus,
  RescheduleKind,
} from '../registrations/registration.entity';
import { SeatLedger } from '../seats/seat-ledger';

export interface SeatMove {
  fromId: number;
  toId: number;
  registrationId: number;
  participantId: number;
  fromTitle: string;
  /** What the seat cost, and what the target event charges this participant's type. */
  oldUnitCents: number;
  newUnitCents: number;
}

/**
 * The registration side of a reschedule (spec 4 "Reschedule"): inside the caller's transaction,
 * seats of one event move to another event of the same course. The target's seats are taken
 * through the seat ledger (under its lock: 409 when full), the old seats become Rescheduled with
 * their kind, and a new Confirmed seat is made in the same registration. Money is the caller's.
 */
@Injectable()
export class SeatMoves {
  constructor(
    private readonly em: EntityManager,
    private readonly seats: SeatLedger,
  ) {}

  async reschedule(
    seatIds: readonly number[],
    targetEventId: number,
    kind: RescheduleKind,
  ): Promise<SeatMove[]> {
    const target = await this.em.findOne(Event, { id: targetEventId }, { populate: ['fees'] });
    if (!target) throw notFound('Event');
    const rows = await queryRows<{
      id: number;
      event_id: number;
      course_id: number;
      title: string;
      status: RegistrationEventStatus;
      participant_id: number;
      participant_type_id: number | null;
      registration_id: number;
      unit_cents: number;
    }>(
      this.em,
      `select re.id, re.event_id, e.course_id, e.title, re.status, re.participant_id, re.participant_type_id,
              re.registration_id, re.unit_cents
         from registration_event re join event e on e.id = re.event_id
        where re.id in (${sqlPlaceholders(seatIds)}) order by re.id for update of re`,
      [...seatIds],
    );
    if (rows.length !== new Set(seatIds).size) throw notFound('Registration participant');
    for (const row of rows) {
      if (row.event_id === target.id) {
        throw conflict('SAME_EVENT', `The participant is already in ${target.title}: choose another event`);
      }
      if (row.course_id !== target.courseId) {
        throw conflict(
          'OTHER_COURSE',
          `${target.title} is an event of another course: reschedule within the course`,
        );
      }
      if (row.status !== RegistrationEventStatus.Confirmed) {
        throw conflict(
          'NOT_CONFIRMED',
          `Only a confirmed seat can be rescheduled (this one is ${row.status})`,
        );
      }
    }
    await this.seats.reserve(
      rows.map((row) => ({
        eventId: target.id,
        eventTitle: target.title,
        participantId: row.participant_id,
      })),
    );
    await this.seats.free(
      rows.map((row) => row.id),
      'Rescheduled',
    );
    await queryRows(
      this.em,
      `update registration_event set reschedule_kind = ? where id in (${sqlPlaceholders(rows)}) returning id`,
      [kind, ...rows.map((row) => row.id)],
    );
    const created = rows.map((row) => {
      const fee = target.fees.getItems().find((item) => item.participantTypeId === row.participant_type_id);
      const price = kind === RescheduleKind.Foc ? row.unit_cents : (fee?.feeCents ?? target.feeCents);
      return this.em.create(RegistrationEvent, {
        registration: row.registration_id,
        eventId: target.id,
        participantId: row.participant_id,
        participantTypeId: row.participant_type_id,
        status: RegistrationEventStatus.Confirmed,
        listCents: price,
        unitCents: price,
      });
    });
    await this.em.flush();
    return rows.map((row, index) => ({
      fromId: row.id,
      toId: created[index].id,
      registrationId: row.registration_id,
      participantId: row.participant_id,
      fromTitle: row.title,
      oldUnitCents: row.unit_cents,
      newUnitCents: created[index].unitCents,
    }));
  }
}
