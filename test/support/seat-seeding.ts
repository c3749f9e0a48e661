import { randomBytes } from 'node:crypto';
import { newAttendanceCode } from '@app/registration';

type Execute = <T extends object>(sql: string, params: unknown[]) => Promise<T[]>;

export interface SeededSeat {
  registrationEventId: number;
  participantId: number;
  attendanceCode: string;
}

/**
 * Confirmed, free seats written straight to the tables, for the tests and benchmarks that need
 * hundreds or thousands of them: checkout would take minutes to make them, and its own tests
 * cover it. One statement per call, so the seats appear together.
 */
export const seedSeats = async (execute: Execute, eventId: number, count: number): Promise<SeededSeat[]> => {
  const batch = randomBytes(4).toString('hex');
  const codes = Array.from({ length: count }, () => newAttendanceCode());
  const rows = await execute<{ id: number; participant_id: number; attendance_code: string }>(
    `with numbered as (
       select ordinality as n, code from unnest(string_to_array(?, ',')) with ordinality as code
     ), people as (
       insert into participant (first_name, last_name, email, mobile_no)
       select 'Seat', 'Holder ' || n, 'seat-' || ? || '-' || n || '@example.com', '8' || lpad(n::text, 7, '0')
         from numbered order by n
       returning id, last_name
     ), registrations as (
       insert into registration (reg_no, channel, status, payment_status, payment_method, payer_id, subtotal_cents,
                                 discount_cents, total_cents, gst_cents, gst_rate_basis_points, discounts, hold_expires_at)
       select 'S' || ? || '-' || substr(last_name, 8), 'WALK-IN', 'Registered', 'no_payment_required', 'none', id,
              0, 0, 0, 0, 900, '[]', now()
         from people
       returning id, payer_id, reg_no
     ), counted as (
       -- The event's seat counter, as SeatLedger keeps it (capacity raised when the test asks for more).
       update event set seats_taken = seats_taken + ?, capacity = greatest(capacity, seats_taken + ?) where id = ?
     )
     insert into registration_event (registration_id, event_id, participant_id, status, list_cents, unit_cents,
                                     attendance_code)
     select r.id, ?, r.payer_id, 'Confirmed', 0, 0, numbered.code
       from registrations r join numbered on numbered.n = substr(r.reg_no, length(?) + 3)::int
     returning id, participant_id, attendance_code`,
    [codes.join(','), batch, batch, count, count, eventId, eventId, batch],
  );
  return rows
    .map((row) => ({
      registrationEventId: row.id,
      participantId: row.participant_id,
      attendanceCode: row.attendance_code,
    }))
    .sort((a, b) => a.registrationEventId - b.registrationEventId);
};
