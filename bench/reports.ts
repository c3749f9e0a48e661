import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { Role } from '@app/core';
import { generateFinanceData } from './finance-data';
import {
  BenchSession,
  createUser,
  databaseCpuMicros,
  machine,
  percentile,
  withApi,
  writeSection,
} from './harness';

/**
 * Finance reports on a generated ledger (`FINANCE_INVOICES`, default 1,000,000, over
 * `FINANCE_CUSTOMERS`, default a tenth of that): the aged trial balance as at three dates, the
 * statement of the busiest customer, a day's settlement, and an Excel export of `EXPORT_ROWS`
 * (100,000) payments, each through HTTP with a signed-in session.
 */
const invoices = Number(process.env.FINANCE_INVOICES ?? 1_000_000);
const customers = Number(process.env.FINANCE_CUSTOMERS ?? Math.max(10, Math.round(invoices / 10)));
const exportRows = Number(process.env.EXPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TODAY = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * CPU seconds used so far by the database's server processes (from /proc: the server is on this
 * machine) and by this process (the api): what a request costs whatever else the shared machine
 * runs, where its wall time also counts the waiting for a core.
 */
const cpuSeconds = async (probe: Client): Promise<number> => {
  const database = await databaseCpuMicros(probe);
  const own = process.cpuUsage();
  return database / 1e6 + (own.user + own.system) / 1e6;
};

interface Timing {
  wall: number[];
  cpu: number[];
}

const time = async (probe: Client, session: BenchSession, path: string, body?: object): Promise<Timing> => {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const cpuStart = await cpuSeconds(probe);
    const start = performance.now();
    const response = await session.request(body ? 'POST' : 'GET', path, body);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    if (run > 0) {
      wall.push(performance.now() - start);
      cpu.push((await cpuSeconds(probe)) - cpuStart);
    }
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
};

const row = (scenario: string, target: number, timing: Timing): string => {
  const cpuMs = percentile(timing.cpu, 50) * 1000;
  return `| ${scenario} | ${percentile(timing.wall, 50).toFixed(0)} | ${timing.wall[timing.wall.length - 1].toFixed(0)} | ${cpuMs.toFixed(0)} | ${target} | ${(percentile(timing.wall, 50) / target).toFixed(2)} | ${(cpuMs / target).toFixed(2)} |`;
};

const one = async <T>(url: string, sql: string): Promise<T> => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows[0] as T;
  } finally {
    await client.end();
  }
};

void withApi({}, async ({ app, url, base }) => {
  const load = loadavg()[0];
  const started = performance.now();
  const set = await generateFinanceData(url, { customers, invoices, today: TODAY });
  const generated = (performance.now() - started) / 1000;
  await createUser(app, 'bench-finance@example.com', 'Bench-password-1', Role.Staff);
  const session = await (
    await BenchSession.open(base)
  ).signIn('bench-finance@example.com', 'Bench-password-1');
  const probe = new Client({ connectionString: url });
  await probe.connect();
  const atb = (asAt: string) =>
    time(probe, session, `/admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices?asAt=${asAt}`);
  const dates = [TODAY, daysAgo(90), `${Number(TODAY.slice(0, 4)) - 2}-12-31`];
  const atbTimes: Timing[] = [];
  for (const date of dates) atbTimes.push(await atb(date));
  const busiest = await one<{ kind: string; id: number; count: number }>(
    url,
    `select customer_kind as kind, coalesce(participant_id, corporate_id) as id, count(*)::int as count
       from invoice group by 1, 2 order by 3 desc limit 1`,
  );
  const statement = await time(
    probe,
    session,
    '/admin/reports/accounts/statementofaccount/getallinvoicesbycustomer',
    {
      date: dates[1],
      customerKind: busiest.kind,
      customerId: busiest.id,
    },
  );
  const busiestDay = await one<{ day: string; count: number }>(
    url,
    `select to_char(received_on, 'YYYY-MM-DD') as day, count(*)::int as count from payment group by received_on order by 2 desc limit 1`,
  );
  const settlement = await time(
    probe,
    session,
    `/admin/reports/sales/dailysalessettlement/consolidated/getall?dateFrom=${busiestDay.day}`,
  );
  // The payments of the latest days, as many as the export is to hold.
  const from = await one<{ day: string; count: number }>(
    url,
    `select to_char(min(received_on), 'YYYY-MM-DD') as day, count(*)::int as count
       from (select received_on from payment order by received_on desc limit ${exportRows}) p`,
  );
  const exported = await one<{ count: number }>(
    url,
    `select count(*)::int as count from payment where status = 'Received' and received_on >= '${from.day}'`,
  );
  const exportCpuStart = await cpuSeconds(probe);
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  const exportStart = performance.now();
  const response = await session.request(
    'GET',
    `/admin/reports/sales/dailysalessettlement/list/export?dateFrom=${from.day}&dateTo=${TODAY}`,
  );
  const bytes = (await response.arrayBuffer()).byteLength;
  const exportMs = performance.now() - exportStart;
  clearInterval(sampler);
  const exportCpu = (await cpuSeconds(probe)) - exportCpuStart;
  await probe.end();
  const growth = (rssPeak - rssBefore) / 2 ** 20;
  writeSection(
    'reports',
    `## Finance reports

Run ${new Date().toISOString()} with \`FINANCE_INVOICES=${invoices} npm run bench:reports\` on ${machine()}, shared with
other work (load average ${load.toFixed(1)} when it started). ${set.invoices.toLocaleString('en')} invoices over five
years for ${set.participants.toLocaleString('en')} participants and ${set.corporates.toLocaleString('en')} corporates,
${set.payments.toLocaleString('en')} payments (full, split in two, partial; 1 in 50 overpaid onto account; 1 in 200
receipts voided), ${set.creditNotes.toLocaleString('en')} credit notes, ${set.voids.toLocaleString('en')} voided invoices,
generated by \`bench/finance-data.ts\` in ${generated.toFixed(0)} s. ${RUNS} requests per scenario after one warm-up,
through HTTP with a signed-in session; the api runs in the benchmark's process.

| Scenario | p50 ms | max ms | CPU ms (p50) | target ms | p50 / target | CPU / target |
| --- | --- | --- | --- | --- | --- | --- |
${dates.map((date, index) => row(`aged trial balance as at ${date}`, 2000, atbTimes[index])).join('\n')}
${row(`statement of account (${busiest.kind} with ${busiest.count} invoices)`, 200, statement)}
${row(`daily settlement, consolidated (${busiestDay.day}, ${busiestDay.count} payments)`, 500, settlement)}
| Excel export, ${exported.count.toLocaleString('en')} payments (${(bytes / 1e6).toFixed(1)} MB .xlsx) | ${exportMs.toFixed(0)} | ${exportMs.toFixed(0)} | ${(exportCpu * 1000).toFixed(0)} | 15000 | ${(exportMs / 15000).toFixed(2)} | ${((exportCpu * 1000) / 15000).toFixed(2)} |

RSS growth during the export: ${growth.toFixed(0)} MB (target < 150 MB, ratio ${(growth / 150).toFixed(2)}).
CPU ms: the CPU time the request used in PostgreSQL's processes and the api (from /proc), what it takes on an idle
machine; the wall times include waiting for a core on this shared one (load average ${loadavg()[0].toFixed(1)} at the end).`,
  );
});
