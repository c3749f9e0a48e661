// `npm run test:dates`: the date-sensitive suites at every instant of the calendar sweep (or
// `-- --instant <name>` for some of them), as `npm test` runs them for a few instants per commit.
import { finish } from './jest-tiers.mjs';
import { INSTANTS, runSweep } from './date-sweep.mjs';
import { serverAnswers } from './jest-tiers.mjs';

const wanted = process.argv.flatMap((arg, index, all) => (all[index - 1] === '--instant' ? [arg] : []));
const unknown = wanted.filter((name) => !INSTANTS.some((instant) => instant.name === name));
if (unknown.length > 0) {
  process.stderr.write(
    `Unknown instant ${unknown.join(', ')}; the sweep's: ${INSTANTS.map((i) => i.name).join(', ')}\n`,
  );
  process.exit(2);
}
const instants = wanted.length > 0 ? INSTANTS.filter((instant) => wanted.includes(instant.name)) : INSTANTS;
const workers = (await serverAnswers()) ? ['--maxWorkers=2'] : ['--runInBand'];
finish(runSweep(instants, workers));
