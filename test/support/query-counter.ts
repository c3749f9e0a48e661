import { Client } from 'pg';
import { CONNECTION_SETUP, RequestContext } from '@app/core';

/** One statement the api sent to PostgreSQL (a round trip), in order. */
export interface CountedStatement {
  sql: string;
  /** Sent while a row lock taken by `lockPattern` was held (from that statement to COMMIT/ROLLBACK). */
  underLock: boolean;
}

type Query = (...args: unknown[]) => unknown;

/**
 * Counts the statements the api sends through the pg driver while `work` runs: statement counts
 * are what the hot-path tests assert (a count is stable on a shared machine; a time is not). The
 * statements of jobs running meanwhile and the session store's are left out (they are the same for every request, and not the hot
 * path's). `lockPattern` marks the statement that locks the contended row; everything from it to
 * the end of its transaction counts as under the lock.
 */
export const countStatements = async <T>(
  work: () => Promise<T>,
  lockPattern: RegExp = /\bfrom "?event"?( as "?e0"?)? where .*for (no key )?update/is,
): Promise<{ result: T; statements: CountedStatement[] }> => {
  const statements: CountedStatement[] = [];
  const prototype = Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  let locked = false;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const sql = (typeof first === 'string' ? first : (first?.text ?? '')).trim();
    // Only the requests' own statements: jobs run on BullMQ's workers, outside any request.
    // Nor a new pooled connection's set-up (libs/core/src/database/database.module.ts).
    if (RequestContext.current() && !/http_session/i.test(sql) && sql !== CONNECTION_SETUP) {
      if (lockPattern.test(sql)) locked = true;
      statements.push({ sql, underLock: locked });
      if (/^(commit|rollback)\b/i.test(sql)) locked = false;
    }
    return original.apply(this, args);
  };
  try {
    const result = await work();
    return { result, statements };
  } finally {
    prototype.query = original;
  }
};
