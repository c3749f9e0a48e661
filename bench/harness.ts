import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { AccountsService, type Role, loadConfig } from '@app/core';
import { createApiApp } from '@app/api/create-api-app';

/** What every benchmark shares: a fresh database, the real api on a port, HTTP sessions, the report. */
export const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const ROOT = join(__dirname, '..');

export const sql = async (url: string, statement: string): Promise<void> => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

export const withDatabase = (name: string): string => {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * CPU time used so far by the database's backends (other than the probe's own), in microseconds, from
 * /proc: the server runs on this machine, and what a request costs there holds whatever else the shared
 * machine runs, where wall time also counts waiting for a core.
 */
export const databaseCpuMicros = async (probe: Client): Promise<number> => {
  const { rows } = await probe.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The backend ended between the query and the read.
    }
  }
  return ticks * 10_000;
};

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export interface Outcome {
  ms: number;
  status: number;
}

export interface RunResult {
  outcomes: Outcome[];
  seconds: number;
}

/** The sessions share the items: each sends the next one and waits for its answer, until none are left. */
export const runShared = async <T>(
  sessions: BenchSession[],
  items: readonly T[],
  send: (session: BenchSession, item: T) => Promise<Response>,
): Promise<RunResult> => {
  const outcomes: Outcome[] = [];
  const queue = [...items];
  const started = performance.now();
  await Promise.all(
    sessions.map(async (session) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        const start = performance.now();
        const response = await send(session, item);
        await response.arrayBuffer();
        outcomes.push({ ms: performance.now() - start, status: response.status });
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
};

/** A results table row: count, rate, p50 and p99 latency, and the answers by status. */
export const resultRow = (scenario: string, result: RunResult): string => {
  const times = result.outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const count = (status: number) => result.outcomes.filter((outcome) => outcome.status === status).length;
  const other = result.outcomes.length - count(201) - count(409);
  return `| ${scenario} | ${result.outcomes.length} | ${(result.outcomes.length / result.seconds).toFixed(1)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${count(201)} | ${count(409)} | ${other} |`;
};

export const machine = (): string =>
  `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL at ${new URL(SERVER).host}`;

export interface BenchApi {
  app: NestExpressApplication;
  url: string;
  base: string;
}

/** Runs `work` against the api on a migrated database that is kept (the ten-year set, bench/seed-large.ts). */
export const withApiAt = async <T>(
  url: string,
  env: Record<string, string>,
  work: (api: BenchApi) => Promise<T>,
): Promise<T> => {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    SESSION_SECRET: 'bench',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const app = await createApiApp(config);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer() as { address(): AddressInfo }).address().port}`;
  try {
    return await work({ app, url, base });
  } finally {
    await app.close();
  }
};

/** The database the figure-claiming benchmarks run on: the ten-year set unless BENCH_EMPTY=1. */
export const BENCH_ON_EMPTY = process.env.BENCH_EMPTY === '1';
const LARGE_DATABASE = process.env.BENCH_LARGE_DATABASE ?? 'tp_bench_large';

/** What a benchmark's section says of the data it ran on. */
export const dataSet = (): string =>
  BENCH_ON_EMPTY
    ? 'an empty, freshly migrated database (`BENCH_EMPTY=1`)'
    : `the ten-year data set (\`${LARGE_DATABASE}\`, made by \`npm run bench:seed-large\`: 300,000 participants, 900,000 registrations, 1,000,000 invoices; bench/RESULTS.md "Ten years of data")`;

/**
 * Runs `work` against the api on the ten-year data set (`npm run bench:seed-large` makes it; the
 * benchmark's own records are added to it), or on a fresh empty database with BENCH_EMPTY=1.
 */
export const withBenchApi = async <T>(
  env: Record<string, string>,
  work: (api: BenchApi) => Promise<T>,
): Promise<T> => {
  if (BENCH_ON_EMPTY) return withApi(env, work);
  const url = withDatabase(LARGE_DATABASE);
  try {
    await sql(url, 'select 1 from participant limit 1');
  } catch {
    throw new Error(`No ten-year data set at ${url}: run npm run bench:seed-large first (or BENCH_EMPTY=1)`);
  }
  return withApiAt(url, env, work);
};

/** Runs `work` against the api on a freshly migrated database, dropped afterwards. */
export const withApi = async <T>(
  env: Record<string, string>,
  work: (api: BenchApi) => Promise<T>,
): Promise<T> => {
  const name = `tp_bench_${Date.now().toString(36)}`;
  await sql(SERVER, `create database "${name}"`);
  const url = withDatabase(name);
  try {
    execFileSync(process.execPath, ['-r', '@swc-node/register', 'apps/api/src/cli/migrate.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, SESSION_SECRET: 'bench' },
      stdio: 'ignore',
    });
    return await withApiAt(url, env, work);
  } finally {
    await sql(SERVER, `drop database if exists "${name}" with (force)`);
  }
};

/** A browser-like session: the cookie and CSRF token the SPA page hands out. */
export class BenchSession {
  private constructor(
    private readonly base: string,
    private cookie: string,
    private readonly token: string,
  ) {}

  static async open(base: string): Promise<BenchSession> {
    const page = await fetch(`${base}/`, { headers: { Accept: 'text/html' } });
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0];
    const token = /csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    return new BenchSession(base, cookie, token);
  }

  async signIn(email: string, password: string): Promise<BenchSession> {
    const response = await this.request('POST', '/login', { email, password });
    this.cookie = (response.headers.get('set-cookie') ?? this.cookie).split(';')[0];
    const body = (await response.json()) as { csrfToken: string };
    return new BenchSession(this.base, this.cookie, body.csrfToken);
  }

  get baseUrl(): string {
    return this.base;
  }

  /** The headers of a GET in this session, for a client that makes its own (an abandoned download). */
  headers(): Record<string, string> {
    return { Cookie: this.cookie, 'X-Requested-With': 'XMLHttpRequest' };
  }

  /** The cookie and CSRF token, for a client that writes its own requests (bench/checkout-client.ts). */
  credentials(): { cookie: string; token: string } {
    return { cookie: this.cookie, token: this.token };
  }

  /** A multipart form (records with files travel as a `data` field). */
  multipart(path: string, form: FormData): Promise<Response> {
    return fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { Cookie: this.cookie, 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': this.token },
      body: form,
    });
  }

  request(method: string, path: string, body?: object): Promise<Response> {
    return fetch(`${this.base}${path}`, {
      method,
      headers: {
        Cookie: this.cookie,
        'X-Requested-With': 'XMLHttpRequest',
        ...(body ? { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': this.token } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  }
}

export const createUser = (app: NestExpressApplication, email: string, password: string, roleCode: Role) =>
  RequestContext.create(app.get(MikroORM).em, () =>
    app.get(AccountsService).create({ email, password, firstName: 'Bench', lastName: 'User', roleCode }),
  );

/** Replaces this benchmark's section of bench/RESULTS.md, keeping the others. */
/** A request's JSON answer; anything but a 2xx stops the benchmark with the status and the answer. */
export const json = async <T>(response: Promise<Response>): Promise<T> => {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
};

export interface BenchEvent {
  id: number;
  sessions: { id: number }[];
}

/** The active entries of a configuration list as a map of code to id. */
const listIds = async (staff: BenchSession, list: string): Promise<Map<string, number>> =>
  new Map(
    (
      await json<{ id: number; code: string }[]>(
        staff.request('GET', `/admin/configurations/${list}/getallactive`),
      )
    ).map((entry) => [entry.code, entry.id]),
  );

/**
 * A course at a new venue, made through the back office as `staff`: an "other training" unless
 * `typeCode` names another course type (and `resKind` a RES kind); the function it answers
 * publishes an event of it with a session from `startsAt` to `endsAt` on each of `days` days.
 */
export const benchCourse = async (
  staff: BenchSession,
  course: { code: string; feeCents: number; typeCode?: string; resKind?: string },
): Promise<
  (event: { capacity: number; startsAt: Date; endsAt: Date; days?: number }) => Promise<BenchEvent>
> => {
  const { typeCode = '70', resKind, ...fields } = course;
  const types = await listIds(staff, 'coursetypes');
  const resTypes = resKind ? await listIds(staff, 'restypes') : null;
  const venue = await json<{ id: number }>(
    staff.request('POST', '/admin/configurations/venues/update', {
      // One venue per course: the ten-year database is reused, and venue names are unique.
      name: `Bench hall ${course.code}`,
      address: '1 Main St',
      postalCode: '123456',
      capacity: 100_000,
    }),
  );
  const form = new FormData();
  form.set(
    'data',
    JSON.stringify({
      ...fields,
      title: 'Bench course',
      courseTypeId: types.get(typeCode),
      ...(resKind ? { resTypeId: resTypes?.get(resKind) } : {}),
    }),
  );
  const { id: courseId } = await json<{ id: number }>(staff.multipart('/admin/course/create', form));
  return ({ capacity, startsAt, endsAt, days = 1 }) =>
    json<BenchEvent>(
      staff.request('POST', '/admin/event/create', {
        courseId,
        venueId: venue.id,
        capacity,
        feeCents: course.feeCents,
        published: true,
        sessions: Array.from({ length: days }, (_, day) => ({
          startsAt: new Date(startsAt.getTime() + day * 86_400_000).toISOString(),
          endsAt: new Date(endsAt.getTime() + day * 86_400_000).toISOString(),
        })),
      }),
    );
};

export const writeSection = (name: string, markdown: string): void => {
  const file = join(ROOT, 'bench', 'RESULTS.md');
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
  process.stdout.write(`${markdown.trim()}\n`);
};
