import { randomBytes } from 'node:crypto';
import { Role, nricCheckLetter } from '@app/core';
import {
  BenchSession,
  type RunResult,
  createUser,
  machine,
  resultRow,
  runShared,
  withApi,
  writeSection,
} from './harness';

/**
 * Checkout throughput and latency: CLIENTS concurrent visitors, each with its own session, submit
 * step 3 (price, seat lock, registration, numbering) against one api process on real PostgreSQL.
 * Writes its section of bench/RESULTS.md.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 1000);
const SCARCE_SEATS = 100;

let sequence = 0;
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

/** CLIENTS sessions share the checkouts between them, each waiting for its answer before the next. */
const storm = async (base: string, eventId: number, total: number): Promise<RunResult> => {
  const sessions = await Promise.all(Array.from({ length: CLIENTS }, () => BenchSession.open(base)));
  return runShared(
    sessions,
    Array.from({ length: total }, (_, index) => index),
    (session) =>
      session.request('POST', '/registration/create', {
        items: [{ eventId, participant: person() }],
        paymentMethod: 'paynow',
        idempotencyKey: randomBytes(12).toString('hex'),
      }),
  );
};

const main = () =>
  withApi({ SEAT_HOLD_MINUTES: '30' }, async ({ app, base }) => {
    await createUser(app, 'staff@example.com', 'Bench-Password-1', Role.Staff);
    const staff = await (await BenchSession.open(base)).signIn('staff@example.com', 'Bench-Password-1');
    const json = async <T>(response: Promise<Response>): Promise<T> => {
      const answer = await response;
      if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    };
    const types = await json<{ id: number; code: string }[]>(
      staff.request('GET', '/admin/configurations/coursetypes/getallactive'),
    );
    const venue = await json<{ id: number }>(
      staff.request('POST', '/admin/configurations/venues/update', {
        name: 'Bench hall',
        address: '1 Main St',
        postalCode: '123456',
        capacity: 100_000,
      }),
    );
    const form = new FormData();
    const otherTraining = types.find((type) => type.code === '70');
    form.set(
      'data',
      JSON.stringify({
        code: 'BENCH-1',
        title: 'Bench course',
        courseTypeId: otherTraining?.id,
        feeCents: 10_900,
      }),
    );
    const course = await json<{ id: number }>(staff.multipart('/admin/course/create', form));
    const event = (capacity: number) =>
      json<{ id: number }>(
        staff.request('POST', '/admin/event/create', {
          courseId: course.id,
          venueId: venue.id,
          capacity,
          feeCents: 10_900,
          published: true,
          sessions: [
            {
              startsAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
              endsAt: new Date(Date.now() + 51 * 3_600_000).toISOString(),
            },
          ],
        }),
      );
    const open = await event(10_000);
    const scarce = await event(SCARCE_SEATS);
    await storm(base, open.id, CLIENTS); // warm-up
    const plenty = await storm(base, open.id, CHECKOUTS);
    const contested = await storm(base, scarce.id, SCARCE_SEATS * 5);
    writeSection(
      'checkout',
      [
        '## Checkout',
        '',
        `Run ${new Date().toISOString()} with \`npm run bench:checkout\` on ${machine()}.`,
        `${CLIENTS} concurrent clients, each with its own session, submitting step 3 (\`POST /registration/create\`:`,
        'server pricing with GST, a new participant, the event row locked, seats counted, the registration',
        'numbered and written) against one api process, after a warm-up of one checkout per client.',
        '',
        '| Scenario | checkouts | per second | p50 ms | p99 ms | 201 | 409 | other |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        resultRow('plenty of seats', plenty),
        resultRow(`${SCARCE_SEATS} seats, ${SCARCE_SEATS * 5} tries`, contested),
        '',
        'The contested run must show exactly as many 201s as seats: the seat check never oversells, and',
        'the rest get 409 "No seats left". Every checkout of one event waits for that event\'s row lock,',
        "so one event's checkouts run one at a time; different events run in parallel (registration",
        'numbers come from a sequence, so nothing else is shared). If one event ever needs more, keep a',
        'seats-taken counter on the event row, updated in the same transaction, instead of counting seats.',
      ].join('\n'),
    );
  });

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
