/**
 * The one way every screen writes dates and times: Singapore style, in Singapore time whatever the browser's
 * zone: `10 Dec 2026`, `2:30 pm`, `10 Dec 2026, 2:30 pm`. Written out by hand rather than with Intl, whose
 * wording differs between browsers and versions ("Sep" or "Sept", "pm" or "PM").
 */

/** Singapore is UTC+8 all year: no daylight saving. */
const offsetMs = 8 * 60 * 60 * 1000;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const timeOfDay = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const blank = '—';

/**
 * Singapore's wall clock at an instant, on a calendar date (YYYY-MM-DD) at midnight, or at a time of day
 * (HH:mm, as lists of timeslots hold it); null if unreadable.
 */
function wallClock(value: string | Date): Date | null {
  if (typeof value === 'string') {
    const date = calendarDate.exec(value);
    if (date) {
      const [year, month, day] = date.slice(1).map(Number);
      return new Date(Date.UTC(year, month - 1, day));
    }
    const time = timeOfDay.exec(value);
    if (time) return new Date(Date.UTC(1970, 0, 1, Number(time[1]), Number(time[2]), Number(time[3] ?? 0)));
  }
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time + offsetMs);
}

function dayOf(clock: Date, weekday: boolean): string {
  const date = `${clock.getUTCDate()} ${months[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
  return weekday ? `${weekdays[clock.getUTCDay()]}, ${date}` : date;
}

function timeOf(clock: Date, seconds: boolean): string {
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, '0');
  const rest = seconds ? `:${String(clock.getUTCSeconds()).padStart(2, '0')}` : '';
  return `${hours % 12 || 12}:${minutes}${rest} ${hours < 12 ? 'am' : 'pm'}`;
}

type DateValue = string | Date | null | undefined;

/** `10 Dec 2026` (or `Thu, 10 Dec 2026`), from a calendar date (YYYY-MM-DD) or an instant; '—' when empty. */
export function formatDate(value: DateValue, options: { weekday?: boolean } = {}): string {
  const clock = value ? wallClock(value) : null;
  return clock ? dayOf(clock, options.weekday ?? false) : blank;
}

/** `2:30 pm` (or `2:30:05 pm`) in Singapore, from an instant or a time of day (14:30); '—' when empty. */
export function formatTime(value: DateValue, options: { seconds?: boolean } = {}): string {
  const clock = value ? wallClock(value) : null;
  return clock ? timeOf(clock, options.seconds ?? false) : blank;
}

/** `10 Dec 2026, 2:30 pm` in Singapore; '—' when empty. */
export function formatDateTime(value: DateValue): string {
  const clock = value ? wallClock(value) : null;
  return clock ? `${dayOf(clock, false)}, ${timeOf(clock, false)}` : blank;
}

/** "1 Dec 2026, 9:00 am – 3 Dec 2026, 5:00 pm"; either end may be unknown. */
export function formatDateTimeRange(start: DateValue, end: DateValue): string {
  if (!start && !end) return blank;
  return `${formatDateTime(start)} – ${formatDateTime(end)}`;
}

/** "1 Dec 2026", or "1 Dec 2026 – 3 Dec 2026" when the days differ; '—' when the start is unknown. */
export function formatDateRange(start: DateValue, end: DateValue): string {
  if (!start) return blank;
  const first = formatDate(start);
  const last = end ? formatDate(end) : first;
  return first === last ? first : `${first} – ${last}`;
}

/** Calendar days something is valid: "1 Jan 2026 – 31 Dec 2026", "From 1 Jan 2026", "Until 31 Dec 2026". */
export function formatPeriod(from: DateValue, to: DateValue, unbounded = blank): string {
  if (from && to) return `${formatDate(from)} – ${formatDate(to)}`;
  if (from) return `From ${formatDate(from)}`;
  if (to) return `Until ${formatDate(to)}`;
  return unbounded;
}

/** "Tue, 1 Dec 2026, 9:00 am – 12:00 pm"; a session over midnight shows both days. */
export function formatSessionTime(startsAt: string, endsAt: string): string {
  const startDay = formatDate(startsAt, { weekday: true });
  const endDay = formatDate(endsAt, { weekday: true });
  return startDay === endDay
    ? `${startDay}, ${formatTime(startsAt)} – ${formatTime(endsAt)}`
    : `${startDay}, ${formatTime(startsAt)} – ${endDay}, ${formatTime(endsAt)}`;
}
