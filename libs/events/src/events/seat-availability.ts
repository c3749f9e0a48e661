/**
 * How many seats each event has left. Registrations know; the registration module provides it
 * (globally), so public event pages can show seats without events depending on registrations.
 */
export abstract class SeatAvailability {
  abstract seatsLeft(events: readonly { id: number; capacity: number }[]): Promise<Map<number, number>>;
}
