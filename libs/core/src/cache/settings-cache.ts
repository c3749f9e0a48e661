import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { afterCommit } from '../database/after-commit';
import { commandClient } from '../jobs/redis-options';

interface Entry {
  value: Promise<unknown>;
  /** The entities (MikroORM names, e.g. 'Tax') whose change makes the entry stale. */
  sources: readonly string[];
  etag?: string;
}

const entries = new Map<string, Entry>();
/** Every process's listeners: this api's own cache, and the Redis publisher to the other replicas. */
const listeners = new Set<(sources: readonly string[]) => void>();

const dropLocal = (sources: readonly string[]): void => {
  for (const [key, entry] of entries) {
    if (entry.sources.some((source) => sources.includes(source))) entries.delete(key);
  }
};

/**
 * Settings the hot paths read on every request (GST rates, promotions, bundles, minimum spend,
 * course types, announcements) kept in the process, each entry named with the entities it was read
 * from. Any flush that changes one of those entities drops the entries at once and again after its
 * commit (so a reader between the two cannot keep the old value), and, when Redis is configured,
 * tells every other api replica to drop them too. The one cache mechanism for settings.
 */
@Injectable()
export class SettingsCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SettingsCache');
  private publisher?: Redis;
  private subscriber?: Redis;
  private readonly channel: string;
  private readonly publish = (sources: readonly string[]) => {
    this.publisher?.publish(this.channel, JSON.stringify(sources)).catch((error: unknown) => {
      this.logger.warn(`Could not tell other replicas to drop ${sources.join(', ')}: ${String(error)}`);
    });
  };

  constructor(private readonly config: AppConfig) {
    this.channel = `${config.queuePrefix}:settings-changed`;
  }

  async onModuleInit(): Promise<void> {
    listeners.add(this.publish);
    if (!this.config.redisUrl) return;
    this.publisher = commandClient(this.config.redisUrl);
    this.subscriber = commandClient(this.config.redisUrl);
    this.subscriber.on('message', (_channel: string, message: string) => {
      dropLocal(JSON.parse(message) as string[]);
    });
    await this.subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.logger.warn(`Settings changes from other replicas will not be heard: ${String(error)}`);
    });
  }

  onModuleDestroy(): void {
    listeners.delete(this.publish);
    entries.clear();
    this.subscriber?.disconnect();
    this.publisher?.disconnect();
  }

  /** The value under `key`, loaded once until one of `sources` changes. A failed load is not kept. */
  get<T>(key: string, sources: readonly string[], load: () => Promise<T>): Promise<T> {
    const found = entries.get(key);
    if (found) return found.value as Promise<T>;
    const value = load();
    const entry: Entry = { value, sources };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  }

  /** The value and a strong ETag of its JSON, for public reads answered with 304 when unchanged. */
  async withEtag<T>(
    key: string,
    sources: readonly string[],
    load: () => Promise<T>,
  ): Promise<{ value: T; etag: string }> {
    const value = await this.get(key, sources, load);
    const entry = entries.get(key);
    if (entry?.etag) return { value, etag: entry.etag };
    const etag = `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;
    if (entry) entry.etag = etag;
    return { value, etag };
  }
}

/** Drops the entries read from these entities, here and in every replica. */
export const settingsChanged = (sources: readonly string[]): void => {
  if (sources.length === 0) return;
  dropLocal(sources);
  for (const listener of listeners) listener(sources);
};

/**
 * Hears every flush: a change to an entity a cached setting was read from drops that setting. Raw
 * SQL writes to a cached table call {@link settingsChanged} themselves.
 */
export class SettingsCacheSubscriber implements EventSubscriber {
  async afterFlush(args: FlushEventArgs): Promise<void> {
    const sources = [...new Set(args.uow.getChangeSets().map((changeSet) => changeSet.meta.className))];
    const watched = new Set([...entries.values()].flatMap((entry) => entry.sources));
    const changed = sources.filter((source) => watched.has(source));
    if (changed.length === 0) return;
    settingsChanged(changed);
    await afterCommit(args.em as EntityManager, () => Promise.resolve(settingsChanged(changed)));
  }
}
