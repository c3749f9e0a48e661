import { Role } from '@app/core';
import { TEST_PASSWORD, TestContext } from '@app/test';

describe('absolute session timeout', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await TestContext.create({ SESSION_ABSOLUTE_HOURS: '0' });
  });

  afterAll(() => ctx.close());

  it('ends a session past its absolute lifetime, keeping the CSRF token so the page can sign in again', async () => {
    const client = await ctx.signIn(Role.Staff);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.get('/me').expect(204);
    const user = await ctx.newUser(Role.Staff);
    await client.post('/login', { email: user.email, password: TEST_PASSWORD }).expect(200);
  });
});
