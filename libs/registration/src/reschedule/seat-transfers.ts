import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  conflict,
  currentTime,
  notFound,
  queryRows,
  singaporeDate,
  REGISTRATION_NUMBER_SQL,
} from '@app/core';
import { Event } from '@app/events';
import { newAttendanceCode } from '../registrations/attendance-code';
import { PaymentStatus, RegistrationEventStatus } from '../registrations/registration.entity';
import { SeatLedger } from '../seats/seat-ledger';

/** The paid seat a transfer starts from, with its registration and event. */
export interface TransferSource {
  id: number;
  status: RegistrationEventStatus;
  eventId: number;
  eventTitle: string;
  courseId: number;
  participantId: number;
  participantName: string;
  participantTypeId: number | null;
  unitCents: number;
  registrationId: number;
  regNo: string;
  paymentStatus: PaymentStatus;
}

/** Where the seat goes: an event (the same or another course's) and a participant, at a price. */
export interface TransferTarget {
  eventId: number;
  eventTitle: string;
  courseId: number;
  participantId: number;
  participantName: string;
  participantTypeId: number | null;
  priceCents: number;
}

export interface TransferredSeat {
  registrationId: number;
  regNo: string;
  seatId: number;
}

interface SourceRow {
  id: number;
  status: RegistrationEventStatus;
  event_id: number;
  title: string;
  course_id: number;
  participant_id: number;
  participant_name: string;
  participant_type_id: number | null;
  unit_cents: number;
  registration_id: number;
  reg_no: string;
  payment_status: PaymentStatus;
}

/**
 * The registration side of a course transfer (issue 16): a paid seat moves to another event (any
 * course) and/or another participant. The new seat is its own registration, paid by the same payer,
 * so it gets its own invoice while the old registration keeps its documents. Inside the caller's
 * transaction: the old seat is freed as Rescheduled (spec 4 has no Transferred status; the
 * course_transfer row says it was a transfer), then the target seat is taken through the seat
 * ledger under its lock (409 when full). Money is billing's.
 */
@Injectable()
export class SeatTransfers {
  constructor(
    private readonly em: EntityManager,
    private readonly seats: SeatLedger,
  ) {}

  /** The seat, locked when asked (the transfer itself), with the refusals of a seat that cannot move. */
  async source(seatId: number, lock: boolean): Promise<TransferSource> {
    const [row] = await queryRows<SourceRow>(
      this.em,
      `select re.id, re.status, re.event_id, e.title, e.course_id, re.participant_id,
              trim(p.first_name || ' ' || p.last_name) as participant_name, re.participant_type_id, re.unit_cents,
              r.id as registration_id, r.reg_no, r.payment_status
         from registration_event re join registration r on r.id = re.registration_id
         join event e on e.id = re.event_id join participant p on p.id = re.participant_id
        where re.id = ? ${lock ? 'for update of re, r' : ''}`,
      [seatId],
    );
    if (!row) throw notFound('Registration participant');
    const source: TransferSource = {
      id: row.id,
      status: row.status,
      eventId: row.event_id,
      eventTitle: row.title,
      courseId: row.course_id,
      participantId: row.participant_id,
      participantName: row.participant_name,
      participantTypeId: row.participant_type_id,
      unitCents: row.unit_cents,
      registrationId: row.registration_id,
      regNo: row.reg_no,
      paymentStatus: row.payment_status,
    };
    const refusal = {
      [RegistrationEventStatus.Voided]: `Registration ${row.reg_no} is voided: it cannot be transferred`,
      [RegistrationEventStatus.Refunded]: `This seat of registration ${row.reg_no} is refunded: it cannot be transferred`,
      [RegistrationEventStatus.Rescheduled]: `This seat of registration ${row.reg_no} was already moved to another event`,
      [RegistrationEventStatus.Attended]: `This seat of registration ${row.reg_no} was attended: it cannot be transferred`,
      [RegistrationEventStatus.Draft]: `Registration ${row.reg_no} is not paid: only a paid seat can be transferred`,
    } as Partial<Record<RegistrationEventStatus, string>>;
    const refused = refusal[row.status];
    if (refused) throw conflict(`NOT_TRANSFERABLE_${row.status.toUpperCase()}`, refused);
    return source;
  }

