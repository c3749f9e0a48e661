import { formatMoney } from '@/shared/money';
import type { RescheduleKind, RescheduleSeat, RescheduleTarget } from './rescheduleTypes';

/**
 * The confirmation's wording for moving these seats to the target: the old seats' new status, and what is
 * invoiced or credited. The price difference uses the target's standard fee; fees by participant type may differ,
 * and the server settles on the real ones.
 */
export function rescheduleConsequences(
  seats: readonly Pick<RescheduleSeat, 'unitCents'>[],
  target: Pick<RescheduleTarget, 'title' | 'feeCents' | 'seatsLeft'>,
  kind: RescheduleKind,
  sendEmail: boolean,
): string {
  const count = seats.length === 1 ? 'The seat' : `The ${seats.length} seats`;
  const move = `${count} ${seats.length === 1 ? 'moves' : 'move'} to ${target.title} (${target.seatsLeft} seats left); the old ${seats.length === 1 ? 'seat becomes' : 'seats become'} Rescheduled${
    kind === 'Reschedule FOC' ? ' FOC' : ''
  }.`;
  let money = 'Nothing is charged or credited: the new seat keeps the price paid.';
  if (kind === 'Reschedule') {
    const difference = seats.reduce((sum, seat) => sum + target.feeCents - seat.unitCents, 0);
    money =
      difference > 0
        ? `About ${formatMoney(difference)} more is invoiced on a new invoice for the price difference.`
        : difference < 0
          ? `About ${formatMoney(-difference)} is credited by a credit note on the registration's invoice.`
          : 'The price is the same: nothing is invoiced or credited.';
  }
  const mail = sendEmail ? ' The reschedule e-mail goes to each participant.' : '';
  return `${move} ${money}${mail}`;
}
