import { cellDate, cellText, cellTime, columnOf, singaporeInstant } from './import-cells';

describe('attendance import cells', () => {
  it('finds columns by their usual headings', () => {
    expect(columnOf(' NRIC/FIN ')).toBe('nric');
    expect(columnOf('Scan  In')).toBe('scanIn');
    expect(columnOf('Session date')).toBe('date');
    expect(columnOf('Remarks')).toBeUndefined();
  });

  it('reads text out of rich text, hyperlinks and formulas', () => {
    expect(cellText({ richText: [{ text: 'S123' }, { text: '4567D' }] })).toBe('S1234567D');
    expect(cellText({ text: 'https://x/attendance/pass/ABC', hyperlink: 'https://x' })).toBe(
      'https://x/attendance/pass/ABC',
    );
    expect(cellText({ formula: 'A1', result: 91234567 })).toBe('91234567');
    expect(cellText(null)).toBe('');
  });

  it('reads days from Excel dates and from ISO or day-first text', () => {
    expect(cellDate(new Date(Date.UTC(2026, 10, 21)))).toBe('2026-11-21');
    expect(cellDate('2026-11-21')).toBe('2026-11-21');
    expect(cellDate('21/11/2026')).toBe('2026-11-21');
    expect(cellDate('next Tuesday')).toBeNull();
    expect(cellDate('2026-02-30')).toBeNull();
    expect(cellDate('31/04/2026')).toBeNull();
  });

  it('reads times from Excel times, fractions of a day and text, with am and pm', () => {
    expect(cellTime(new Date(Date.UTC(1899, 11, 30, 9, 5)))).toEqual({ hours: 9, minutes: 5 });
    expect(cellTime(0.375)).toEqual({ hours: 9, minutes: 0 });
    expect(cellTime('14:30')).toEqual({ hours: 14, minutes: 30 });
    expect(cellTime('2.30 pm')).toEqual({ hours: 14, minutes: 30 });
    expect(cellTime('12:15 AM')).toEqual({ hours: 0, minutes: 15 });
    expect(cellTime('13:00 pm')).toBeNull();
    expect(cellTime('25:00')).toBeNull();
    expect(cellTime('')).toBeNull();
  });

  it('places a Singapore wall-clock time on its day', () => {
    expect(singaporeInstant('2026-11-21', { hours: 9, minutes: 5 }).toISOString()).toBe(
      '2026-11-21T01:05:00.000Z',
    );
  });
});
