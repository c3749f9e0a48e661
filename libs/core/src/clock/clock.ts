import { AsyncLocalStorage } from 'node:async_hooks';

const replayedTime = new AsyncLocalStorage<Date>();

/**
 * The business time: when a registration was made, a hold expires, a payment was received, a
 * scan happened. It is the real time, except inside `runAsOf`, which replays work at a moment
 * in the past (demo data spanning months, tests of reports "as at" a date) through the same
 * services instead of back-dating rows with SQL. SQL reads it as a parameter, never `now()`.
 */
export const currentTime = (): Date => new Date((replayedTime.getStore() ?? new Date()).getTime());

/** Runs `work` with `currentTime()` answering `at`, for every await inside it. */
export const runAsOf = <T>(at: Date, work: () => Promise<T>): Promise<T> => replayedTime.run(at, work);
