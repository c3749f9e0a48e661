import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Role, queryRows } from '@app/core';
import { seedSeats } from '../test/support/seat-seeding';
import {
  BenchSession,
  benchCourse,
  createUser,
  machine,
  resultRow,
  runShared,
  withBenchApi,
  dataSet,
  writeSection,
} from './harness';

/**
 * Scan-in latency: SCANNERS concurrent scanning screens (each its own signed-in session) scan in
 * every seat of one event with SEATS confirmed registrations, one scan after another, against one
 * api process on real PostgreSQL. Writes its section of bench/RESULTS.md.
 */
const SCANNERS = Number(process.env.BENCH_SCANNERS ?? 100);
const SEATS = Number(process.env.BENCH_SEATS ?? 2000);
const SOLO_SCANS = 100;
const PASSWORD = 'Bench-Password-1';

const scanAll = (scanners: BenchSession[], sessionId: number, codes: string[], path: string) =>
  runShared(scanners, codes, (scanner, code) => scanner.request('POST', path, { sessionId, code }));

const main = () =>
  withBenchApi({ LOGIN_RATE_LIMIT: String(SCANNERS * 4) }, async ({ app, base }) => {
    await createUser(app, 'staff@example.com', PASSWORD, Role.Staff);
    await createUser(app, 'coordinator@example.com', PASSWORD, Role.Coordinator);
    const staff = await (await BenchSession.open(base)).signIn('staff@example.com', PASSWORD);
    // Starts in half an hour: scanning is open, and every scan-in is on time.
    const event = await (
      await benchCourse(staff, { code: 'BENCH-ATT', feeCents: 0 })
    )({
      capacity: SEATS,
      startsAt: new Date(Date.now() + 30 * 60_000),
      endsAt: new Date(Date.now() + 4 * 3_600_000),
    });
    const em = app.get(MikroORM).em.fork() as EntityManager;
    const seats = await seedSeats((sql, params) => queryRows(em, sql, params), event.id, SEATS);
    const scanners = await Promise.all(
      Array.from({ length: SCANNERS }, async () =>
        (await BenchSession.open(base)).signIn('coordinator@example.com', PASSWORD),
      ),
    );
    // Warm-up: every scanner loads today's sessions once, as the screen does when it opens.
    await Promise.all(
      scanners.map(async (scanner) =>
        (await scanner.request('GET', '/admin/attendance/getallsessiontoday')).arrayBuffer(),
      ),
    );
    const sessionId = event.sessions[0].id;
    const codes = seats.map((seat) => seat.attendanceCode);
    // One scanner first: the latency of a scan on its own, then the crowd on the rest of the seats.
    const alone = await scanAll(
      scanners.slice(0, 1),
      sessionId,
      codes.slice(0, SOLO_SCANS),
      '/admin/attendance/scan-in',
    );
    const scansIn = await scanAll(scanners, sessionId, codes.slice(SOLO_SCANS), '/admin/attendance/scan-in');
    const again = await scanAll(scanners, sessionId, codes.slice(0, 500), '/admin/attendance/scan-in');
    const scansOut = await scanAll(scanners, sessionId, codes, '/admin/attendance/scan-out');
    const [recorded] = await queryRows<{ count: string }>(
      em,
      'select count(*) from attendance where session_id = ? and scanned_in_at is not null',
      [sessionId],
    );
    writeSection(
      'attendance',
      [
        '## Attendance scanning',
        '',
        `Run ${new Date().toISOString()} with \`npm run bench:attendance\` on ${machine()}, on ${dataSet()}.`,
        `${SCANNERS} concurrent scanners, each its own signed-in session, share the ${SEATS} confirmed seats of one`,
        'event and scan each by its QR code, waiting for every answer before the next scan. A scan-in reads',
        "the session and its event's trainers and facilitators (permission), finds the seat, records it in one",
        'upsert, queues the scan-in e-mail, and answers with the row and the live counts.',
        '',
        '| Scenario | scans | per second | p50 ms | p99 ms | 201 | 409 | other |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        resultRow(`scan-in, 1 scanner, ${SOLO_SCANS} seats`, alone),
        resultRow(`scan-in, ${SCANNERS} scanners, ${SEATS - SOLO_SCANS} seats`, scansIn),
        resultRow('scan-in again (500 seats)', again),
        resultRow(`scan-out, ${SCANNERS} scanners, ${SEATS} seats`, scansOut),
        '',
        `Scan-ins recorded afterwards: ${recorded.count} of ${SEATS}. Every second scan-in must be a 409`,
        '"Participant is already scanned". A hall of a few hundred people scanned by a handful of phones',
        'is far below this load; the run shows the headroom. Under the crowd, latency is mostly waiting:',
        'with both cores busy, each scan takes the time of the scans queued ahead of it.',
      ].join('\n'),
    );
  });

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
