import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDateTimeRange,
  formatPeriod,
  formatSessionTime,
  formatTime,
} from './formatDateTime';

describe('dates and times, Singapore style in Singapore time', () => {
  it('writes a day as 10 Dec 2026, from an instant or a calendar date', () => {
    expect(formatDate('2026-12-10T06:30:00.000Z')).toBe('10 Dec 2026');
    expect(formatDate('2026-12-10')).toBe('10 Dec 2026');
    expect(formatDate('2026-09-05')).toBe('5 Sep 2026');
    expect(formatDate(new Date('2026-01-01T00:00:00.000Z'))).toBe('1 Jan 2026');
    expect(formatDate('2026-12-10', { weekday: true })).toBe('Thu, 10 Dec 2026');
  });

  it('takes the Singapore day, not the browser’s or UTC’s', () => {
    // 4 pm UTC on the 9th is already midnight of the 10th in Singapore.
    expect(formatDate('2026-12-09T16:00:00.000Z')).toBe('10 Dec 2026');
    expect(formatDate('2026-12-09T15:59:59.000Z')).toBe('9 Dec 2026');
  });

  it('writes a time as 2:30 pm, with noon and midnight as 12', () => {
    expect(formatTime('2026-12-10T06:30:00.000Z')).toBe('2:30 pm');
    expect(formatTime('2026-12-10T04:00:00.000Z')).toBe('12:00 pm');
    expect(formatTime('2026-12-09T16:05:00.000Z')).toBe('12:05 am');
    expect(formatTime('2026-12-10T01:03:09.000Z', { seconds: true })).toBe('9:03:09 am');
    expect(formatTime('14:30')).toBe('2:30 pm');
    expect(formatTime('00:15:00')).toBe('12:15 am');
  });

  it('joins them, and ranges of them', () => {
    expect(formatDateTime('2026-12-10T06:30:00.000Z')).toBe('10 Dec 2026, 2:30 pm');
    expect(formatDateTimeRange('2026-12-01T01:00:00.000Z', '2026-12-03T09:00:00.000Z')).toBe(
      '1 Dec 2026, 9:00 am – 3 Dec 2026, 5:00 pm',
    );
    expect(formatDateRange('2026-12-01', '2026-12-03')).toBe('1 Dec 2026 – 3 Dec 2026');
    expect(formatDateRange('2026-12-01T01:00:00.000Z', '2026-12-01T09:00:00.000Z')).toBe('1 Dec 2026');
  });

  it('says when something is valid', () => {
    expect(formatPeriod('2026-01-01', '2026-12-31')).toBe('1 Jan 2026 – 31 Dec 2026');
    expect(formatPeriod('2026-01-01', null)).toBe('From 1 Jan 2026');
    expect(formatPeriod(null, '2026-12-31')).toBe('Until 31 Dec 2026');
    expect(formatPeriod(null, null)).toBe('—');
    expect(formatPeriod(null, null, 'Always')).toBe('Always');
  });

  it('writes a dash for what is not known or not a date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatTime('')).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatDateTimeRange(null, null)).toBe('—');
    expect(formatDateRange(null, '2026-12-01')).toBe('—');
  });

  it('shows a session on one day once, with both times, and both days of one over midnight', () => {
    expect(formatSessionTime('2026-12-01T01:00:00.000Z', '2026-12-01T04:00:00.000Z')).toBe(
      'Tue, 1 Dec 2026, 9:00 am – 12:00 pm',
    );
    expect(formatSessionTime('2026-12-01T14:00:00.000Z', '2026-12-01T17:00:00.000Z')).toBe(
      'Tue, 1 Dec 2026, 10:00 pm – Wed, 2 Dec 2026, 1:00 am',
    );
  });
});
