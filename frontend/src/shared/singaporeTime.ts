/**
 * Business times are Singapore times (UTC+8 all year, no daylight saving), whatever the browser's zone.
 * `datetime-local` inputs hold `YYYY-MM-DDTHH:mm` with no zone; these read and write them as Singapore
 * wall-clock time. Kept free of antd so it can be unit-tested.
 */

const offsetMs = 8 * 60 * 60 * 1000;
const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `2026-12-01T09:00` (Singapore) → `2026-12-01T01:00:00.000Z`; null for an empty or malformed value. */
export function singaporeLocalToIso(local: string | null | undefined): string | null {
  const match = local ? localPattern.exec(local) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMs;
  const date = new Date(utc);
  // Date.UTC rolls 2026-02-30 over into March; such a value is not a date the user typed.
  if (Number.isNaN(utc) || new Date(utc + offsetMs).getUTCDate() !== day) return null;
  return date.toISOString();
}

/** `2026-12-01T01:00:00Z` → `2026-12-01T09:00` (Singapore), the value a datetime-local input shows. */
export function isoToSingaporeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + offsetMs).toISOString().slice(0, 16);
}

/** The Singapore date part (YYYY-MM-DD) of a datetime-local value, or null. */
export function localDate(local: string | null | undefined): string | null {
  return local && localPattern.test(local) ? local.slice(0, 10) : null;
}

/** `2026-12-01` and `09:00` → `2026-12-01T09:00`. */
export function joinLocal(date: string, time: string): string {
  return `${date}T${time.slice(0, 5)}`;
}

/** Today's date in Singapore as `YYYY-MM-DD`: the default of "date received" fields. */
export function singaporeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(now);
}
