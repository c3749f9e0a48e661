// Business times are Singapore times, whatever the browser's zone.
const dateTime = new Intl.DateTimeFormat('en-SG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Singapore',
});

export function formatDateTime(iso: string | null): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

/** "1 Dec 2026, 9:00 am – 3 Dec 2026, 5:00 pm" (Singapore); either end may be unknown. */
export function formatDateTimeRange(start: string | null, end: string | null): string {
  if (!start && !end) return '—';
  return `${formatDateTime(start)} – ${formatDateTime(end)}`;
}
