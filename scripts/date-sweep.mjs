// The calendar sweep: instants at which naive date code breaks, and the suites whose behaviour
// depends on the date. Each run of a suite starts its business clock at the instant (TEST_CLOCK,
// read by libs/core/src/clock) and lets it run on from there, as a real day would.
import { execFileSync } from 'node:child_process';
import { jest } from './jest-tiers.mjs';

/** Singapore is UTC+8 all year: 16:00 UTC is its midnight. */
export const INSTANTS = [
  {
    name: 'month-end',
    at: '2027-01-31T03:00:00Z',
    why: 'Sunday 31 January 11:00: a 31-day month ends, February is short',
  },
  { name: 'year-end', at: '2026-12-31T15:30:00Z', why: 'Thursday 31 December 23:30 in Singapore' },
  {
    name: 'new-year',
    at: '2026-12-31T16:30:00Z',
    why: 'Friday 1 January 00:30 in Singapore, still 31 December in UTC',
  },
  { name: 'leap-day', at: '2028-02-29T04:00:00Z', why: 'Tuesday 29 February 2028 12:00' },
  { name: 'monday', at: '2026-11-30T01:00:00Z', why: 'Monday 09:00, a week starts' },
  { name: 'sunday', at: '2026-11-29T06:00:00Z', why: 'Sunday 14:00, a week ends' },
  { name: 'before-midnight', at: '2026-11-28T15:59:00Z', why: 'Saturday 23:59: the day ends during the run' },
  { name: 'after-midnight', at: '2026-11-28T16:01:00Z', why: 'Sunday 00:01 in Singapore, Saturday in UTC' },
];

/** Suites whose behaviour depends on the day or hour: holds, attendance, the ledger as at a date ... */
export const DATE_SUITES = [
  'test/e2e/demo-seed.e2e-spec.ts',
  'test/e2e/checkout.e2e-spec.ts',
  'test/e2e/payments.e2e-spec.ts',
  'test/e2e/payment-methods.e2e-spec.ts',
  'test/e2e/jobs.e2e-spec.ts',
  'test/e2e/attendance.e2e-spec.ts',
  'test/e2e/finance-reports.e2e-spec.ts',
  'test/e2e/accounts-reports.e2e-spec.ts',
  'test/e2e/tax-invoices.e2e-spec.ts',
  'test/e2e/reschedule.e2e-spec.ts',
  'test/e2e/transfers.e2e-spec.ts',
  'test/e2e/refunds.e2e-spec.ts',
  'test/e2e/void-entries.e2e-spec.ts',
  'test/e2e/registered-participant.e2e-spec.ts',
  'test/e2e/events.e2e-spec.ts',
  'test/e2e/public-reads.e2e-spec.ts',
  'test/e2e/res-schedules.e2e-spec.ts',
  'test/e2e/ecourses.e2e-spec.ts',
  'test/e2e/staff-registration.e2e-spec.ts',
];

/** How many instants `npm test` takes per commit, to keep CI within its time. */
export const INSTANTS_PER_RUN = 2;

/**
 * A number that moves on with each commit: the commit count on a full clone (consecutive commits
 * take the groups in turn), the commit hash on a shallow one.
 */
export const commitsSoFar = () => {
  const git = (...args) =>
    execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    if (git('rev-parse', '--is-shallow-repository') === 'false')
      return Number(git('rev-list', '--count', 'HEAD'));
    return Number.parseInt(git('rev-parse', 'HEAD').slice(0, 8), 16);
  } catch {
    return 0;
  }
};

/** This commit's instants: the sweep cut into groups of INSTANTS_PER_RUN, one group per commit in turn. */
export const rotatingInstants = (seed, instants = INSTANTS, perRun = INSTANTS_PER_RUN) => {
  const groups = Math.ceil(instants.length / perRun);
  const group = ((seed % groups) + groups) % groups;
  return instants.slice(group * perRun, group * perRun + perRun);
};

/** Runs the date-sensitive suites at every instant, failing or not; answers 0 when all passed. */
export const runSweep = (instants, workers) => {
  let status = 0;
  for (const instant of instants) {
    status =
      jest('e2e', {
        title: `date-sensitive suites at ${instant.name} (${instant.at}: ${instant.why})`,
        report: `dates-${instant.name}`,
        args: workers,
        files: DATE_SUITES,
        env: { TEST_CLOCK: instant.at },
      }) || status;
  }
  return status;
};
