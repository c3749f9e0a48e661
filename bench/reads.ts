import { execFile } from 'node:child_process';
import { type AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Role } from '@app/core';
import { BenchSession, ROOT, createUser, machine, withApi, writeSection } from './harness';

/**
 * Public reads against their ceiling: a bare NestJS hello-world app, measured in the same run by the
 * same load client (its own process, keep-alive connections). Writes its section of bench/RESULTS.md.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Set to e.g. "gzip, br" to measure answers compressed as a browser gets them. */
const ENCODING = process.env.BENCH_ENCODING ?? '';
const EVENTS = 12;

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
  withApi({}, async ({ app, base }) => {
    await createUser(app, 'staff@example.com', 'Bench-Password-1', Role.Staff);
    const staff = await (await BenchSession.open(base)).signIn('staff@example.com', 'Bench-Password-1');
    const json = async <T>(response: Promise<Response>): Promise<T> => {
      const answer = await response;
      if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    };
    const lookup = async (list: string) =>
      new Map(
        (
          await json<{ id: number; code: string }[]>(
            staff.request('GET', `/admin/configurations/${list}/getallactive`),
          )
        ).map((entry) => [entry.code, entry.id]),
      );
    const types = await lookup('coursetypes');
    const resTypes = await lookup('restypes');
    const venue = await json<{ id: number }>(
      staff.request('POST', '/admin/configurations/venues/update', {
        name: 'Bench hall',
        address: '1 Main St',
        postalCode: '123456',
        capacity: 500,
      }),
    );
    const form = new FormData();
    form.set(
      'data',
      JSON.stringify({
        code: 'RES-BENCH',
        title: 'RES bench course',
        courseTypeId: types.get('10'),
        resTypeId: resTypes.get('COURSE'),
        feeCents: 80_000,
      }),
    );
    const course = await json<{ id: number }>(staff.multipart('/admin/course/create', form));
    for (let index = 0; index < EVENTS; index += 1) {
      const day = Date.now() + (index + 2) * 86_400_000;
      await json(
        staff.request('POST', '/admin/event/create', {
          courseId: course.id,
          venueId: venue.id,
          capacity: 40,
          feeCents: 80_000,
          published: true,
          sessions: [0, 1].map((offset) => ({
            startsAt: new Date(day + offset * 86_400_000).toISOString(),
            endsAt: new Date(day + offset * 86_400_000 + 3 * 3_600_000).toISOString(),
          })),
        }),
      );
    }
    const listed = await json<unknown[]>(fetch(`${base}/events/get/res/upcoming`));
    if (listed.length !== EVENTS) throw new Error(`Expected ${EVENTS} events, got ${listed.length}`);

    const hello = await NestFactory.create(HelloModule, { logger: false });
    await hello.listen(0, '127.0.0.1');
    const helloBase = `http://127.0.0.1:${(hello.getHttpServer() as { address(): AddressInfo }).address().port}`;
    try {
      const ceiling = await load(`${helloBase}/`);
      const rows = [`| bare NestJS hello-world (ceiling) | ${row(ceiling, ceiling)}`];
      for (const path of ['/gst/get', '/announcement/get', '/events/get/res/upcoming']) {
        rows.push(`| \`GET ${path}\` | ${row(await load(`${base}${path}`), ceiling)}`);
      }
      writeSection(
        'reads',
        [
          '## Public reads',
          '',
          `Run ${new Date().toISOString()} with \`npm run bench:reads\` on ${machine()}.`,
          `${CONNECTIONS} keep-alive connections from a load client in its own process, ${SECONDS} s after a 2 s`,
          `warm-up, anonymous (no cookie)${ENCODING ? `, Accept-Encoding: ${ENCODING}` : ', no compression asked'};`,
          `${EVENTS} published RES events with two sessions each. The ceiling is a bare NestJS app answering`,
          '`{"hello":"world"}` in the same run, served by the same process kind; the ratio is what matters.',
          '',
          '| Route | requests | per second | p50 ms | p99 ms | errors | × ceiling |',
          '| --- | --- | --- | --- | --- | --- | --- |',
          ...rows,
        ].join('\n'),
      );
    } finally {
      await hello.close();
    }
  });

const row = (result: Load, ceiling: Load): string =>
  `${result.requests} | ${result.perSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.errors} | ${(result.perSecond / ceiling.perSecond).toFixed(2)} |`;

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
