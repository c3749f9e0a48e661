// Runs Jest tiers for `npm test` and `npm run test:dates`, summing what they report into one
// "tests: N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

export const totals = { passed: 0, failed: 0 };

export const step = (title, command, args, env = {}) => {
  process.stdout.write(`\n=== ${title}\n`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });
  return result.status ?? 1;
};

export const finish = (status) => {
  process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed\n`);
  process.exit(status);
};

/** Whether the PostgreSQL server the tests use answers (else they fall back to embedded PGlite). */
export const serverAnswers = async () => {
  const client = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

/** One Jest project (or some of its files); a run that reports no test at all is a failure. */
export const jest = (
  project,
  { args = [], files = [], env = {}, title = `${project} tests`, report = project } = {},
) => {
  mkdirSync('test-results', { recursive: true });
  const output = `test-results/${report}.json`;
  const status = step(
    title,
    process.execPath,
    [
      'node_modules/jest/bin/jest.js',
      '--selectProjects',
      project,
      '--json',
      `--outputFile=${output}`,
      ...args,
      ...files,
    ],
    env,
  );
  try {
    const result = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    if (result.numTotalTests === 0) return 1;
  } catch {
    return status || 1;
  }
  return status;
};
