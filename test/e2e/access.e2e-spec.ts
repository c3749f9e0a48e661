import {
  ALL_ROLES,
  ROLE_NAMES,
  type Policy,
  type RouteEntry,
  abilityAllows,
  abilityFor,
  collectRoutes,
  type Role,
} from '@app/core';
import { ApiModule } from '@app/api/api.module';
import { type TestClient, TestContext } from '@app/test';

/** Walks every served route as an anonymous visitor and as each of the nine roles. */
describe('route permissions', () => {
  let ctx: TestContext;
  let routes: RouteEntry[];

  beforeAll(async () => {
    ctx = await TestContext.create();
    routes = await collectRoutes(ApiModule.forRoot(ctx.config));
  });

  afterAll(() => ctx.close());

  const call = (client: TestClient, route: RouteEntry) => {
    const path = route.path.replace(/:[A-Za-z_]+/g, '1');
    switch (route.method) {
      case 'GET':
        return client.get(path);
      case 'POST':
        return client.post(path, {});
      case 'PUT':
        return client.put(path, {});
      case 'PATCH':
        return client.patch(path, {});
      case 'DELETE':
        return client.delete(path);
      default:
        throw new Error(`Unexpected method ${route.method}`);
    }
  };

  it('declares a policy on every route', () => {
    expect(routes.filter((route) => !route.policy).map((route) => `${route.method} ${route.path}`)).toEqual(
      [],
    );
  });

  it('asks anonymous visitors to sign in on every route that is not public', async () => {
    const client = await ctx.client();
    for (const route of routes.filter((entry) => entry.policy?.kind !== 'public')) {
      const response = await call(client, route);
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
    }
  });

  it.each(ALL_ROLES.map((role) => [ROLE_NAMES[role], role] as const))(
    'refuses %s exactly the routes its ability does not allow',
    async (_name, role: Role) => {
      const client = await ctx.signIn(role);
      const me = await client.get('/me').expect(200);
      const ability = abilityFor(me.body);
      for (const route of routes.filter((entry) => entry.policy?.kind === 'ability')) {
        const allowed = abilityAllows(ability, route.policy as Extract<Policy, { kind: 'ability' }>);
        const response = await call(client, route);
        const outcome =
          response.status === 403 ? 'refused' : response.status === 401 ? 'signed out' : 'let through';
        expect({ route: `${route.method} ${route.path}`, outcome }).toEqual({
          route: `${route.method} ${route.path}`,
          outcome: allowed ? 'let through' : 'refused',
        });
      }
    },
  );
});
