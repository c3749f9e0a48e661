/** The spec's event time filter: its exact values, sent as `?time=` and kept in the page's URL. */
export const eventTimeFilters = ['Upcoming & Ongoing', 'Upcoming', 'Ongoing', 'Past', 'All'] as const;
export type EventTimeFilter = (typeof eventTimeFilters)[number];

export const defaultEventTime: EventTimeFilter = 'Upcoming & Ongoing';

/** The filter a URL value names; anything else (nothing, a stale value) is the default. */
export function eventTimeFrom(value: string | null | undefined): EventTimeFilter {
  return eventTimeFilters.find((time) => time === value) ?? defaultEventTime;
}

/** What to keep in the URL for a choice: nothing for the default, so links stay short. */
export function eventTimeParam(time: EventTimeFilter): string | undefined {
  return time === defaultEventTime ? undefined : time;
}
