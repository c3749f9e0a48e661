import { execFile } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { type AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Session } from 'node:inspector/promises';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { Role, loadConfig } from '@app/core';
import { createApiApp } from '@app/api/create-api-app';
import {
  BenchSession,
  ROOT,
  benchCourse,
  type RunResult,
  createUser,
  databaseCpuMicros,
  machine,
  resultRow,
  sql,
  withBenchApi,
  dataSet,
  writeSection,
} from './harness';

/**
 * Checkout throughput and latency: CLIENTS concurrent visitors, each with its own session, submit
 * step 3 (price, seat lock, registration, numbering) against one api process on real PostgreSQL.
 * Writes its section of bench/RESULTS.md.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 1000);
const SCARCE_SEATS = 100;
/** Extra information only: BENCH_WORKERS=2 runs the measured api in that many cluster workers on one port. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const API_ENV = { SEAT_HOLD_MINUTES: '30' };
const run = promisify(execFile);

let offset = 0;

/** CLIENTS sessions share the checkouts, in a load-client process of their own (bench/checkout-client.ts). */
const storm = async (
  base: string,
  eventId: number,
  total: number,
): Promise<RunResult & { clientCpuMicros: number }> => {
  const env = {
    ...process.env,
    BENCH_BASE: base,
    BENCH_EVENT: String(eventId),
    BENCH_CLIENTS: String(CLIENTS),
    BENCH_TOTAL: String(total),
    BENCH_OFFSET: String(offset),
  };
  offset += total;
  const { stdout } = await run(process.execPath, ['-r', '@swc-node/register', 'bench/checkout-client.ts'], {
    cwd: ROOT,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as RunResult & { clientCpuMicros: number };
};

const ownCpu = (): Promise<number> => {
  const { user, system } = process.cpuUsage();
  return Promise.resolve(user + system);
};

/** CPU time of the database's backends so far, in microseconds. */
const postgresCpu = async (url: string): Promise<number> => {
  const probe = new Client({ connectionString: url });
  await probe.connect();
  try {
    return await databaseCpuMicros(probe);
  } finally {
    await probe.end();
  }
};

/** CPU milliseconds per checkout: the api, PostgreSQL's backends, the load client. */
interface CheckoutCpu {
  api: number;
  postgres: number;
  client: number;
}

/**
 * CPU time per checkout of `work` (the api runs in this process unless in workers; the load client
 * and pgbench do not), and with BENCH_CPU_PROFILE=file.cpuprofile a sampling profile of just that
 * run (Chrome DevTools or speedscope read it), so warm-up and setup do not dilute it.
 */
const measured = async (
  url: string,
  work: () => Promise<RunResult & { clientCpuMicros: number }>,
  apiCpuMicros: () => Promise<number> = ownCpu,
): Promise<RunResult & { cpu: CheckoutCpu }> => {
  const file = process.env.BENCH_CPU_PROFILE;
  const inspector = file ? new Session() : null;
  if (inspector) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  const [api, postgres] = [await apiCpuMicros(), await postgresCpu(url)];
  const result = await work();
  const per = (micros: number) => micros / 1000 / result.outcomes.length;
  const cpu = {
    api: per((await apiCpuMicros()) - api),
    postgres: per((await postgresCpu(url)) - postgres),
    client: per(result.clientCpuMicros),
  };
  if (inspector && file) {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    inspector.disconnect();
  }
  return { ...result, cpu };
};

/**
 * The ceiling: pgbench running checkout's essential writes (bench/checkout-writes.pgbench: lock the
 * event row, raise its counter, number, insert the participant with the registration, insert the
 * seat) with CLIENTS clients on the same database. Transactions per second.
 */
const ceiling = async (url: string, eventId: number): Promise<number> => {
  const { stdout } = await run(
    'pgbench',
    [
      '-n',
      '-c',
      String(CLIENTS),
      '-j',
      '2',
      '-t',
      String(Math.ceil(CHECKOUTS / CLIENTS) * 4),
      '-D',
      `event_id=${eventId}`,
      '-f',
      'bench/checkout-writes.pgbench',
      url,
    ],
    { cwd: ROOT },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench said: ${stdout}`);
  return Number(tps);
};

/** A cluster worker: the api on the benchmark's database, sharing one port with the other workers. */
const worker = async (): Promise<void> => {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: process.env.BENCH_WORKER_DATABASE_URL,
    SESSION_SECRET: 'bench',
    LOG_LEVEL: 'silent',
    ...API_ENV,
  });
  const app = await createApiApp(config);
  await app.listen(0, '127.0.0.1');
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.send?.({ port: (app.getHttpServer() as { address(): AddressInfo }).address().port });
};

const answer = <T>(child: Worker, key: string): Promise<T> =>
  new Promise((resolve) => {
    const listen = (message: Record<string, T>) => {
      if (!(key in message)) return;
      child.off('message', listen);
      resolve(message[key]);
    };
    child.on('message', listen);
  });

/** WORKERS api workers on one port; their summed CPU time in microseconds, and a way to stop them. */
const startWorkers = async (url: string) => {
  const children = Array.from({ length: WORKERS }, () => cluster.fork({ BENCH_WORKER_DATABASE_URL: url }));
  const ports = await Promise.all(children.map((child) => answer<number>(child, 'port')));
  return {
    base: `http://127.0.0.1:${ports[0]}`,
    cpuMicros: async () => {
      const usages = await Promise.all(
        children.map((child) => {
          const usage = answer<NodeJS.CpuUsage>(child, 'cpu');
          child.send('cpu');
          return usage;
        }),
      );
      return usages.reduce((sum, usage) => sum + usage.user + usage.system, 0);
    },
    stop: () => children.forEach((child) => child.kill()),
  };
};

const load = (averages: number[]): string => averages.map((average) => average.toFixed(2)).join(' ');

const main = () =>
  withBenchApi(API_ENV, async ({ app, url, base: setupBase }) => {
    const started = loadavg();
    await createUser(app, 'staff@example.com', 'Bench-Password-1', Role.Staff);
    const staff = await (await BenchSession.open(setupBase)).signIn('staff@example.com', 'Bench-Password-1');
    const course = await benchCourse(staff, { code: 'BENCH-1', feeCents: 10_900 });
    const event = (capacity: number) =>
      course({
        capacity,
        startsAt: new Date(Date.now() + 48 * 3_600_000),
        endsAt: new Date(Date.now() + 51 * 3_600_000),
      });
    const open = await event(10_000);
    const scarce = await event(SCARCE_SEATS);
    const workers = WORKERS > 1 ? await startWorkers(url) : null;
    const base = workers?.base ?? setupBase;
    await storm(base, open.id, CLIENTS); // warm-up
    const plenty = await measured(url, () => storm(base, open.id, CHECKOUTS), workers?.cpuMicros);
    const contested = await storm(base, scarce.id, SCARCE_SEATS * 5);
    workers?.stop();
    const roomy = await event(10_000);
    await sql(url, `update event set capacity = 10000000 where id = ${roomy.id}`);
    const tps = await ceiling(url, roomy.id);
    const rate = plenty.outcomes.length / plenty.seconds;
    const total = plenty.cpu.api + plenty.cpu.postgres + plenty.cpu.client;
    const sold = contested.outcomes.filter((outcome) => outcome.status === 201).length;
    const apiProcesses =
      WORKERS > 1 ? `${WORKERS} api worker processes (node cluster, one port)` : 'one api process';
    writeSection(
      WORKERS > 1 ? 'checkout-workers' : 'checkout',
      [
        WORKERS > 1 ? `## Checkout with ${WORKERS} api workers (extra information)` : '## Checkout',
        '',
        `Run ${new Date().toISOString()} with \`${WORKERS > 1 ? `BENCH_WORKERS=${WORKERS} ` : ''}npm run bench:checkout\` on ${machine()},`,
        `on ${dataSet()}.`,
        `${CLIENTS} concurrent clients, each with its own session, submitting step 3 (\`POST /registration/create\`:`,
        'server pricing with GST, a new participant, the event row locked, its seat counter raised, the registration',
        `numbered and written) against ${apiProcesses}, after a warm-up of one checkout per client.`,
        '',
        '| Scenario | checkouts | per second | p50 ms | p99 ms | 201 | 409 | other |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        resultRow('plenty of seats', plenty),
        resultRow(`${SCARCE_SEATS} seats, ${SCARCE_SEATS * 5} tries`, contested),
        `| ceiling: pgbench, essential writes, ${CLIENTS} clients | | ${tps.toFixed(0)} | | | | | |`,
        '',
        `**Ratio to the ceiling: ${(rate / tps).toFixed(2)}×** (checkouts per second with plenty of seats /`,
        'pgbench transactions per second of `bench/checkout-writes.pgbench` on the same database, same run;',
        `goal ≥ 0.6×). Seats sold in the contested run: ${sold} of ${SCARCE_SEATS}. The load client runs in its`,
        'own process (`bench/checkout-client.ts`) and, like pgbench, costs little: every request is built before',
        'the run and written to a raw keep-alive socket, and only the status and length of the answer are read.',
        '',
        `CPU per checkout with plenty of seats (user and system time over that run): the api ${plenty.cpu.api.toFixed(1)} ms`,
        `(${WORKERS > 1 ? 'its worker processes' : 'its process'}), PostgreSQL's backends ${plenty.cpu.postgres.toFixed(1)} ms, the load client ${plenty.cpu.client.toFixed(1)} ms; together`,
        `${total.toFixed(1)} ms, so the ${cpus().length} cores could serve at most ${((cpus().length * 1000) / total).toFixed(0)} checkouts per second with nothing else running.`,
        `Load average ${load(started)} at the start, ${load(loadavg())} at the end.`,
        '',
        'The contested run must show exactly as many 201s as seats: the seat check never oversells, and',
        'the rest get 409 "No seats left". Every checkout of one event waits for that event\'s row lock,',
        "so one event's checkouts run one at a time; different events run in parallel (registration",
        "numbers come from a sequence, so nothing else is shared). A new visitor's checkout sends 1 statement",
        'and no BEGIN or COMMIT: the events come from the settings cache, and the statement checks that no',
        "stored record has the participant's NRIC/FIN or e-mail, then writes the new participant, the seat and",
        "the registration, all or nothing; the ceiling's transaction holds the lock for 4. No session row is",
        "written: the browser's registrations are kept in a signed cookie of their own (`tp.regs`).",
      ].join('\n'),
    );
  });

(cluster.isWorker ? worker() : main()).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
