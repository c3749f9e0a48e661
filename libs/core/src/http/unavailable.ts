import { ConnectionException } from '@mikro-orm/core';

/** Socket failures: the server is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's own "not now" answers: connection exceptions (class 08, but not 08P01, a protocol
 * violation: that is a bad query), shutting down or starting up (57P01-57P03), too many
 * connections (53300).
 */
const isUnavailableState = (code: string): boolean =>
  (code.startsWith('08') && code !== '08P01') || ['57P01', '57P02', '57P03', '53300'].includes(code);

/**
 * What pg and the pool say when the connection drops or none can be had in time, and what ioredis
 * says when Redis is gone (its commands fail fast: `maxRetriesPerRequest`).
 */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|Timeout acquiring a connection|connect ECONNREFUSED|Client has encountered a connection error|Reached the max retries per request limit|Connection is closed|Stream isn't writeable/i;

const causes = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let current = error; current instanceof Error && chain.length < 5;) {
    chain.push(current);
    const next =
      (current as { cause?: unknown; previous?: unknown }).cause ??
      (current as { previous?: unknown }).previous;
    current = next;
  }
  return chain;
};

/**
 * Whether a failure means the database or Redis cannot be reached right now (as opposed to a wrong
 * query): such a request is answered 503 with Retry-After; the pools reconnect on their own later.
 */
export const isDependencyUnavailable = (error: unknown): boolean =>
  causes(error).some((item) => {
    if (item instanceof ConnectionException) return true;
    const { code, message } = item as { code?: unknown; message: string };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
    return UNAVAILABLE_MESSAGE.test(message);
  });
