import { createHash, randomUUID } from 'node:crypto';
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
}

/** How a public read's answer is kept (see `PublicRead` in public-reads.ts). */
export interface AnswerRule {
  /** The entities (or named counters such as seats) whose change drops the answer. */
  sources: readonly string[];
  /** `Cache-Control` sent with it. */
  cacheControl: string;
  /**
   * The longest the process keeps it without hearing of a change: the bound on what no write
   * announces (time passing: an event starting, a hold running out).
   */
  keepSeconds?: number;
}

/** A public read's whole answer, serialized and tagged once per version of what it was read from. */
export interface KeptAnswer {
  value: unknown;
  body: Buffer;
  etag: string;
  cacheControl: string;
  sources: readonly string[];
  expiresAt: number;
  /** The body compressed, per content coding, made when first asked for. */
  encoded: Map<string, Buffer>;
}

const entries = new Map<string, Entry>();
const answers = new Map<string, KeptAnswer>();
/**
 * Every source something here was read from: a flush changing one of them is announced to the other
 * replicas. Public reads declare theirs when their controllers load, so a replica that has not
 * served one yet still tells the others.
 */
const watched = new Set<string>();
/** Counts drops, so an answer read before a drop is not kept after it. */
let generation = 0;
/** Answers are keyed by path and query; a visitor trying many query strings cannot grow this further. */
const MAX_ANSWERS = 2_000;
/** Singapore has no daylight saving: its midnight is 16:00 UTC. */
const SINGAPORE_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Tells this process's own messages apart (what is kept here is the process's, whatever Nest apps
 * it runs): it dropped what they name before sending them.
 */
const ORIGIN = randomUUID();

/** What a replica publishes when something cached changed. */
interface ChangeMessage {
  origin: string;
  sources: readonly string[];
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A message from the channel; a bare list of sources is what replicas published before messages
 * named their origin (both run side by side during a rolling deploy). Anything else is ignored, so
 * a stray message on the channel cannot take the process down.
 */
const readChangeMessage = (text: string): ChangeMessage | undefined => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (isTextList(parsed)) return { origin: '', sources: parsed };
  const { origin, sources } = (parsed ?? {}) as Partial<ChangeMessage>;
  return typeof origin === 'string' && isTextList(sources) ? { origin, sources } : undefined;
};

/** What {@link SettingsCache.getMany}'s loader did not find: not kept, and answered as absent. */
class MissingRecord extends Error {}

const unlessMissing = (error: unknown): undefined => {
  if (error instanceof MissingRecord) return undefined;
  throw error;
};

/** Every listener of this process: this api's own cache, and the Redis publisher to the other replicas. */
const listeners = new Set<(sources: readonly string[]) => void>();

const dropLocal = (sources: readonly string[]): void => {
  generation += 1;
  for (const [key, entry] of entries) {
    if (entry.sources.some((source) => sources.includes(source))) entries.delete(key);
  }
  for (const [key, answer] of answers) {
    if (answer.sources.some((source) => sources.includes(source))) answers.delete(key);
  }
};

