import { ApiModule } from '@app/api/api.module';
import { Role, type RouteEntry, collectRoutes } from '@app/core';
import {
  FakePayPal,
  FakeStripe,
  type HostileCase,
  type TestClient,
  TestContext,
  eventWithSeats,
  jsonBodyCases,
  multipartCases,
  pathCases,
  queryCases,
  transportCases,
} from '@app/test';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A route that takes longer than this over hostile input is a defect of its own (a hang, a lock). */
const REQUEST_TIMEOUT_MS = 30_000;

interface Outcome {
  status: number;
  body: unknown;
}

/** What each route must answer to malformed input: never 5xx, and errors in the one error shape. */
const problemWith = ({ status, body }: Outcome): string | undefined => {
  if (status === 0) return `did not answer within ${REQUEST_TIMEOUT_MS} ms`;
  if (status >= 500) return `answered ${status} ${JSON.stringify(body).slice(0, 300)}`;
  if (status < 400) return undefined;
  const error = body as { statusCode?: unknown; message?: unknown; requestId?: unknown };
  if (
    error?.statusCode !== status ||
    typeof error.message !== 'string' ||
    typeof error.requestId !== 'string'
  )
    return `answered ${status} outside the error shape: ${JSON.stringify(body).slice(0, 300)}`;
  return undefined;
};

/** Every input a route gets: its own parameters, body and query made hostile, and transport faults. */
const casesFor = (route: RouteEntry): HostileCase[] => {
  const { inputs } = route;
  const sendsBody = route.method !== 'GET';
  return [
    ...pathCases(route.path),
    ...queryCases(inputs.query),
    ...(inputs.multipart ? multipartCases(inputs.multipart) : []),
    ...(sendsBody && !inputs.multipart ? jsonBodyCases(inputs.body) : []),
    ...(sendsBody ? transportCases() : []),
  ];
};

/**
 * Walks every served route, read from the route table (the one `npm run routes` prints), so a
 * route added later is covered without touching this file. Each gets malformed path parameters,
 * bodies of the wrong shape, its own fields made hostile one at a time (booleans for ids, 1e20,
 * impossible dates, oversize text), hostile query strings, broken multipart and transport faults.
 */
describe('every served route answers malformed input with a 4xx, never a 5xx', () => {
  let ctx: TestContext;
  let routes: RouteEntry[];
  const stripe = new FakeStripe();
  const paypal = new FakePayPal({ clientId: 'pp-client', clientSecret: 'pp-secret' });

  beforeAll(async () => {
    const card = await stripe.start();
    const wallet = await paypal.start();
    ctx = await TestContext.create({
      // Payment routes reach the local fakes, so "not configured" is never why a route fails.
      STRIPE_SECRET_KEY: 'sk_test_malformed',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_malformed',
      STRIPE_WEBHOOK_SECRET: 'whsec_malformed',
      STRIPE_API_URL: `${card.protocol}://${card.host}:${card.port}`,
      PAYPAL_CLIENT_ID: 'pp-client',
      PAYPAL_CLIENT_SECRET: 'pp-secret',
      PAYPAL_API_URL: wallet.baseUrl,
      // The walk posts to sign-in routes hundreds of times from one address; limits are tested elsewhere.
      LOGIN_RATE_LIMIT: '1000000',
      LOGIN_ADDRESS_FAILURE_LIMIT: '1000000',
    });
    routes = await collectRoutes(ApiModule.forRoot(ctx.config));
    // Records with id 1 (course, event, sessions, participants, a registration and its seats), so
    // hostile input next to a valid id reaches the services behind the lookups.
    await eventWithSeats(ctx, await ctx.signIn(Role.Administrator), { seats: 2 });
  });

  afterAll(async () => {
    await ctx.close();
    await stripe.stop();
    await paypal.stop();
  });

  const send = async (client: TestClient, route: RouteEntry, hostile: HostileCase): Promise<Outcome> => {
    const path = hostile.path ?? route.path.replace(/:[A-Za-z_]+/g, '1');
    const request = client.call(
      route.method.toLowerCase() as Method,
      hostile.query ? `${path}?${hostile.query}` : path,
    );
    void request.timeout(REQUEST_TIMEOUT_MS);
    for (const [name, value] of Object.entries(hostile.headers ?? {})) request.set(name, value);
    if (hostile.multipart) {
      const { contentType, raw, fields, file } = hostile.multipart;
      if (raw !== undefined) return request.set('Content-Type', contentType!).send(raw);
      for (const [name, value] of Object.entries(fields ?? {})) void request.field(name, value);
      if (file) void request.attach(file, Buffer.from('MZ not what the name says'), 'upload.pdf');
      return request;
    }
    if (hostile.json !== undefined) return request.set('Content-Type', 'application/json').send(hostile.json);
    return request;
  };

  /** Requests in flight at once: enough to keep both cores busy while PostgreSQL answers. */
  const CONCURRENCY = 4;
  /**
   * The walk is bounded by its count of requests (about 4,200 as an administrator, 700
   * anonymously), not by this; the margin is for a machine shared with other test runs.
   */
  const WALK_TIMEOUT_MS = 900_000;

  const walk = async (
    signIn: () => Promise<TestClient>,
    jobs: { route: RouteEntry; hostile: HostileCase }[],
  ): Promise<string[]> => {
    let client = signIn();
    const problems: string[] = [];
    const queue = [...jobs];
    const worker = async (): Promise<void> => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const current = client;
        const outcome = await send(await current, job.route, job.hostile).catch(
          (error: { timeout?: number }): Outcome => {
            if (error.timeout) return { status: 0, body: undefined };
            throw error;
          },
        );
        const problem = problemWith(outcome);
        if (problem)
          problems.push(`${job.route.method} ${job.route.path} with ${job.hostile.label}: ${problem}`);
        // A route that signs out or ends sessions (logout, a password change) must not blind the rest.
        // With nothing left to send, no new sign-in: it would still be running when the app closes.
        if (outcome.status === 401 && client === current && queue.length > 0) client = signIn();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return problems.sort();
  };

  const jobsFor = (selected: RouteEntry[], cases: (route: RouteEntry) => HostileCase[]) =>
    selected.flatMap((route) => cases(route).map((hostile) => ({ route, hostile })));

  it(
    'as an administrator, on every route',
    async () => {
      expect(await walk(() => ctx.signIn(Role.Administrator), jobsFor(routes, casesFor))).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'anonymously: public routes with every input, guarded ones with malformed paths and transport',
    async () => {
      const isPublic = (route: RouteEntry) => route.policy?.kind === 'public';
      const guardedCases = (route: RouteEntry) => [
        ...pathCases(route.path).slice(0, 1),
        ...(route.method === 'GET' ? [] : transportCases()),
      ];
      const jobs = [
        ...jobsFor(routes.filter(isPublic), casesFor),
        ...jobsFor(
          routes.filter((route) => !isPublic(route)),
          guardedCases,
        ),
      ];
      expect(await walk(() => ctx.client(), jobs)).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
