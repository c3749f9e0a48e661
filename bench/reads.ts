import { execFile } from 'node:child_process';
import { type AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Role } from '@app/core';
import {
  BenchSession,
  ROOT,
  benchCourse,
  createUser,
  json,
  machine,
  withBenchApi,
  dataSet,
  writeSection,
} from './harness';

/**
 * Public reads against their ceiling: a bare NestJS hello-world app, measured in the same run by the
 * same load client (its own process, keep-alive connections). Writes its section of bench/RESULTS.md.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Set to e.g. "gzip, br" to measure answers compressed as a browser gets them. */
const ENCODING = process.env.BENCH_ENCODING ?? '';
const EVENTS = 12;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PATHS = ['/gst/get', '/announcement/get', '/events/get/res/upcoming'];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

@Controller()
class HelloController {
  @Get()
  hello(): { hello: string } {
    return { hello: 'world' };
  }
}

@Module({ controllers: [HelloController] })
class HelloModule {}

interface Load {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const load = async (url: string): Promise<Load> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['-r', '@swc-node/register', 'bench/load-client.ts', url, String(SECONDS), String(CONNECTIONS), ENCODING],
    { cwd: ROOT },
  );
  return JSON.parse(stdout) as Load;
};

const main = () =>
  withBenchApi({}, async ({ app, base }) => {
    await createUser(app, 'staff@example.com', 'Bench-Password-1', Role.Staff);
    const staff = await (await BenchSession.open(base)).signIn('staff@example.com', 'Bench-Password-1');
    const event = await benchCourse(staff, {
      code: 'RES-BENCH',
      feeCents: 80_000,
      typeCode: '10',
      resKind: 'COURSE',
    });
    for (let index = 0; index < EVENTS; index += 1) {
      const day = Date.now() + (index + 2) * 86_400_000;
      await event({ capacity: 40, startsAt: new Date(day), endsAt: new Date(day + 3 * 3_600_000), days: 2 });
    }
    const listed = await json<unknown[]>(fetch(`${base}/events/get/res/upcoming`));
    if (listed.length !== EVENTS) throw new Error(`Expected ${EVENTS} events, got ${listed.length}`);

    const hello = await NestFactory.create(HelloModule, { logger: false });
    await hello.listen(0, '127.0.0.1');
    const helloBase = `http://127.0.0.1:${(hello.getHttpServer() as { address(): AddressInfo }).address().port}`;
    try {
      // The machine is shared: its load moves within seconds, so each route is measured right after
      // a ceiling run, in ROUNDS rounds, and judged against that neighbouring ceiling (median ratio).
      const ceilings: Load[] = [];
      const rows: string[] = [];
      const measured: { path: string; result: Load; ratio: number }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const path of PATHS) {
          const ceiling = await load(`${helloBase}/`);
          const result = await load(`${base}${path}`);
          ceilings.push(ceiling);
          measured.push({ path, result, ratio: result.perSecond / ceiling.perSecond });
        }
      }
      const ceilingRates = ceilings.map((ceiling) => ceiling.perSecond);
      rows.push(
        `| bare NestJS hello-world (ceiling, ${ceilings.length} runs) | ${ceilings.reduce((sum, c) => sum + c.requests, 0)} | ${median(ceilingRates).toFixed(0)} (${Math.min(...ceilingRates).toFixed(0)}–${Math.max(...ceilingRates).toFixed(0)}) | | | ${ceilings.reduce((sum, c) => sum + c.errors, 0)} | 1.00 |`,
      );
      for (const path of PATHS) {
        const runs = measured.filter((run) => run.path === path);
        const rates = runs.map((run) => run.result.perSecond);
        rows.push(
          `| \`GET ${path}\` | ${runs.reduce((sum, run) => sum + run.result.requests, 0)} | ${median(rates).toFixed(0)} | ${median(runs.map((run) => run.result.p50)).toFixed(1)} | ${median(runs.map((run) => run.result.p99)).toFixed(1)} | ${runs.reduce((sum, run) => sum + run.result.errors, 0)} | ${median(runs.map((run) => run.ratio)).toFixed(2)} (${runs.map((run) => run.ratio.toFixed(2)).join(', ')}) |`,
        );
      }
      writeSection(
        'reads',
        [
          '## Public reads',
          '',
          `Run ${new Date().toISOString()} with \`npm run bench:reads\` on ${machine()}, on ${dataSet()}.`,
          `${CONNECTIONS} keep-alive connections from a load client in its own process, ${SECONDS} s after a 2 s`,
          `warm-up, anonymous (no cookie)${ENCODING ? `, Accept-Encoding: ${ENCODING}` : ', no compression asked'};`,
          `${EVENTS} published RES events with two sessions each. The ceiling is a bare NestJS app answering`,
          '`{"hello":"world"}` in the same process, measured right before each route run; each route runs',
          `${ROUNDS} times and its ratio is the median of the ratios to its neighbouring ceiling (the machine`,
          'is shared and its load moves within seconds; the ratio is what matters). Medians shown.',
          '',
          '| Route | requests | per second | p50 ms | p99 ms | errors | × ceiling (each run) |',
          '| --- | --- | --- | --- | --- | --- | --- |',
          ...rows,
        ].join('\n'),
      );
    } finally {
      await hello.close();
    }
  });

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