/** Several public reads depend on the day (announcements, promotions): none outlives it. */
const nextSingaporeMidnight = (now: number): number =>
  (Math.floor((now + SINGAPORE_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - SINGAPORE_OFFSET_MS;

/** Makes a change of these sources announced to the other replicas from now on. */
export const declareSources = (sources: readonly string[]): void => {
  for (const source of sources) watched.add(source);
};

/**
 * Settings the hot paths read on every request (GST rates, promotions, bundles, minimum spend,
 * course types, announcements), and the whole answers of the public reads, kept in the process,
 * each named with the entities it was read from. Any flush that changes one of those entities
 * drops them at once and again after its commit (so a reader between the two cannot keep the old
 * value), and, when Redis is configured, tells every other api replica to drop them too. The one
 * cache mechanism for settings and public reads.
 */
@Injectable()
export class SettingsCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SettingsCache');
  private publisher?: Redis;
  private subscriber?: Redis;
  private readonly channel: string;
  private readonly publish = (sources: readonly string[]) => {
    const message: ChangeMessage = { origin: ORIGIN, sources };
    this.publisher?.publish(this.channel, JSON.stringify(message)).catch((error: unknown) => {
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
    this.subscriber.on('message', (_channel: string, text: string) => {
      const message = readChangeMessage(text);
      if (!message) this.logger.warn(`Ignored a change message that names no sources: ${text.slice(0, 200)}`);
      else if (message.origin !== ORIGIN) dropLocal(message.sources);
    });
    await this.subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.logger.warn(`Settings changes from other replicas will not be heard: ${String(error)}`);
    });
  }

  onModuleDestroy(): void {
    listeners.delete(this.publish);
    entries.clear();
    answers.clear();
    this.subscriber?.disconnect();
    this.publisher?.disconnect();
  }

  /** The value under `key`, loaded once until one of `sources` changes. A failed load is not kept. */
  get<T>(key: string, sources: readonly string[], load: () => Promise<T>): Promise<T> {
    const found = entries.get(key);
    if (found) return found.value as Promise<T>;
    declareSources(sources);
    const value = load();
    const entry: Entry = { value, sources };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  }

  /**
   * The records under `${prefix}:${id}` for each id, those not kept loaded by one call of `load`
   * for all of them (one statement, not one per id). An id `load` does not answer is not kept:
   * asking for records that do not exist cannot grow the cache.
   */
  async getMany<T>(
    prefix: string,
    ids: readonly number[],
    sources: readonly string[],
    load: (ids: number[]) => Promise<Map<number, T>>,
  ): Promise<Map<number, T>> {
    // Promises as kept (`get` handles their failure); each is awaited, and only then read, below.
    const values = new Map<number, Promise<unknown>>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const kept = entries.get(`${prefix}:${id}`);
      if (kept) values.set(id, kept.value);
      else missing.push(id);
    }
    if (missing.length) {
      const loading = load(missing);
      for (const id of missing) {
        values.set(
          id,
          this.get(`${prefix}:${id}`, sources, async () => {
            const record = (await loading).get(id);
            if (record === undefined) throw new MissingRecord();
            return record;
          }),
        );
      }
      // A failed load fails the call, as `get` does (the entries it made are gone already).
      await loading;
    }
    const found = new Map<number, T>();
    for (const [id, value] of values) {
      const record = await value.catch(unlessMissing);
      if (record !== undefined) found.set(id, record as T);
    }
    return found;
  }

  /** Where the cache stands; an answer read from this point on is kept only if it has not moved. */
  get generation(): number {
    return generation;
  }

  /** The answer kept under `key` (a path with its query), while it is current. */
  answer(key: string): KeptAnswer | undefined {
    const found = answers.get(key);
    if (!found) return undefined;
    if (found.expiresAt > Date.now()) return found;
    answers.delete(key);
    return undefined;
  }

  /**
   * `value` serialized and tagged (a strong ETag of its JSON), kept under `key` unless something it
   * may have been read from changed since `since` (a {@link generation} taken before reading it).
   */
  keepAnswer(key: string, rule: AnswerRule, value: unknown, since: number): KeptAnswer {
    const body = Buffer.from(JSON.stringify(value) ?? '');
    const now = Date.now();
    const answer: KeptAnswer = {
      value,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: rule.cacheControl,
      sources: rule.sources,
      expiresAt: Math.min(
        nextSingaporeMidnight(now),
        rule.keepSeconds === undefined ? Infinity : now + rule.keepSeconds * 1000,
      ),
      encoded: new Map(),
    };
    if (since !== generation) return answer;
    declareSources(rule.sources);
    answers.delete(key);
    if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  }
}

/** Drops what was read from these sources, here and in every replica. */
export const settingsChanged = (sources: readonly string[]): void => {
  if (sources.length === 0) return;
  dropLocal(sources);
  for (const listener of listeners) listener(sources);
};

/**
 * For writes the ORM does not see (raw SQL, such as the seat counters): drops what was read from
 * `sources` now and again once the transaction `em` is in commits.
 */
export const sourcesChanged = async (em: EntityManager, sources: readonly string[]): Promise<void> => {
  settingsChanged(sources);
  // Outside a transaction (an autocommit statement, as the checkout's) the write has committed already.
  if (em.getTransactionContext()) await afterCommit(em, () => Promise.resolve(settingsChanged(sources)));
};

/** Hears every flush: a change to an entity something here was read from drops it. */
export class SettingsCacheSubscriber implements EventSubscriber {
  async afterFlush(args: FlushEventArgs): Promise<void> {
    const sources = [...new Set(args.uow.getChangeSets().map((changeSet) => changeSet.meta.className))];
    const changed = sources.filter((source) => watched.has(source));
    if (changed.length === 0) return;
    await sourcesChanged(args.em as EntityManager, changed);
  }
}
