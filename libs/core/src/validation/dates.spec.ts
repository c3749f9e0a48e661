import { isCalendarDate, isDateTime } from './dates';

describe('isCalendarDate', () => {
  it('accepts days that exist, leap days included', () => {
    for (const day of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01']) {
      expect({ day, valid: isCalendarDate(day) }).toEqual({ day, valid: true });
    }
  });

  it('refuses days that do not exist and anything not written YYYY-MM-DD', () => {
    for (const day of [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
      '2026-2-3',
      '2026-02-03T00:00:00Z',
      ' 2026-02-03',
      20260203,
      null,
    ]) {
      expect({ day, valid: isCalendarDate(day) }).toEqual({ day, valid: false });
    }
  });
});

describe('isDateTime', () => {
  it('accepts ISO date-times on real days, with or without an offset', () => {
    for (const moment of ['2026-03-01T09:00:00+08:00', '2026-03-01T01:00:00.000Z', '2024-02-29T23:59']) {
      expect({ moment, valid: isDateTime(moment) }).toEqual({ moment, valid: true });
    }
  });

  it('refuses impossible days and times, week dates and bare days', () => {
    for (const moment of ['2026-02-30T09:00:00Z', '2026-03-01T24:00:00Z', '2026-W01-1', '2026-03-01', '']) {
      expect({ moment, valid: isDateTime(moment) }).toEqual({ moment, valid: false });
    }
  });
});