  /**
   * The target event and participant (each defaults to the seat's) and the new seat's price: the
   * target event's fee for the participant's type; within the same event the seat keeps its price.
   */
  async target(
    source: TransferSource,
    wanted: { eventId?: number | null; participantId?: number | null },
  ): Promise<TransferTarget> {
    const eventId = wanted.eventId ?? source.eventId;
    const participantId = wanted.participantId ?? source.participantId;
    if (eventId === source.eventId && participantId === source.participantId) {
      throw conflict(
        'SAME_EVENT',
        `The participant is already in ${source.eventTitle}: choose another event or another participant`,
      );
    }
    const event = await this.em.findOne(Event, { id: eventId }, { populate: ['fees'] });
    if (!event) throw notFound('Event');
    const [person] = await queryRows<{ id: number; name: string; participant_type_id: number | null }>(
      this.em,
      `select id, trim(first_name || ' ' || last_name) as name, participant_type_id from participant
        where id = ? and status = 'Active'`,
      [participantId],
    );
    if (!person) throw notFound('Participant');
    const typeId =
      participantId === source.participantId ? source.participantTypeId : person.participant_type_id;
    const fee = event.fees.getItems().find((item) => item.participantTypeId === typeId);
    return {
      eventId: event.id,
      eventTitle: event.title,
      courseId: event.courseId,
      participantId: person.id,
      participantName: person.name,
      participantTypeId: typeId ?? null,
      priceCents: event.id === source.eventId ? source.unitCents : (fee?.feeCents ?? event.feeCents),
    };
  }

  /**
   * Frees the old seat (Rescheduled), takes the target seat through the seat ledger (409 when full
   * or when the participant already has a seat there) and writes the new registration with its
   * Confirmed seat, in the caller's transaction. The registration is paid (by the transfer): a
   * difference still owed is its invoice's balance, collected like any invoice, never online
   * through the checkout's confirmation (which expects the whole total).
   */
  async move(source: TransferSource, target: TransferTarget): Promise<TransferredSeat> {
    await this.seats.free([source.id], 'Rescheduled');
    const request = {
      eventId: target.eventId,
      eventTitle: target.eventTitle,
      participantId: target.participantId,
    };
    await this.seats.reserve([request]);
    const now = currentTime();
    try {
      const [row] = await queryRows<{ id: number; reg_no: string; seat_id: number }>(
        this.em,
        `with old as (select * from registration where id = ?),
         registration_row as (
           insert into registration (created_at, updated_at, reg_no, channel, status, payment_status, payment_method,
                                     user_id, payer_id, corporate_id, subtotal_cents, discount_cents, total_cents, gst_cents,
                                     gst_rate_basis_points, discounts, hold_expires_at, paid_at, remarks)
           select ?, ?, ${REGISTRATION_NUMBER_SQL}, old.channel, 'Registered', ?, old.payment_method, old.user_id,
                  old.payer_id, old.corporate_id, ?, 0, ?, 0, old.gst_rate_basis_points, '[]'::jsonb, ?, ?, ?
             from old
           returning id, reg_no),
         seat as (
           insert into registration_event (created_at, updated_at, registration_id, event_id, participant_id,
                                           participant_type_id, status, list_cents, unit_cents, attendance_code)
           select ?, ?, r.id, ?, ?, ?, 'Confirmed', ?, ?, ? from registration_row r
           returning id)
         select r.id, r.reg_no, (select id from seat) as seat_id from registration_row r`,
        [
          source.registrationId,
          now,
          now,
          Number(singaporeDate(now).slice(0, 4)),
          PaymentStatus.Paid,
          target.priceCents,
          target.priceCents,
          now,
          now,
          `Transferred from ${source.regNo} (${source.eventTitle}, ${source.participantName})`,
          now,
          now,
          target.eventId,
          target.participantId,
          target.participantTypeId,
          target.priceCents,
          target.priceCents,
          newAttendanceCode(),
        ],
      );
      return { registrationId: row.id, regNo: row.reg_no, seatId: row.seat_id };
    } catch (error) {
      throw this.seats.alreadyRegistered(error, [request]);
    }
  }

  /** The new registration carries its invoice's GST, as a checkout's does once paid. */
  async invoiced(registrationId: number, gstCents: number, gstRateBasisPoints: number): Promise<void> {
    await queryRows(
      this.em,
      `update registration set gst_cents = ?, gst_rate_basis_points = ? where id = ? returning id`,
      [gstCents, gstRateBasisPoints, registrationId],
    );
  }
}
