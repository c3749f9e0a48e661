import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound, queryRows } from '@app/core';
import { REGISTERED_SQL, isRegistered } from './attendance-rows';
import { type ScanCode } from './scan-code';

export const NOT_REGISTERED = 'Participant is not registered';

export interface Seat {
  id: number;
  participantId: number;
}

/** Finds the seat a scanned or typed code names at one event, for scanning, lookups and imports. */
@Injectable()
export class SeatFinder {
  constructor(private readonly em: EntityManager) {}

  /** The seat at this event that a scanned code names: 404 when it names nobody, 409 when not registered here. */
  async find(eventId: number, code: ScanCode): Promise<Seat> {
    if (code.kind === 'code') {
      const [seat] = await this.execute<{
        id: number;
        event_id: number;
        status: string;
        participant_id: number;
      }>('select id, event_id, status, participant_id from registration_event where attendance_code = ?', [
        code.value,
      ]);
      if (!seat) throw notFound(`Attendance code ${code.value}`);
      if (seat.event_id !== eventId || !isRegistered(seat.status)) {
        throw conflict('NOT_REGISTERED', NOT_REGISTERED);
      }
      return { id: seat.id, participantId: seat.participant_id };
    }
    const column = code.kind === 'nric' ? 'p.nric' : 'p.mobile_no';
    const matches = await this.execute<{ participant_id: number; seat_id: number | null }>(
      `select p.id as participant_id, re.id as seat_id
         from participant p
         left join registration_event re on re.participant_id = p.id and re.event_id = ?
              and re.status in ${REGISTERED_SQL}
        where ${column} = ? and p.status = 'Active'`,
      [eventId, code.value],
    );
    // Error messages end up in logs, so the NRIC is not repeated in them.
    if (matches.length === 0) {
      throw notFound(
        code.kind === 'nric' ? 'A participant with this NRIC/FIN' : 'A participant with this mobile number',
      );
    }
    const seats = matches.filter((match) => match.seat_id !== null);
    if (seats.length === 0) throw conflict('NOT_REGISTERED', NOT_REGISTERED);
    if (seats.length > 1) {
      throw conflict(
        'AMBIGUOUS',
        'More than one registered participant has this mobile number: scan their QR code or NRIC/FIN instead',
      );
    }
    return { id: seats[0].seat_id!, participantId: seats[0].participant_id };
  }

  private execute<T extends object>(sql: string, params: readonly unknown[]): Promise<T[]> {
    return queryRows<T>(this.em, sql, params);
  }
}
