import { randomBytes } from 'node:crypto';
import { nricCheckLetter } from '@app/core';
import { BenchSession, runShared } from './harness';

/**
 * The checkout benchmark's load client, in its own process so that it does not share the api's
 * event loop: BENCH_CLIENTS sessions share BENCH_TOTAL checkouts of event BENCH_EVENT at BENCH_BASE,
 * and the RunResult is printed as JSON on stdout.
 */
const base = process.env.BENCH_BASE!;
const eventId = Number(process.env.BENCH_EVENT);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const total = Number(process.env.BENCH_TOTAL ?? 1000);
const offset = Number(process.env.BENCH_OFFSET ?? 0);

let sequence = offset;
const person = () => {
  sequence += 1;
  const digits = String(1_000_000 + sequence).slice(-7);
  return {
    firstName: 'Bench',
    lastName: `Visitor ${sequence}`,
    nric: `S${digits}${nricCheckLetter('S', digits)}`,
    email: `visitor${sequence}-${randomBytes(3).toString('hex')}@example.com`,
    mobileNo: `9${String(sequence).padStart(7, '0')}`,
  };
};

const main = async () => {
  const sessions = await Promise.all(Array.from({ length: clients }, () => BenchSession.open(base)));
  const started = process.cpuUsage();
  const result = await runShared(
    sessions,
    Array.from({ length: total }, (_, index) => index),
    (session) =>
      session.request('POST', '/registration/create', {
        items: [{ eventId, participant: person() }],
        paymentMethod: 'paynow',
        idempotencyKey: randomBytes(12).toString('hex'),
      }),
  );
  const { user, system } = process.cpuUsage(started);
  // Its own CPU time over the run too, so the benchmark can tell what the machine spent per checkout.
  process.stdout.write(JSON.stringify({ ...result, clientCpuMicros: user + system }));
};

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
