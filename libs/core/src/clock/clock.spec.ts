import { clockOffsetFrom, currentTime, runAsOf } from './clock';

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

describe('the test clock (TEST_CLOCK)', () => {
  const realNow = Date.parse('2026-11-28T01:00:00Z');

  it('runs the business clock from the instant it names, in tests', () => {
    const offset = clockOffsetFrom({ NODE_ENV: 'test', TEST_CLOCK: '2026-12-31T23:30:00+08:00' }, realNow);
    expect(new Date(realNow + offset).toISOString()).toBe('2026-12-31T15:30:00.000Z');
  });

  it('is the real time when unset or empty', () => {
    expect(clockOffsetFrom({ NODE_ENV: 'test' }, realNow)).toBe(0);
    expect(clockOffsetFrom({ NODE_ENV: 'test', TEST_CLOCK: '' }, realNow)).toBe(0);
  });

  it('is refused outside tests, so a live system never runs on a shifted clock', () => {
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => clockOffsetFrom({ NODE_ENV, TEST_CLOCK: '2026-12-31T15:30:00Z' }, realNow)).toThrow(
        /for tests only/,
      );
    }
  });

  it('refuses an instant without its offset or a day that does not exist', () => {
    for (const TEST_CLOCK of ['2026-12-31', '2026-12-31T15:30:00', 'tomorrow', '2026-02-30T00:00:00Z']) {
      expect(() => clockOffsetFrom({ NODE_ENV: 'test', TEST_CLOCK }, realNow)).toThrow(/ISO instant/);
    }
  });
});
