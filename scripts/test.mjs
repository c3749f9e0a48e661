// `npm test`: lint, typecheck, unit tests, API end-to-end tests, browser journeys and the
// date-sensitive suites at this commit's instants of the calendar sweep, stopping at the first
// failure. Ends with one "N passed, N failed" line summing the Jest runs.
import { finish, jest, serverAnswers, step } from './jest-tiers.mjs';
import { commitsSoFar, rotatingInstants, runSweep } from './date-sweep.mjs';

const run = async () => {
  if (step('lint', 'npm', ['run', '-s', 'lint'])) return finish(1);
  if (step('typecheck', 'npm', ['run', '-s', 'typecheck'])) return finish(1);
  if (jest('unit')) return finish(1);
  if (step('build the frontend for browser tests', 'npm', ['run', '-s', 'build:web'])) return finish(1);
  // The embedded fallback serves one connection: its test files must run one at a time.
  const server = await serverAnswers();
  const workers = server ? ['--maxWorkers=2'] : ['--runInBand'];
  if (jest('e2e', { args: workers })) return finish(1);
  if (jest('browser', { args: ['--runInBand'] })) return finish(1);
  if (runSweep(rotatingInstants(commitsSoFar()), workers)) return finish(1);
  return finish(0);
};

void run();
