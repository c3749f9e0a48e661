import { HttpStatus, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../http/errors';
import { commandClient } from '../jobs/redis-options';

/** Counts that expire together, `window` after their first hit. */
interface FailureStore {
  count(key: string): Promise<number>;
  add(key: string, windowMs: number): Promise<void>;
  close(): void;
}

/** Shared by every api replica. */
const redisStore = (redis: Redis): FailureStore => ({
  count: async (key) => Number((await redis.get(key)) ?? 0),
  add: async (key, windowMs) => {
    // The window starts with the first failure; later ones count within it without extending it.
    await redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).exec();
  },
  close: () => redis.disconnect(),
});

/** One process without Redis. */
const memoryStore = (): FailureStore => {
  const counts = new Map<string, { failures: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  };
  return {
    count: (key) => Promise.resolve(live(key)?.failures ?? 0),
    add: (key, windowMs) => {
      for (const [stale, entry] of counts) if (entry.expiresAt <= Date.now()) counts.delete(stale);
      const entry = live(key) ?? { failures: 0, expiresAt: Date.now() + windowMs };
      counts.set(key, { ...entry, failures: entry.failures + 1 });
      return Promise.resolve();
    },
    close: () => counts.clear(),
  };
};

/**
 * Failed sign-ins per client address, across all e-mails: password spraying tries one password on
 * many accounts, which the per-account limit never sees. Only failures count, so an office behind
 * one address is never refused for signing in a lot, only for getting it wrong a lot.
 */
@Injectable()
export class SignInFailures implements OnModuleDestroy {
  private readonly store: FailureStore;

  constructor(private readonly config: AppConfig) {
    this.store = config.redisUrl ? redisStore(commandClient(config.redisUrl)) : memoryStore();
  }

  private key(address: string): string {
    return `${this.config.queuePrefix}:sign-in-failures:${address}`;
  }

  /** 429 while the address has used up its failures for the window. */
  async assertAllowed(address: string): Promise<void> {
    if ((await this.store.count(this.key(address))) < this.config.loginAddressFailureLimit) return;
    const minutes = Math.ceil(this.config.loginAddressWindowSeconds / 60);
    throw new DomainError(
      'TOO_MANY_FAILED_SIGN_INS',
      `Too many failed sign-ins from your network. Please wait ${minutes} minutes and try again.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  record(address: string): Promise<void> {
    return this.store.add(this.key(address), this.config.loginAddressWindowSeconds * 1000);
  }

  onModuleDestroy(): void {
    this.store.close();
  }
}
