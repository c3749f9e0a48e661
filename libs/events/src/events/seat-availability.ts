/** A SQL expression and the parameters its `?` placeholders take, in order. */
export interface SqlFragment {
  sql: string;
  params: unknown[];
}

/**
 * The name under which a change of seats is announced to the cache (`sourcesChanged`): the public
 * event reads that show seats left are dropped by it.
 */
export const SEATS_SOURCE = 'Seats';

/**
 * How many seats each event has left. Registrations know; the registration module provides it
 * (globally), so public event pages can show seats without events depending on registrations.
 */
export abstract class SeatAvailability {
  abstract seatsLeft(events: readonly { id: number; capacity: number }[]): Promise<Map<number, number>>;

  /**
   * The seats taken of the event whose id is in `eventIdColumn`, as a SQL expression, so a public
   * list reads its events and their seats in one statement.
   */
  abstract seatsTakenSql(eventIdColumn: string): SqlFragment;
}
