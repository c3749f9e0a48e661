import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Server } from 'node:http';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import {
  AccountsService,
  type AppConfig,
  InProcessJobQueue,
  ROLE_NAMES,
  Role,
  type User,
  loadConfig,
} from '@app/core';
import { createApiApp } from '@app/api/create-api-app';
import { type TestDatabase, freshDatabase } from './test-database';
import { TestClient } from './test-client';

export const TEST_PASSWORD = 'Correct-Horse-42';

/**
 * One running api on its own database, with factories that go through the real services.
 * Each test file creates one in beforeAll and closes it in afterAll; only one per file, because
 * passport keeps its session serializers in a process-wide singleton.
 */
export class TestContext {
  private constructor(
    readonly app: NestExpressApplication,
    readonly config: AppConfig,
    private readonly database: TestDatabase,
  ) {}

  /**
   * `database`: one the caller made (to reach it through a proxy, say, by `env.DATABASE_URL`);
   * it is dropped on close like the one made here.
   */
  static async create(
    env: Record<string, string | undefined> = {},
    database?: TestDatabase,
  ): Promise<TestContext> {
    database ??= await freshDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: database.embedded ? '1' : '4',
      REDIS_URL: process.env.REDIS_URL,
      WORKERS_IN_API: 'true',
      QUEUE_PREFIX: `tp-test-${process.pid}-${Date.now().toString(36)}`,
      SESSION_SECRET: 'test-session-secret',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tp-test-')),
      FRONTEND_DIST: process.env.FRONTEND_DIST ?? join(__dirname, '..', '..', 'frontend', 'dist'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      ...env,
    });
    return new TestContext(await createApiApp(config), config, database);
  }

  get server(): Server {
    return this.app.getHttpServer();
  }

  get orm(): MikroORM {
    return this.app.get(MikroORM);
  }

  /** Rows of a query against this app's database, outside any request (to check what was stored). */
  sql(query: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
    return this.orm.em.fork().getConnection().execute(query, params);
  }

  /** Runs code that uses request-scoped services, as a request would. */
  inRequest<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.orm.em, work);
  }

  async newUser(
    role: Role,
    overrides: Partial<{ email: string; password: string; firstName: string }> = {},
  ): Promise<User> {
    const slug = ROLE_NAMES[role].toLowerCase().replace(/[^a-z]+/g, '-');
    return this.inRequest(() =>
      this.app.get(AccountsService).create({
        email: overrides.email ?? `${slug}-${randomBytes(4).toString('hex')}@example.com`,
        password: overrides.password ?? TEST_PASSWORD,
        firstName: overrides.firstName ?? 'Test',
        lastName: ROLE_NAMES[role],
        roleCode: role,
        userType: role === Role.Participant ? 'participant' : 'staff',
      }),
    );
  }

  /** A fresh browser-like client, not signed in. */
  client(): Promise<TestClient> {
    return TestClient.open(this.server);
  }

  /** A client signed in as a new user of the role. */
  async signIn(role: Role): Promise<TestClient> {
    const user = await this.newUser(role);
    const client = await this.client();
    return client.signIn(user.email, TEST_PASSWORD);
  }

  /** Waits until queued jobs have run: in-process at once, through Redis by polling `done`. */
  async eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
    if (!this.config.redisUrl) await this.app.get(InProcessJobQueue).idle();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.database.drop();
  }
}
