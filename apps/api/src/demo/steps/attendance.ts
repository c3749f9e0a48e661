import { AttendanceService } from '@app/attendance';
import { type DemoContext, type DemoEvent, type DemoSeat, type DemoStep } from '../demo-context';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Classes further back than this had their attendance entered from the sign-in sheet afterwards. */
const SCANNED_DAYS = 14;

type Plan = 'on-time' | 'late' | 'absent' | 'extended';

/**
 * Attendance at the classes that have begun, each scan replayed at its moment through
 * `AttendanceService`: most on time, some late, some absent (forfeited once the class is over),
 * a few extended to a later class. Today's classes are part scanned, so the scanning screen shows
 * some arrivals and leaves the rest to try.
 */
export const attendanceStep: DemoStep = {
  name: 'attendance',
  async run(context: DemoContext): Promise<void> {
    const now = context.startedAt.getTime();
    const seatsOf = new Map<number, DemoSeat[]>();
    for (const seat of context.seats.filter((candidate) => candidate.paid)) {
      seatsOf.set(seat.eventId, [...(seatsOf.get(seat.eventId) ?? []), seat]);
    }
    for (const event of context.events) {
      const seats = seatsOf.get(event.id) ?? [];
      if (event.startsAt.getTime() > now || seats.length === 0) continue;
      const plans = new Map(seats.map((seat) => [seat, pickPlan(context)]));
      const ended = event.sessions.every((session) => session.endsAt.getTime() <= now);
      if (ended && now - event.startsAt.getTime() > SCANNED_DAYS * DAY)
        await fromSheet(context, event, plans);
      else await scanned(context, event, plans);
    }
  },
};

const pickPlan = ({ random }: DemoContext): Plan => {
  const roll = random.next();
  return roll < 0.78 ? 'on-time' : roll < 0.88 ? 'late' : roll < 0.95 ? 'absent' : 'extended';
};

/** Staff mark who came, all sessions at once, and who did not. */
const fromSheet = async (
  context: DemoContext,
  event: DemoEvent,
  plans: Map<DemoSeat, Plan>,
): Promise<void> => {
  const attendance = context.app.get(AttendanceService);
  const seats = [...plans.keys()];
  const came = seats.filter((seat) => plans.get(seat) !== 'absent');
  const away = seats.filter((seat) => plans.get(seat) === 'absent');
  const last = event.sessions[event.sessions.length - 1];
  await context.asOf(new Date(last.endsAt.getTime() + 2 * DAY), async () => {
    if (came.length)
      await attendance.eventAttended(
        event.id,
        came.map((seat) => seat.lineId),
        context.staff,
      );
    if (away.length) {
      await attendance.absent(
        away.flatMap((seat) =>
          event.sessions.map((session) => ({ registrationEventId: seat.lineId, sessionId: session.id })),
        ),
        context.staff,
      );
    }
    const extended = seats.filter((seat) => plans.get(seat) === 'extended');
    if (extended.length) {
      await attendance.extended(
        extended.map((seat) => ({ registrationEventId: seat.lineId, sessionId: last.id })),
        true,
        context.staff,
      );
    }
  });
};

/** Each participant scans their pass at the door and on the way out. */
const scanned = async (context: DemoContext, event: DemoEvent, plans: Map<DemoSeat, Plan>): Promise<void> => {
  const { random } = context;
  const attendance = context.app.get(AttendanceService);
  const now = context.startedAt.getTime();
  for (const [position, session] of event.sessions.entries()) {
    const start = session.startsAt.getTime();
    if (start > now) break;
    const over = session.endsAt.getTime() <= now;
    for (const [seat, plan] of plans) {
      if (plan === 'absent') continue;
      // Today: only some have arrived so far, leaving passes to scan.
      if (!over && random.chance(0.4)) continue;
      const late = plan === 'late' && position === 0;
      const arrival = start + (late ? random.int(20, 45) : random.int(-25, 10)) * MINUTE;
      if (arrival > now) continue;
      await context.asOf(new Date(arrival), () =>
        attendance.scanIn(session.id, seat.attendanceCode, context.staff),
      );
      if (!over) continue;
      await context.asOf(new Date(session.endsAt.getTime() + random.int(0, 10) * MINUTE), () =>
        attendance.scanOut(session.id, seat.attendanceCode, context.staff),
      );
    }
  }
  const last = event.sessions[event.sessions.length - 1];
  const extended = [...plans].filter(([, plan]) => plan === 'extended').map(([seat]) => seat);
  if (extended.length && last.endsAt.getTime() <= now) {
    await context.asOf(new Date(last.endsAt.getTime() + 30 * MINUTE), () =>
      attendance.extended(
        extended.map((seat) => ({ registrationEventId: seat.lineId, sessionId: last.id })),
        true,
        context.staff,
      ),
    );
  }
};
