import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { Role, nricCheckLetter } from '@app/core';
import {
  type BenchApi,
  BenchSession,
  ROOT,
  benchCourse,
  createUser,
  json,
  machine,
  percentile,
  withApi,
  withApiAt,
  writeSection,
} from './harness';
import { LARGE_DATABASE, largeDatabaseUrl } from './seed-large';

/**
 * Every back-office list, search, report and export of the ten-year set (`npm run bench:seed-large`
 * first), and checkout's latency there against an empty database: medians of RUNS sequential calls
 * after a warm-up, through HTTP with a signed-in administrator, the api in this process.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 10);

interface Scenario {
  what: string;
  path: string;
  body?: object;
  /** The issue's figure before the change, for the table. */
  before: string;
  goal?: number;
}

const load = () => loadavg()[0].toFixed(1);

const median = async (call: () => Promise<unknown>): Promise<{ p50: number; max: number; load: string }> => {
  await call();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), max: times[times.length - 1], load: load() };
};

const ok = async (response: Promise<Response>): Promise<void> => {
  const answer = await response;
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${answer.url}: ${answer.status}`);
};

/** Time to the first byte and to the last, the size, and the api's RSS growth, of one download. */
const download = async (session: BenchSession, path: string) => {
  const rss = process.memoryUsage().rss;
  let peak = rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const start = performance.now();
  const response = await session.request('GET', path);
  if (!response.ok || !response.body) throw new Error(`${path}: ${response.status}`);
  const reader = response.body.getReader();
  let first = 0;
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (!first) first = performance.now() - start;
    bytes += chunk.value.byteLength;
  }
  clearInterval(sampler);
  return { first, total: performance.now() - start, bytes, rssMb: (peak - rss) / 2 ** 20, load: load() };
};

/** Starts a download, leaves after its first bytes, and tells how long the database kept working on it. */
const abandoned = async (session: BenchSession, url: string, path: string): Promise<number> => {
  const controller = new AbortController();
  const response = await fetch(`${session.baseUrl}${path}`, {
    headers: session.headers(),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  await reader.read();
  controller.abort();
  const left = performance.now();
  const probe = new Client({ connectionString: url });
  await probe.connect();
  try {
    for (;;) {
      const { rows } = await probe.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
      );
      if (rows[0].n === 0 || performance.now() - left > 60_000) return performance.now() - left;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await probe.end();
  }
};

let visitor = 0;
const person = () => {
  visitor += 1;
  const digits = String(5_000_000 + ((Date.now() / 1000 + visitor * 7) % 4_000_000)).slice(-7);
  return {
    firstName: 'Bench',
    lastName: `Visitor ${visitor}`,
    nric: `S${digits}${nricCheckLetter('S', digits)}`,
    email: `large-${Date.now().toString(36)}-${visitor}@example.com`,
    mobileNo: `9${String(visitor).padStart(7, '0')}`,
  };
};

/** Checkout latency (one seat): a new visitor each time, and one returning participant again and again. */
const checkouts = async ({ app, base }: BenchApi) => {
  const email = `checkout-staff-${Date.now()}@example.com`;
  await createUser(app, email, 'Bench-Password-1', Role.Staff);
  const staff = await (await BenchSession.open(base)).signIn(email, 'Bench-Password-1');
  const course = await benchCourse(staff, {
    code: `LRG-${Date.now().toString(36).toUpperCase()}`,
    feeCents: 10_900,
  });
  const visitorSession = await BenchSession.open(base);
  const checkout = async (participant: object) => {
    const event = await course({
      capacity: 100,
      startsAt: new Date(Date.now() + 48 * 3_600_000),
      endsAt: new Date(Date.now() + 51 * 3_600_000),
    });
    return { event, participant };
  };
  // Each checkout at an event of its own: a returning participant may hold one seat per event.
  const prepared = async (count: number, who: () => object) => {
    const list = [];
    for (let index = 0; index <= count; index += 1) list.push(await checkout(who()));
    return list;
  };
  const run = async (list: { event: { id: number }; participant: object }[]) => {
    const times: number[] = [];
    for (const [index, { event, participant }] of list.entries()) {
      const start = performance.now();
      await json(
        visitorSession.request('POST', '/registration/create', {
          items: [{ eventId: event.id, participant }],
          paymentMethod: 'paynow',
          idempotencyKey: randomBytes(12).toString('hex'),
        }),
      );
      if (index > 0) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), load: load() };
  };
  const fresh = await run(await prepared(RUNS, person));
  const returning = person();
  const again = await run(await prepared(RUNS, () => returning));
  return { fresh, again };
};

const scenarios = async (url: string): Promise<Scenario[]> => {
  const probe = new Client({ connectionString: url });
  await probe.connect();
  const one = async <T>(sql: string): Promise<T> => (await probe.query(sql)).rows[0] as T;
  const busy = await one<{
    id: number;
    name: string;
    nric: string;
    email: string;
    cea: string;
    mobile: string;
  }>(
    `select p.id, p.first_name || ' ' || p.last_name as name, p.nric, p.email, p.cea_reg_no as cea, p.mobile_no as mobile
       from participant p where p.id = (select participant_id from registration_event group by 1 order by count(*) desc limit 1)`,
  );
  const corporate = await one<{ id: number; uen: string }>(
    `select id, uen from corporate where id = (select corporate_id from registration where corporate_id is not null group by 1 order by count(*) desc limit 1)`,
  );
  const event = await one<{ id: number }>(`select max(event_id) as id from attendance`);
  await probe.end();
  const today = new Date().toISOString().slice(0, 10);
  const [first, last] = busy.name
    .split(' ')
    .reduce<[string, string]>(
      (parts, word, index, words) =>
        index === words.length - 1 ? [parts[0], word] : [`${parts[0]} ${word}`.trim(), ''],
      ['', ''],
    );
  const search = (type: string, keyword: string) =>
    `/admin/register/search/filter?searchType=${encodeURIComponent(type)}&keyword=${encodeURIComponent(keyword)}`;
  return [
    {
      what: 'transactions, keyword search',
      path: '/admin/payment/search/filter?keyword=Tan',
      before: '4.7 s',
    },
    { what: 'transactions, no filter', path: '/admin/payment/search/filter', before: '2.0 s' },
    {
      what: 'statement of account, customer list',
      path: `/admin/reports/accounts/statementofaccount/getallcustomers?date=${today}`,
      before: '4.1 s',
    },
    { what: 'global search by name', path: search('Name', busy.name), before: '0.8–1.1 s' },
    {
      what: 'global search by name, either order',
      path: search('Name', `${last} ${first}`),
      before: '0.8–1.1 s',
    },
    { what: 'global search by NRIC', path: search('NRIC', busy.nric), before: '0.8–1.1 s' },
    { what: 'global search by e-mail', path: search('Email', busy.email), before: '0.8–1.1 s' },
    { what: 'global search by CEA no.', path: search('CEA Registration No.', busy.cea), before: '0.8–1.1 s' },
    { what: 'global search by phone', path: search('Phone', busy.mobile), before: '0.8–1.1 s' },
    {
      what: 'global search by company registration no.',
      path: search('Company Registration No.', corporate.uen),
      before: '1.4 s',
    },
    { what: 'registrations list', path: '/admin/register/details/getall', before: '0.48 s' },
    {
      what: 'registrations, accounts view',
      path: '/admin/register/details/getallaccounts',
      before: '0.63 s',
    },
    {
      what: 'registrations, keyword by name',
      path: `/admin/register/details/getall?keyword=${encodeURIComponent(busy.name)}`,
      before: '1.2 s',
    },
    {
      what: 'participants, keyword over all fields',
      path: '/admin/participants/getallbypage?keyword=chew',
      before: '0.56–0.61 s',
    },
    {
      what: 'participants, full name',
      path: `/admin/participants/getallbypage?keyword=${encodeURIComponent(busy.name)}`,
      before: '0.56–0.61 s, 0 found',
    },
    {
      what: 'participants, name in the other order',
      path: `/admin/participants/getallbypage?keyword=${encodeURIComponent(`${last} ${first}`)}`,
      before: '0 found',
    },
    {
      what: 'participants, page 5,000',
      path: '/admin/participants/getallbypage?page=5000',
      before: '0.30 s',
    },
    {
      what: "a participant's registrations (profile)",
      path: `/admin/registration/participant/${busy.id}`,
      before: '0.48 s',
    },
    {
      what: "a participant's events (profile)",
      path: `/admin/registration/events/participant/${busy.id}`,
      before: '0.48 s',
    },
    { what: '`GET /admin/events/getall`', path: '/admin/events/getall', before: '1.5 s, +440 MiB' },
    {
      what: 'corporate registrations report',
      path: '/admin/reports/accounts/corporateregistrations/getbypage',
      before: '0.35 s',
    },
    { what: 'invoices list', path: '/admin/invoices/getall', before: '6–56 ms' },
    { what: 'receipts list', path: '/admin/receipts/getall', before: '6–56 ms' },
    {
      what: "attendance, an event's participants",
      path: `/admin/attendance/event/${event.id}/getbypage`,
      before: '10–26 ms',
    },
    {
      what: 'aged trial balance',
      path: `/admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices?asAt=${today}`,
      before: '59–165 ms',
      goal: 200,
    },
    { what: "a participant's change log", path: `/admin/participants/logs?id=${busy.id}`, before: '8 ms' },
    { what: 'event filters', path: '/admin/events/filter', before: '25–46 ms' },
  ];
};

const main = async () => {
  const url = largeDatabaseUrl();
  const started = loadavg();
  // Nest boots one api per process (the lookup lists' entity schemas, passport): the empty
  // database's checkouts run in a child process of their own.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['-r', '@swc-node/register', 'bench/large.ts', EMPTY_CHECKOUTS],
    { cwd: ROOT },
  );
  const empty = JSON.parse(stdout) as Awaited<ReturnType<typeof checkouts>>;
  await withApiAt(url, {}, async (api) => {
    const full = await checkouts(api);
    const email = `large-admin-${Date.now()}@example.com`;
    await createUser(api.app, email, 'Bench-Password-1', Role.Administrator);
    const session = await (await BenchSession.open(api.base)).signIn(email, 'Bench-Password-1');
    const rows: string[] = [];
    const row = (what: string, before: string, after: string, goal: string, within: boolean, at: string) =>
      rows.push(`| ${what} | ${before} | ${after} | ${goal} | ${within ? 'yes' : '**no**'} | ${at} |`);
    const emptyRatio = full.fresh.p50 / empty.fresh.p50;
    row(
      'checkout of one seat, new visitor (full / empty)',
      '88–93 ms / 5–8 ms',
      `${full.fresh.p50.toFixed(1)} / ${empty.fresh.p50.toFixed(1)} ms (${emptyRatio.toFixed(2)}×)`,
      '≤ 1.10× empty',
      emptyRatio <= 1.1,
      `${full.fresh.load} / ${empty.fresh.load}`,
    );
    const againRatio = full.again.p50 / empty.again.p50;
    row(
      'checkout, returning participant (full / empty)',
      '179–183 ms',
      `${full.again.p50.toFixed(1)} / ${empty.again.p50.toFixed(1)} ms (${againRatio.toFixed(2)}×)`,
      '≤ 1.10× empty',
      againRatio <= 1.1,
      `${full.again.load} / ${empty.again.load}`,
    );
    for (const scenario of await scenarios(url)) {
      const goal = scenario.goal ?? 100;
      const timing = await median(() =>
        ok(session.request(scenario.body ? 'POST' : 'GET', scenario.path, scenario.body)),
      ).catch((error: unknown) => ({ p50: Number.NaN, max: Number.NaN, load: String(error) }));
      row(
        `${scenario.what} \`${scenario.path.split('?')[0]}\``,
        scenario.before,
        `${timing.p50.toFixed(0)} ms (max ${timing.max.toFixed(0)})`,
        `< ${goal} ms`,
        timing.p50 < goal,
        timing.load,
      );
    }
    const today = new Date().toISOString().slice(0, 10);
    const year = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const exports: [string, string, string][] = [
      [
        'transactions export, one year',
        `/admin/payment/search/filter/export?dateFrom=${year}&dateTo=${today}`,
        '17–21 s',
      ],
      ['transactions export, ten years', '/admin/payment/search/filter/export', 'did not finish in 150 s'],
      [
        'statement of account customers export',
        `/admin/reports/accounts/statementofaccount/getallcustomers/export?date=${today}`,
        '8.7–10.3 s',
      ],
    ];
    for (const [what, path, before] of exports) {
      const got = await download(session, path);
      row(
        `${what} \`${path.split('?')[0]}\`: first byte / all`,
        before,
        `${got.first.toFixed(0)} ms / ${(got.total / 1000).toFixed(1)} s (${(got.bytes / 1e6).toFixed(1)} MB, RSS +${got.rssMb.toFixed(0)} MiB)`,
        'first byte < 1 s, flat memory',
        got.first < 1000 && got.rssMb < 150,
        got.load,
      );
    }
    const stopped = await abandoned(session, url, '/admin/payment/search/filter/export');
    row(
      'ten-year export abandoned after its first bytes: the database busy for',
      'kept running',
      `${stopped.toFixed(0)} ms`,
      '< 1 s',
      stopped < 1000,
      load(),
    );
    writeSection(
      'large',
      `## Ten years of data

Run ${new Date().toISOString()} with \`npm run bench:large\` on ${machine()}, against \`${LARGE_DATABASE}\` as made by
\`npm run bench:seed-large\` (see "The ten-year data set" below). Medians of ${RUNS} sequential calls after one warm-up,
through HTTP as a signed-in administrator, the api in the benchmark's process; checkout on that database and on a freshly
migrated empty one in the same run. Load average (1 min) ${started.map((value) => value.toFixed(2)).join(' ')} at the start;
the last column is the 1-minute load average when each figure was taken. "Before" is the issue's measurement on the same
sizes before these changes.

| what | before | after | goal | met | load |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}`,
    );
  });
};

const EMPTY_CHECKOUTS = '--checkouts-on-empty';

(process.argv.includes(EMPTY_CHECKOUTS)
  ? withApi({}, checkouts).then((result) => process.stdout.write(JSON.stringify(result)))
  : main()
).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
