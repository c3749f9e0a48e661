import { Role } from '@app/core';
import { TEST_PASSWORD, TestContext, uniqueEmail } from '@app/test';

/** Password spraying: one address trying a password on many accounts, each only once. */
describe('sign-in failures per client address, across e-mails', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    // Behind a load balancer the address comes from X-Forwarded-For, which lets the test be two clients.
    ctx = await TestContext.create({ TRUST_PROXY: 'true' });
  });

  afterAll(() => ctx.close());

  const signIn = async (address: string, email: string, password: string) =>
    (await ctx.client()).post('/login', { email, password }).set('X-Forwarded-For', address);

  it('refuses an address after its failures on different e-mails, whoever it then signs in as', async () => {
    const sprayer = '203.0.113.7';
    const limit = ctx.config.loginAddressFailureLimit;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      statuses.push((await signIn(sprayer, uniqueEmail('sprayed'), 'Summer2026!')).status);
    }
    expect(limit).toBeLessThan(20);
    expect(statuses).toEqual([...Array<number>(limit).fill(401), ...Array<number>(20 - limit).fill(429)]);

    const user = await ctx.newUser(Role.Staff);
    const refused = await signIn(sprayer, user.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/Too many failed sign-ins/),
      requestId: expect.any(String),
    });
    // Another address is not affected.
    await signIn('198.51.100.9', user.email, TEST_PASSWORD).then((response) =>
      expect(response.status).toBe(200),
    );
  });

  it('counts only failures, so many people signing in from one office are never refused', async () => {
    const office = '192.0.2.50';
    for (let person = 0; person < ctx.config.loginAddressFailureLimit + 5; person++) {
      const user = await ctx.newUser(Role.Participant);
      await signIn(office, user.email, TEST_PASSWORD).then((response) => expect(response.status).toBe(200));
    }
  });
});
