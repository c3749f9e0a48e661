import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Workbook } from 'exceljs';
import { Role } from '@app/core';
import { uniqueCeaNo, uniqueEmail, uniqueMobile, uniqueNric } from '../test/support/people-samples';
import {
  BenchSession,
  benchCourse,
  createUser,
  json,
  machine,
  withBenchApi,
  dataSet,
  writeSection,
} from './harness';

/**
 * Batch registration (issue 18): a spreadsheet of ROWS participants, previewed (every row
 * validated: NRIC/FIN checksum, mobile, e-mail, family rules, repeats in the file and against the
 * event's seats) and then registered in one transaction with one invoice, against one api process
 * on real PostgreSQL. Writes its section of bench/RESULTS.md.
 */
const ROWS = Number(process.env.BENCH_BATCH_ROWS ?? 1000);
const PASSWORD = 'Bench-Password-1';

const spreadsheet = async (rows: number): Promise<Buffer> => {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Participants');
  sheet.addRow(['First name', 'Last name', 'NRIC/FIN', 'E-mail', 'Mobile', 'CEA registration no.']);
  for (let row = 0; row < rows; row += 1) {
    sheet.addRow([
      'Bench',
      `Agent ${row}`,
      uniqueNric(),
      uniqueEmail('bench'),
      uniqueMobile(),
      uniqueCeaNo(),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const timed = async <T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> => {
  const start = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - start) / 1000 };
};

const main = () =>
  withBenchApi({}, async ({ app, base }) => {
    await createUser(app, 'staff@example.com', PASSWORD, Role.Staff);
    const staff = await (await BenchSession.open(base)).signIn('staff@example.com', PASSWORD);
    const event = await (
      await benchCourse(staff, { code: 'BENCH-BATCH', feeCents: 10_900 })
    )({
      capacity: ROWS + 10,
      startsAt: new Date(Date.now() + 2 * 86_400_000),
      endsAt: new Date(Date.now() + 2 * 86_400_000 + 3 * 3_600_000),
    });
    const corporate = await json<{ id: number }>(
      staff.request('POST', '/admin/corporate/create', {
        name: 'Bench Realty',
        uen: '53123456D',
        address: '1 Raffles Place',
        postalCode: '048616',
      }),
    );
    const file = await spreadsheet(ROWS);
    const upload = (data: Record<string, unknown>, sheet = file) => {
      const body = new FormData();
      body.set('data', JSON.stringify({ eventId: event.id, corporateId: corporate.id, ...data }));
      body.set('file', new Blob([new Uint8Array(sheet)]), 'batch.xlsx');
      return json<{
        valid: unknown[];
        invalid: unknown[];
        registered: { registration: { lines: unknown[] } } | null;
      }>(staff.multipart('/admin/registration/batch/create', body));
    };
    // Warm-up: a preview of ten rows, so the figures are a warm server's (as the other benchmarks).
    await upload({ preview: true }, await spreadsheet(10));
    const load = loadavg()[0].toFixed(1);
    const preview = await timed(() => upload({ preview: true }));
    const register = await timed(() => upload({ idempotencyKey: 'bench-batch-000000001' }));
    const seats = register.result.registered?.registration.lines.length ?? 0;
    writeSection(
      'batch',
      [
        '## Batch registration',
        '',
        `Run ${new Date().toISOString()} with \`npm run bench:batch\` on ${machine()}, on ${dataSet()}.`,
        `After a warm-up preview of 10 rows, one spreadsheet of ${ROWS} new participants (${Math.round(file.length / 1024)} KB) for one event of a`,
        'company, uploaded through HTTP: the preview validates every row (participant form validators with the',
        'NRIC/FIN checksum, family rules, repeats in the file, seats already held) with one read of the',
        'participants named and one of the seats held; the register step does the same, then writes the',
        'participants with one flush, the seats with one statement and one invoice to the company, in one transaction.',
        '',
        '| Step | rows | valid | seconds | goal |',
        '| --- | --- | --- | --- | --- |',
        `| preview | ${ROWS} | ${preview.result.valid.length} | ${preview.seconds.toFixed(2)} | < 5 |`,
        `| register | ${ROWS} | ${seats} | ${register.seconds.toFixed(2)} | < 30 |`,
        '',
        `Load average (1 min) when the timed steps began: ${load} on the shared machine; a cold server's first`,
        'preview of the same file took 5.5 to 8 s in earlier runs (hence the warm-up).',
        '',
        `Reproduce: \`npm run bench:batch\` (\`BENCH_BATCH_ROWS\`, default 1000).`,
      ].join('\n'),
    );
    process.stdout.write(
      `preview ${preview.seconds.toFixed(2)} s, register ${register.seconds.toFixed(2)} s\n`,
    );
  });

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
