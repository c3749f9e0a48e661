import { performance } from 'node:perf_hooks';
import { Role } from '@app/core';
import { generateFinanceData } from './finance-data';
import { BenchSession, createUser, machine, percentile, withApi, writeSection } from './harness';

/**
 * Finance reports on a generated ledger (`FINANCE_INVOICES`, default 1,000,000, over
 * `FINANCE_CUSTOMERS`, default 100,000): the aged trial balance as at a date, one statement, a
 * day's settlement and an export, each through HTTP with a signed-in session. Run with
 * `FINANCE_INVOICES=200000 npm run bench:reports` on a busy machine.
 */
const invoices = Number(process.env.FINANCE_INVOICES ?? 1_000_000);
const customers = Number(process.env.FINANCE_CUSTOMERS ?? Math.max(1, Math.round(invoices / 10)));
const RUNS = 5;

const time = async (session: BenchSession, path: string, body?: object): Promise<number[]> => {
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const start = performance.now();
    const response = await session.request(body ? 'POST' : 'GET', path, body);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    if (run > 0) times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
};

const row = (scenario: string, target: number, times: number[]): string =>
  `| ${scenario} | ${percentile(times, 50).toFixed(0)} | ${times[times.length - 1].toFixed(0)} | ${target} | ${(times[times.length - 1] / target).toFixed(2)} |`;

void withApi({}, async ({ app, url, base }) => {
  const started = performance.now();
  await generateFinanceData(url, { customers, invoices });
  const generated = (performance.now() - started) / 1000;
  await createUser(app, 'bench-finance@example.com', 'Bench-password-1', Role.Staff);
  const session = await (
    await BenchSession.open(base)
  ).signIn('bench-finance@example.com', 'Bench-password-1');
  const asAt = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const atb = await time(
    session,
    `/admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices?asAt=${asAt}`,
  );
  const statement = await time(
    session,
    '/admin/reports/accounts/statementofaccount/getallinvoicesbycustomer',
    {
      date: asAt,
      customerKind: 'corporate',
      customerId: (
        (await (
          await session.request(
            'GET',
            `/admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices?asAt=${asAt}&pageSize=1`,
          )
        ).json()) as { items: { customerId: number }[] }
      ).items[0].customerId,
    },
  );
  const settlement = await time(
    session,
    `/admin/reports/sales/dailysalessettlement/consolidated/getall?dateFrom=${asAt}`,
  );
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  const exportStart = performance.now();
  const exported = await session.request(
    'GET',
    '/admin/reports/sales/dailysalessettlement/list/export?dateFrom=2021-01-01&dateTo=2030-12-31',
  );
  const bytes = (await exported.arrayBuffer()).byteLength;
  const exportMs = performance.now() - exportStart;
  clearInterval(sampler);
  writeSection(
    'reports',
    `## Finance reports

Run ${new Date().toISOString()} with \`FINANCE_INVOICES=${invoices} npm run bench:reports\` on ${machine()}, shared with
other work. ${invoices.toLocaleString('en')} invoices for ${customers.toLocaleString('en')} corporates over five years
(70% paid, 20% of them partly; 5% credited; 1% voided), generated in ${generated.toFixed(0)} s. ${RUNS} requests per
scenario after one warm-up, through HTTP with a signed-in session; the api runs in the benchmark's process.

| Scenario | p50 ms | max ms | target ms | max / target |
| --- | --- | --- | --- | --- |
${row(`aged trial balance as at ${asAt}`, 2000, atb)}
${row('statement of account (one corporate)', 200, statement)}
${row('daily settlement (consolidated)', 500, settlement)}
| export of every payment (${(bytes / 1e6).toFixed(1)} MB .xlsx) | ${exportMs.toFixed(0)} | ${exportMs.toFixed(0)} | 15000 | ${(exportMs / 15000).toFixed(2)} |

RSS growth during the export: ${((rssPeak - rssBefore) / 2 ** 20).toFixed(0)} MB (target < 150 MB).`,
  );
});
