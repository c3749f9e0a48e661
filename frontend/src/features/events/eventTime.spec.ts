import { readListQuery, writeListQuery } from '@/shared/listSearchParams';
import { toRequestParams } from '@/shared/listQuery';
import { defaultEventTime, eventTimeFilters, eventTimeFrom, eventTimeParam } from './eventTime';

const defaults = { pageSize: 20, sort: null, filters: { time: eventTimeFilters } };

describe('event time filter', () => {
  it('offers exactly the spec values, "Upcoming & Ongoing" by default', () => {
    expect(eventTimeFilters).toEqual(['Upcoming & Ongoing', 'Upcoming', 'Ongoing', 'Past', 'All']);
    expect(defaultEventTime).toBe('Upcoming & Ongoing');
  });

  it('reads URL values, falling back to the default', () => {
    expect(eventTimeFrom('Past')).toBe('Past');
    expect(eventTimeFrom('Upcoming & Ongoing')).toBe('Upcoming & Ongoing');
    expect(eventTimeFrom('past')).toBe('Upcoming & Ongoing');
    expect(eventTimeFrom(null)).toBe('Upcoming & Ongoing');
  });

  it('keeps the default out of the URL', () => {
    expect(eventTimeParam('Upcoming & Ongoing')).toBeUndefined();
    expect(eventTimeParam('All')).toBe('All');
  });

  it('round-trips "Upcoming & Ongoing" through an encoded URL', () => {
    const query = readListQuery(new URLSearchParams('time=Upcoming+%26+Ongoing&page=2'), defaults);
    expect(query.filters.time).toBe('Upcoming & Ongoing');
    const written = writeListQuery(new URLSearchParams(), { ...query, filters: { time: 'Past' } }, defaults);
    expect(written.toString()).toBe('page=2&time=Past');
    const encoded = writeListQuery(new URLSearchParams(), query, defaults).toString();
    expect(encoded).toContain('time=Upcoming+%26+Ongoing');
    expect(new URLSearchParams(encoded).get('time')).toBe('Upcoming & Ongoing');
  });

  it('sends the time under its own name', () => {
    expect(
      toRequestParams({ page: 1, pageSize: 20, keyword: '', sort: null, filters: { time: 'Past' } }),
    ).toEqual({ page: 1, pageSize: 20, time: 'Past' });
  });
});
