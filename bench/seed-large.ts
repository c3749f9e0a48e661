import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { ROOT, SERVER, withDatabase } from './harness';
import { generateTenYearData, scaledTenYears } from './ten-year-data';

/**
 * `npm run bench:seed-large`: (re)creates the ten-year database the benchmarks reuse
 * (`BENCH_LARGE_DATABASE`, default `tp_bench_large`, on BENCH_DATABASE_URL's server): migrated,
 * then loaded by bench/ten-year-data.ts. Dropped first when it exists.
 */
export const LARGE_DATABASE = process.env.BENCH_LARGE_DATABASE ?? 'tp_bench_large';

export const largeDatabaseUrl = (): string => withDatabase(LARGE_DATABASE);

const main = async () => {
  const server = new Client({ connectionString: SERVER });
  await server.connect();
  await server.query(`drop database if exists "${LARGE_DATABASE}" with (force)`);
  await server.query(`create database "${LARGE_DATABASE}"`);
  await server.end();
  const url = largeDatabaseUrl();
  execFileSync(process.execPath, ['-r', '@swc-node/register', 'apps/api/src/cli/migrate.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, SESSION_SECRET: 'bench' },
    stdio: 'ignore',
  });
  const started = performance.now();
  // A fraction of the ten years (BENCH_LARGE_FRACTION, e.g. 0.1667 for the plan guard's size) to study a plan.
  const set = await generateTenYearData(
    url,
    scaledTenYears(Number(process.env.BENCH_LARGE_FRACTION ?? 1)),
    undefined,
    (line) => process.stdout.write(`${line}\n`),
  );
  process.stdout.write(
    `${JSON.stringify({ ...set, gigabytes: (set.bytes / 2 ** 30).toFixed(2), seconds: ((performance.now() - started) / 1000).toFixed(0) })}\n`,
  );
};

if (require.main === module)
  main().catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
