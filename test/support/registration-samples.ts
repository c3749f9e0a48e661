import { randomBytes } from 'node:crypto';
import { participantInput } from './people-samples';
import { type TestClient } from './test-client';
import { TEST_PASSWORD, type TestContext } from './test-context';

/** A checkout page's idempotency key. */
export const checkoutKey = (): string => randomBytes(12).toString('hex');

/** Step 3's submit, as the public site sends it: a registration for each item, paid by PayNow unless told. */
export const registerOnline = (
  client: TestClient,
  items: { eventId: number; participant: Record<string, unknown> }[],
  paymentMethod = 'paynow',
) => client.post('/registration/create', { items, paymentMethod, idempotencyKey: checkoutKey() });

/** A visitor who signed up at /profile/create, signed in: their details, participant id and client. */
export const signedUpParticipant = async (ctx: TestContext, overrides: Record<string, unknown> = {}) => {
  const details = participantInput(overrides);
  const created = await (
    await ctx.client()
  )
    .post('/profile/create', { ...details, password: TEST_PASSWORD })
    .expect(201);
  const client = await (await ctx.client()).signIn(details.email, TEST_PASSWORD);
  return { details, id: (created.body as { id: number }).id, client };
};
