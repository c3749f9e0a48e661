import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound, queryRows } from '@app/core';
import { REGISTERED_SQL, isRegistered } from './attendance-rows';
import { type ScanCode } from './scan-code';

export const NOT_REGISTERED = 'Participant is not registered';

export interface Seat {
  id: number;
  participantId: number;
  /** The row it was picked from. */
  match: SeatMatch;
}

/** A row `seatMatches` reads: a participant the code names, with their seat at the event if any. */
export interface SeatMatch {
  participant_id: number;
  seat_id: number | null;
  /** The seat's event and status (codes name a seat at any event). */
  event_id: number | null;
  status: string | null;
  /** What a scan's answer and e-mail show, read in the same statement. */
  reg_no: string | null;
  reschedule_kind: string | null;
  first_name: string;
  last_name: string;
  nric: string | null;
  mobile_no: string;
  email: string;
}

const SEAT_COLUMNS = `p.id as participant_id, re.id as seat_id, re.event_id, re.status, r.reg_no, re.reschedule_kind,
  p.first_name, p.last_name, p.nric, p.mobile_no, p.email`;

/**
 * The statement that reads what a code names, for `pickSeat`; `eventId` is an SQL expression (a
 * placeholder or a column of the caller's statement), bound first for NRIC and mobile codes.
 */
export const seatMatches = (code: ScanCode, eventId: string): { sql: string; params: unknown[] } => {
  if (code.kind === 'code') {
    return {
      sql: `select ${SEAT_COLUMNS}
              from registration_event re
              join participant p on p.id = re.participant_id
              join registration r on r.id = re.registration_id
             where re.attendance_code = ?`,
      params: [code.value],
    };
  }
  const column = code.kind === 'nric' ? 'p.nric' : 'p.mobile_no';
  return {
    sql: `select ${SEAT_COLUMNS}
            from participant p
            left join registration_event re on re.participant_id = p.id and re.event_id = ${eventId}
                 and re.status in ${REGISTERED_SQL}
            left join registration r on r.id = re.registration_id
           where ${column} = ? and p.status = 'Active'`,
    params: [code.value],
  };
};

/** The seat at this event among what a code names: 404 when it names nobody, 409 when not registered here. */
export const pickSeat = (eventId: number, code: ScanCode, matches: readonly SeatMatch[]): Seat => {
  if (code.kind === 'code') {
    const [seat] = matches;
    if (!seat) throw notFound(`Attendance code ${code.value}`);
    if (seat.event_id !== eventId || !isRegistered(seat.status ?? '')) {
      throw conflict('NOT_REGISTERED', NOT_REGISTERED);
    }
    return { id: seat.seat_id!, participantId: seat.participant_id, match: seat };
  }
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
  return { id: seats[0].seat_id!, participantId: seats[0].participant_id, match: seats[0] };
};

/** Finds the seat a scanned or typed code names at one event, for scanning, lookups and imports. */
@Injectable()
export class SeatFinder {
  constructor(private readonly em: EntityManager) {}

  /** The seat at this event that a scanned code names: 404 when it names nobody, 409 when not registered here. */
  async find(eventId: number, code: ScanCode): Promise<Seat> {
    const query = seatMatches(code, '?');
    const params = code.kind === 'code' ? query.params : [eventId, ...query.params];
    return pickSeat(eventId, code, await this.execute<SeatMatch>(query.sql, params));
  }

  private execute<T extends object>(sql: string, params: readonly unknown[]): Promise<T[]> {
    return queryRows<T>(this.em, sql, params);
  }
}
