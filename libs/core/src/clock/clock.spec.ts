import { currentTime, runAsOf } from './clock';

describe('the business clock', () => {
  it('answers the real time outside a replay', () => {
    const before = Date.now();
    const at = currentTime().getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('answers the replayed moment across awaits, and a copy the caller cannot change', async () => {
    const moment = new Date('2026-09-01T02:00:00Z');
    const seen = await runAsOf(moment, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const first = currentTime();
      first.setFullYear(2000);
      return currentTime();
    });
    expect(seen.toISOString()).toBe('2026-09-01T02:00:00.000Z');
    expect(currentTime().getFullYear()).toBeGreaterThan(2025);
  });
});
