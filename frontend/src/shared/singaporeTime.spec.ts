import { isoToSingaporeLocal, joinLocal, localDate, singaporeLocalToIso } from './singaporeTime';

describe('Singapore datetime-local', () => {
  it('reads a datetime-local value as Singapore time', () => {
    expect(singaporeLocalToIso('2026-12-01T09:00')).toBe('2026-12-01T01:00:00.000Z');
    expect(singaporeLocalToIso('2026-12-01T07:30')).toBe('2026-11-30T23:30:00.000Z');
  });

  it('refuses empty and impossible values', () => {
    expect(singaporeLocalToIso('')).toBeNull();
    expect(singaporeLocalToIso(null)).toBeNull();
    expect(singaporeLocalToIso('2026-02-30T09:00')).toBeNull();
    expect(singaporeLocalToIso('tomorrow')).toBeNull();
  });

  it('shows an ISO time as Singapore wall-clock time', () => {
    expect(isoToSingaporeLocal('2026-11-30T23:30:00.000Z')).toBe('2026-12-01T07:30');
    expect(isoToSingaporeLocal(null)).toBe('');
    expect(isoToSingaporeLocal('nonsense')).toBe('');
  });

  it('round-trips', () => {
    expect(isoToSingaporeLocal(singaporeLocalToIso('2027-01-01T00:15'))).toBe('2027-01-01T00:15');
  });

  it('splits and joins dates and times', () => {
    expect(localDate('2026-12-01T09:00')).toBe('2026-12-01');
    expect(localDate('')).toBeNull();
    expect(joinLocal('2026-12-01', '14:00')).toBe('2026-12-01T14:00');
  });
});
