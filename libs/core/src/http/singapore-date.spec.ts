import { singaporeDate } from './singapore-date';

describe('singaporeDate', () => {
  it('rolls over at midnight Singapore time (UTC+8), not UTC', () => {
    expect(singaporeDate(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(singaporeDate(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });
});
