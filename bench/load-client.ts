import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * The load client, run as its own process so it never shares an event loop with the server it
 * measures: CONNECTIONS keep-alive connections each send GET url, wait for the whole answer, and
 * send again, for a warm-up and then SECONDS. Prints one JSON line: requests, rate, p50, p99, errors.
 */
const [url, secondsArg = '8', connectionsArg = '50', encoding = ''] = process.argv.slice(2);
const seconds = Number(secondsArg);
const connections = Number(connectionsArg);
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);

const once = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const sent = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        headers: { Accept: 'application/json', ...(encoding ? { 'Accept-Encoding': encoding } : {}) },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end();
  });

const run = async (ms: number): Promise<{ times: number[]; errors: number; elapsed: number }> => {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        const status = await once().catch(() => 0);
        if (status !== 200) errors += 1;
        times.push(performance.now() - start);
      }
    }),
  );
  return { times, errors, elapsed: performance.now() - started };
};

const main = async (): Promise<void> => {
  await run(2_000);
  const { times, errors, elapsed } = await run(seconds * 1000);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  process.stdout.write(
    `${JSON.stringify({ requests: times.length, perSecond: times.length / (elapsed / 1000), p50: at(50), p99: at(99), errors })}\n`,
  );
  agent.destroy();
};

void main();
