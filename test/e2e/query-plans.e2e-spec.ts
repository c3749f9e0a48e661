import { Client } from 'pg';
import { ApiModule } from '@app/api/api.module';
import {
  CONNECTION_SETUP,
  Role,
  type RouteEntry,
  collectRoutes,
  currentTime,
  singaporeDate,
} from '@app/core';
import { TestContext, validSample } from '@app/test';
import { scaledTenYears, generateTenYearData } from '@app/bench/ten-year-data';

/**
 * The plan guard: on a sixth of the ten-year data set (50,000 participants, 150,000 registrations,
 * 100,000 invoices ...), every list and search route is called as an administrator and every
 * statement it sends is EXPLAINed with its own parameters; a sequential scan of a table over
 * 10,000 rows fails the test, naming the route, the table and the statement. The routes come from
 * the route table (every GET, and every POST that reads: get, search, filter, fetch, list), so a
 * new screen without an index fails here, not at the customer.
 */
const LARGE_TABLE = 10_000;
const READING_POST = /\/(get|search|filter|fetch|list)[a-z]*(\/|$)/i;

/**
 * Routes whose job is to read a whole ledger (each reads the rows of one date or period, a large
 * share of the table, where a scan is the cheapest plan), or whose statement the guard cannot judge.
 */
const WHOLE_TABLE_READS: Record<string, string> = {
  'GET /admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices':
    'ages every receivable owed at the date (receivables ledger, docs/reports.md)',
  'GET /admin/reports/accounts/agedtrialbalance/getallcustomerswithinvoices/export': 'the same, whole',
  'GET /admin/reports/accounts/statementofaccount/getallcustomers':
    "the aged trial balance's customers (receivables ledger)",
  'GET /admin/reports/accounts/statementofaccount/getallcustomers/export': 'the same, whole',
};

interface Captured {
  text: string;
  values: unknown[];
}

type Query = (...args: unknown[]) => unknown;

/** The statements the api sends while `work` runs (not the session store's, nor a connection's set-up). */
const captureStatements = async (work: () => Promise<unknown>): Promise<Captured[]> => {
  const captured: Captured[] = [];
  const prototype = Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; values?: unknown[] };
    const text = (typeof first === 'string' ? first : (first?.text ?? '')).trim();
    const values = (typeof first === 'string' ? args[1] : first?.values) as unknown[] | undefined;
    if (!/http_session/i.test(text) && text !== CONNECTION_SETUP)
      captured.push({ text, values: values ?? [] });
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return captured;
};

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

/** The query a statement runs, as EXPLAIN takes it; null for what is not a query (set-up, cursor moves). */
const explainable = (text: string): string | null => {
  const cursor = /^declare\s+\w+\s+(no\s+scroll\s+)?cursor\s+for\s+/i.exec(text);
  if (cursor) return text.slice(cursor[0].length);
  return /^(select|with)\b/i.test(text) && !/^select set_config\(/i.test(text) ? text : null;
};

describe('query plans on a large data set', () => {
  let ctx: TestContext;
  let routes: RouteEntry[];
  let explainer: Client;
  let large: Map<string, number>;

  beforeAll(async () => {
    ctx = await TestContext.create();
    const fraction = 1 / 6;
    await generateTenYearData(
      ctx.config.databaseUrl ?? '',
      { ...scaledTenYears(fraction), invoices: 100_000 },
      singaporeDate(currentTime()),
    );
    // Every table analyzed, as autovacuum keeps them: an empty table never analyzed looks large.
    await ctx.sql('analyze');
    routes = await collectRoutes(ApiModule.forRoot(ctx.config));
    explainer = new Client({ connectionString: ctx.config.databaseUrl });
    await explainer.connect();
    await explainer.query('set jit = off');
    const { rows } = await explainer.query<{ name: string; rows: number }>(
      `select relname as name, reltuples::bigint as rows from pg_class
        where relkind = 'r' and relnamespace = current_schema()::regnamespace and reltuples > $1`,
      [LARGE_TABLE],
    );
    large = new Map(rows.map((row) => [row.name, Number(row.rows)]));
  }, 600_000);

  afterAll(async () => {
    await explainer?.end();
    await ctx.close();
  });

  it('has tables over the threshold to guard', () => {
    expect([...large.keys()]).toEqual(
      expect.arrayContaining(['participant', 'registration', 'registration_event', 'invoice', 'payment']),
    );
  });

  it('sends no statement that reads a large table whole from any list or search route', async () => {
    const staff = await ctx.signIn(Role.Administrator);
    const reading = routes.filter(
      (route) =>
        !(`${route.method} ${route.path}` in WHOLE_TABLE_READS) &&
        route.policy?.kind !== 'public' &&
        (route.method === 'GET' || (route.method === 'POST' && READING_POST.test(route.path))),
    );
    expect(reading.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const route of reading) {
      const path = route.path.replace(/:[A-Za-z_]+/g, '1');
      const sample = route.inputs.query ? validSample(route.inputs.query) : {};
      // The bare list, then the list searched and filtered as the DTO's sample says.
      const calls = [{}, ...(Object.keys(sample).length ? [sample] : [])];
      for (const query of calls) {
        let status = 0;
        const statements = await captureStatements(async () => {
          const request = staff.call(route.method.toLowerCase() as 'get' | 'post', path).query(query);
          ({ status } = await (route.method === 'POST'
            ? request.send(route.inputs.body ? validSample(route.inputs.body) : {})
            : request));
        });
        if (status >= 500) problems.push(`${route.method} ${route.path}: answered ${status}`);
        for (const statement of statements) {
          const sql = explainable(statement.text);
          if (!sql) continue;
          const plan = await explainer
            .query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${sql}`, statement.values)
            .catch(() => null);
          if (!plan) continue;
          for (const table of seqScans(plan.rows[0]['QUERY PLAN'][0].Plan).filter((name) => large.has(name)))
            problems.push(
              `${route.method} ${route.path}${Object.keys(query).length ? ` ?${new URLSearchParams(query as Record<string, string>)}` : ''}: ` +
                `sequential scan of ${table} (${large.get(table)} rows) in ${sql.replace(/\s+/g, ' ').slice(0, 300)}`,
            );
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  }, 900_000);
});
