// `npm test`: lint, typecheck, unit tests, API end-to-end tests and browser journeys, stopping at
// the first failure. Ends with one "N passed, N failed" line summing the Jest runs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const totals = { passed: 0, failed: 0 };

const step = (title, command, args) => {
  process.stdout.write(`\n=== ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
  return result.status ?? 1;
};

const finish = (status) => {
  process.stdout.write(`\ntests: ${totals.passed} passed, ${totals.failed} failed\n`);
  process.exit(status);
};

const serverAnswers = async () => {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

const jest = (project, extra = []) => {
  mkdirSync('test-results', { recursive: true });
  const output = `test-results/${project}.json`;
  const status = step(`${project} tests`, process.execPath, [
    'node_modules/jest/bin/jest.js',
    '--selectProjects',
    project,
    '--json',
    `--outputFile=${output}`,
    ...extra,
  ]);
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    if (report.numTotalTests === 0) return 1;
  } catch {
    return status || 1;
  }
  return status;
};

const run = async () => {
  if (step('lint', 'npm', ['run', '-s', 'lint'])) return finish(1);
  if (step('typecheck', 'npm', ['run', '-s', 'typecheck'])) return finish(1);
  if (jest('unit')) return finish(1);
  if (step('build the frontend for browser tests', 'npm', ['run', '-s', 'build:web'])) return finish(1);
  // The embedded fallback serves one connection: its test files must run one at a time.
  const workers = (await serverAnswers()) ? ['--maxWorkers=2'] : ['--runInBand'];
  if (jest('e2e', workers)) return finish(1);
  if (jest('browser', ['--runInBand'])) return finish(1);
  return finish(0);
};

void run();
