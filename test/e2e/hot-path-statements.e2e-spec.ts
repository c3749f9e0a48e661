import { randomBytes } from 'node:crypto';
import { Role } from '@app/core';
import {
  type TestClient,
  TestContext,
  countStatements,
  participantInput,
  publishedEvent,
} from '@app/test';

const key = () => randomBytes(12).toString('hex');

describe('hot paths: statements per request', () => {
  let ctx: TestContext;
  let staff: TestClient;

  beforeAll(async () => {
    ctx = await TestContext.create();
    staff = await ctx.signIn(Role.Staff);
  });

  afterAll(() => ctx.close());

  const checkout = (client: TestClient, items: { eventId: number; participant: Record<string, unknown> }[]) =>
    client.post('/registration/create', { items, paymentMethod: 'paynow', idempotencyKey: key() });

  it('checks out one participant in a few statements, few of them under the event lock', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 5 });
    const visitor = await ctx.client();
    // Warm: the settings cache is filled by the first checkout of the process.
    expect((await checkout(visitor, [{ eventId, participant: participantInput() }])).status).toBe(201);
    const { result, statements } = await countStatements(() =>
      checkout(visitor, [{ eventId, participant: participantInput() }]),
    );
    expect(result.status).toBe(201);
    console.log(statements.map((s) => `${s.underLock ? 'L' : ' '} ${s.sql.slice(0, 160)}`).join('\n'));
    console.log('total', statements.length, 'locked', statements.filter((s) => s.underLock).length);
  });

  it('adds few statements per participant in a cart', async () => {
    const { eventId } = await publishedEvent(staff, { capacity: 50 });
    const visitor = await ctx.client();
    const one = await countStatements(() => checkout(visitor, [{ eventId, participant: participantInput() }]));
    const twenty = await countStatements(() =>
      checkout(
        visitor,
        Array.from({ length: 20 }, (_, index) => ({
          eventId,
          // Over the simplified-invoice limit the payer's address is required.
          participant: participantInput(index === 0 ? { address: '1 Main St', postalCode: '123456' } : {}),
        })),
      ),
    );
    expect(twenty.result.body).toMatchObject({ lines: expect.any(Array) });
    console.log('one', one.statements.length, 'twenty', twenty.statements.length);
  });
});
