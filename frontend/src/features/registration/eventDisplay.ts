/** How the public pages word an event's seats and rates. Kept free of antd so it can be unit-tested. */

export type SeatsLevel = 'full' | 'few' | 'plenty';

/** Few seats: a handful, or a tenth of the class. */
export function seatsLevel(seatsLeft: number, capacity: number): SeatsLevel {
  if (seatsLeft <= 0) return 'full';
  return seatsLeft <= Math.max(5, Math.ceil(capacity / 10)) ? 'few' : 'plenty';
}

export function seatsText(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Full';
  return seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`;
}

/** The registration-count popup: "12 registered, 18 seats left". */
export function registrationCountText({
  registered,
  seatsLeft,
}: {
  registered: number;
  seatsLeft: number;
}): string {
  return `${registered} registered, ${seatsText(seatsLeft).replace('Full', 'no seats left')}`;
}

/** "9%" from basis points (900), "8.5%" from 850. */
export function formatRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}
