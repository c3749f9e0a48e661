import { AsyncLocalStorage } from 'node:async_hooks';
import { isDateTime } from '../validation/dates';

const replayedTime = new AsyncLocalStorage<Date>();

/**
 * The variable that starts the business clock at another instant, so a test suite runs as it
 * would on a month's last day, across Singapore's midnight or on 29 February. Tests only: a
 * shifted clock in a live system would misdate invoices, holds and scans, so anything but
 * NODE_ENV=test refuses to run with it.
 */
export const TEST_CLOCK_VARIABLE = 'TEST_CLOCK';

/**
 * How far the business clock runs from the real one: zero, or the distance from the real time
 * when this module was loaded to `TEST_CLOCK`. The clock keeps running from there, so holds still
 * expire and sessions still age; each Jest test file loads its modules afresh and so starts at the
 * instant itself.
 */
export const clockOffsetFrom = (env: NodeJS.ProcessEnv, realNow: number): number => {
  const value = env[TEST_CLOCK_VARIABLE];
  if (value === undefined || value === '') return 0;
  if (env.NODE_ENV !== 'test') {
    throw new Error(`${TEST_CLOCK_VARIABLE} shifts the business clock and is for tests only (NODE_ENV=test)`);
  }
  // An instant, not a wall-clock time: without its offset it would mean another moment on each machine.
  if (!isDateTime(value) || !/(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    throw new Error(
      `${TEST_CLOCK_VARIABLE} must be an ISO instant with its offset, e.g. 2026-12-31T15:30:00Z`,
    );
  }
  return Date.parse(value) - realNow;
};

const offset = clockOffsetFrom(process.env, Date.now());

/**
 * The business time: when a registration was made, a hold expires, a payment was received, a
 * scan happened. It is the real time (shifted by `TEST_CLOCK` in tests), except inside `runAsOf`,
 * which replays work at a moment in the past (demo data spanning months, tests of reports "as at"
 * a date) through the same services instead of back-dating rows with SQL. SQL reads it as a
 * parameter, never `now()`.
 */
export const currentTime = (): Date => new Date(replayedTime.getStore()?.getTime() ?? Date.now() + offset);

/** Runs `work` with `currentTime()` answering `at`, for every await inside it. */
export const runAsOf = <T>(at: Date, work: () => Promise<T>): Promise<T> => replayedTime.run(at, work);
