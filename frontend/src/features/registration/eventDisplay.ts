/** How the public pages word an event's times and seats. Kept free of antd so it can be unit-tested. */

const zone = 'Asia/Singapore';
const day = new Intl.DateTimeFormat('en-SG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: zone,
});
const time = new Intl.DateTimeFormat('en-SG', { hour: 'numeric', minute: '2-digit', timeZone: zone });
const dateOnly = new Intl.DateTimeFormat('en-SG', { dateStyle: 'medium', timeZone: zone });

/** "Tue, 1 Dec 2026, 9:00 am – 12:00 pm" (Singapore); a session over midnight shows both days. */
export function formatSessionTime(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const startDay = day.format(start);
  const endDay = day.format(end);
  return startDay === endDay
    ? `${startDay}, ${time.format(start)} – ${time.format(end)}`
    : `${startDay}, ${time.format(start)} – ${endDay}, ${time.format(end)}`;
}

/** "1 Dec 2026" or "1 Dec 2026 – 3 Dec 2026" (Singapore); '—' when unknown. */
export function formatEventDates(startsAt: string | null, endsAt: string | null): string {
  if (!startsAt) return '—';
  const first = dateOnly.format(new Date(startsAt));
  const last = endsAt ? dateOnly.format(new Date(endsAt)) : first;
  return first === last ? first : `${first} – ${last}`;
}

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
