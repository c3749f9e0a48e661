import request from 'supertest';
import { Redis } from 'ioredis';
import { Role, settingsChanged } from '@app/core';
import { SEATS_SOURCE } from '@app/events';
import {
  type TestClient,
  TestContext,
  countStatements,
  participantInput,
  publishedEvent,
  registerOnline,
} from '@app/test';

/**
 * Public reads kept whole in memory (`@PublicRead`): what a visitor gets from memory is what the
 * route answers, 304 while their copy is current, and a change is seen on the next read.
 */
describe('public reads from memory', () => {
  let ctx: TestContext;
  let staff: TestClient;
  let eventId: number;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
    // Four events make the list long enough (over 1 KB) to be compressed.
    for (let index = 0; index < 4; index += 1) ({ eventId } = await publishedEvent(staff, { capacity: 8 }));
  });

  afterAll(() => ctx.close());

  const LIST = '/events/get/others/upcoming';
  const visitor = () => request(ctx.server);
  const seatsLeft = async (client = visitor()) =>
    ((await client.get(LIST).expect(200)).body as { id: number; seatsLeft: number }[]).find(
      (event) => event.id === eventId,
    )?.seatsLeft;
  /**
   * Headers but those that differ between any two answers, and the framing: the route's compressed
   * answer is streamed (chunked), the kept one compressed already (its length known).
   */
  const constant = (headers: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) => !['date', 'x-request-id', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );

  it('answers a repeat with the same body and headers, security headers included, and no statement', async () => {
    for (const path of ['/gst/get', '/announcement/get', LIST]) {
      // The first read after a change goes through the route.
      settingsChanged(['Tax', 'Announcement', SEATS_SOURCE]);
      const first = await visitor().get(path).expect(200);
      const { result: again, statements } = await countStatements(() => visitor().get(path).expect(200));
      expect(statements).toEqual([]);
      expect(again.text).toBe(first.text);
      expect(constant(again.headers)).toEqual(constant(first.headers));
      expect(again.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'x-content-type-options': 'nosniff',
        'x-request-id': expect.any(String),
        etag: expect.stringMatching(/^"/),
      });
    }
  });

  it('answers 304 to a current copy, also tagged weak by a proxy, and to a signed-in visitor', async () => {
    const first = await visitor().get(LIST).expect(200);
    const etag: string = first.headers.etag;
    expect(first.headers['cache-control']).toBe('public, no-cache');
    for (const asked of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const { result, statements } = await countStatements(() =>
        visitor().get(LIST).set('If-None-Match', asked).expect(304),
      );
      expect(result.text).toBeFalsy();
      expect(statements).toEqual([]);
    }
    await visitor().get(LIST).set('If-None-Match', '"other"').expect(200);
    // With a session the request takes the whole pipeline, and still gets the kept answer.
    const signedIn = await staff.get(LIST).expect(200);
    expect(signedIn.text).toBe(first.text);
    expect(signedIn.headers.etag).toBe(etag);
    await staff.get(LIST).set('If-None-Match', etag).expect(304);
    const head = await visitor().head(LIST).expect(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(first.text)));
  });

  it('compresses a kept answer as the browser accepts', async () => {
    const plain = await visitor().get(LIST).expect(200);
    expect(Buffer.byteLength(plain.text)).toBeGreaterThan(1024);
    for (const coding of ['gzip', 'br']) {
      const compressed = await visitor().get(LIST).set('Accept-Encoding', coding).expect(200);
      expect(compressed.headers['content-encoding']).toBe(coding);
      expect(compressed.headers.vary).toBe('Accept-Encoding');
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(compressed.text).toBe(plain.text);
    }
  });

  it('shows a seat taken, a new event and a new default tax on the next read', async () => {
    const before = await seatsLeft();
    await registerOnline(await ctx.client(), [{ eventId, participant: participantInput() }]).expect(201);
    expect(await seatsLeft()).toBe((before as number) - 1);
    const { eventId: newer } = await publishedEvent(staff);
    const list = (await visitor().get(LIST).expect(200)).body as { id: number }[];
    expect(list.map((event) => event.id)).toContain(newer);

    expect((await visitor().get('/gst/get').expect(200)).body.ratePercent).toBe(9);
    const created = await staff
      .post('/admin/configurations/taxes/update', {
        name: 'GST 11%',
        ratePercent: 11,
        effectiveFrom: '2031-01-01',
      })
      .expect(200);
    await staff.post(`/admin/configurations/tax/updatedefault/${created.body.id}`).expect(200);
    expect((await visitor().get('/gst/get').expect(200)).body.ratePercent).toBe(11);
    const previous = await staff.get('/admin/configurations/taxes/getall?keyword=GST%209').expect(200);
    await staff.post(`/admin/configurations/tax/updatedefault/${previous.body.items[0].id}`).expect(200);
    expect((await visitor().get('/gst/get').expect(200)).body.ratePercent).toBe(9);
  });

  it('keeps answers by path and query, and still refuses a bad query', async () => {
    expect((await visitor().get('/gst/get').expect(200)).body.ratePercent).toBe(9);
    expect((await visitor().get('/gst/get?date=2023-06-01').expect(200)).body.ratePercent).toBe(8);
    expect((await visitor().get('/gst/get?date=2023-06-01').expect(200)).body.ratePercent).toBe(8);
    expect((await visitor().get('/gst/get').expect(200)).body.ratePercent).toBe(9);
    await visitor().get('/gst/get?date=tomorrow').expect(400);
    await visitor().get('/gst/get?date=2023-06-01&extra=1').expect(400);
    await visitor().get('/events/filter/tfs?time=Soon').expect(400);
  });

  it('bounds what no write announces (an event starting, a hold running out) to five seconds', async () => {
    const title = async () =>
      ((await visitor().get(LIST).expect(200)).body as { id: number; title: string }[]).find(
        (event) => event.id === eventId,
      )?.title;
    settingsChanged([SEATS_SOURCE]);
    const kept = await title();
    await ctx.sql('update event set title = ? where id = ?', ['Renamed behind the cache', eventId]);
    expect(await title()).toBe(kept);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 5_001);
    try {
      expect(await title()).toBe('Renamed behind the cache');
    } finally {
      clock.mockRestore();
    }
  });

  (process.env.REDIS_URL ? it : it.skip)(
    'drops its answers when another replica announces a change, and announces its own',
    async () => {
      const redisUrl = process.env.REDIS_URL as string;
      const channel = `${ctx.config.queuePrefix}:settings-changed`;
      const listener = new Redis(redisUrl);
      const other = new Redis(redisUrl);
      try {
        const heard: string[] = [];
        listener.on('message', (_channel: string, message: string) => heard.push(message));
        await listener.subscribe(channel);
        expect((await visitor().get('/gst/get').expect(200)).body.ratePercent).toBe(9);
        // Another replica changed the rate: this one has not seen the write, only the message.
        await ctx.sql(`update tax set rate_percent = 9.5 where is_default`);
        expect((await visitor().get('/gst/get').expect(200)).body.ratePercent).toBe(9);
        await other.publish(channel, JSON.stringify({ origin: 'another replica', sources: ['Tax'] }));
        await ctx.eventually(async () =>
          (await visitor().get('/gst/get').expect(200)).body.ratePercent === 9.5 ? true : undefined,
        );
        await ctx.sql(`update tax set rate_percent = 9 where is_default`);
        // A stray message is ignored; a bare list is what replicas sent before messages named their origin.
        await other.publish(channel, 'not a change');
        await other.publish(channel, JSON.stringify(['Tax']));
        await ctx.eventually(async () =>
          (await visitor().get('/gst/get').expect(200)).body.ratePercent === 9 ? true : undefined,
        );
        // A change here is announced to the others.
        await staff
          .post('/admin/configurations/announcement/update', {
            name: 'Replicas',
            content: 'x',
            startsOn: '2099-01-01',
          })
          .expect(200);
        await ctx.eventually(() =>
          Promise.resolve(
            heard.some((message) => message.startsWith('{"origin"') && message.includes('"Announcement"'))
              ? true
              : undefined,
          ),
        );
      } finally {
        listener.disconnect();
        other.disconnect();
      }
    },
  );
});
