import { cpdCycle, cycleYearOf } from './registered-participant.service';

describe('CEA CPD cycles', () => {
  it('runs 1 October to 30 September up to 2025, and by calendar year from 2026', () => {
    expect(cpdCycle(2025)).toEqual({ year: 2025, from: '2024-10-01', to: '2025-09-30' });
    expect(cpdCycle(2026)).toEqual({ year: 2026, from: '2026-01-01', to: '2026-12-31' });
  });

  it('names a day by the cycle it falls in', () => {
    expect(cycleYearOf('2025-09-30')).toBe(2025);
    expect(cycleYearOf('2024-10-01')).toBe(2025);
    // The last old-style cycle ended 30 September 2025; the months after fall in the 2026 cycle.
    expect(cycleYearOf('2025-11-15')).toBe(2026);
    expect(cycleYearOf('2026-11-24')).toBe(2026);
  });
});
