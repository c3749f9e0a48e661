import { Redis, type RedisOptions } from 'ioredis';

/** redis://[user:password@]host[:port][/db] as ioredis options (BullMQ takes options, not URLs). */
export const redisOptions = (url: string): RedisOptions => {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    // BullMQ workers block on Redis; a per-request retry cap would make them throw instead of wait.
    maxRetriesPerRequest: null,
  };
};

/** A client for short commands (counters, pings) that fails at once while Redis is unreachable. */
export const commandClient = (url: string): Redis =>
  new Redis({ ...redisOptions(url), lazyConnect: true, maxRetriesPerRequest: 1 });
