import {
  ALL_ROLES,
  ROLE_NAMES,
  Role,
  type RouteEntry,
  abilityAllows,
  abilityFor,
  collectRoutes,
  loadConfig,
} from '@app/core';
import { ApiModule } from '@app/api/api.module';

/** What the test reads of frontend/src/admin/menuEntries.ts and frontend/src/app/policy.ts. */
interface ScreenPolicy {
  action: string;
  subject: string;
  perRecord?: boolean;
}
interface MenuEntries {
  adminMenuEntries: readonly { key: string; route: string; policy: ScreenPolicy }[];
  visibleMenuEntries(ability: unknown): { key: string }[];
}
interface PolicyModule {
  policyAllows(ability: unknown, policy: ScreenPolicy): boolean;
}

// The frontend is another package (ES modules, bundler resolution): loaded by Jest, not by this tsconfig.
const { adminMenuEntries, visibleMenuEntries } = jest.requireActual<MenuEntries>(
  '../../frontend/src/admin/menuEntries',
);
const { policyAllows } = jest.requireActual<PolicyModule>('../../frontend/src/app/policy');

/** The menu names actions and subjects as strings; the server's types list them. */
const asPolicy = (policy: ScreenPolicy) => policy as Parameters<typeof abilityAllows>[1];

const abilityOf = (role: Role) =>
  abilityFor({
    id: 7,
    email: 'someone@example.com',
    firstName: 'Some',
    lastName: 'One',
    roleCode: role,
    userType: 'staff',
    status: 'Active',
  });

describe('the back office menu', () => {
  let routes: Map<string, RouteEntry>;

  beforeAll(async () => {
    const served = await collectRoutes(ApiModule.forRoot(loadConfig({ SESSION_SECRET: 'unit' })));
    routes = new Map(served.map((route) => [`${route.method} ${route.path}`, route]));
  });

  it('names, for each entry, a served route and a policy at least as strict as the route’s', () => {
    for (const entry of adminMenuEntries) {
      const route = routes.get(entry.route);
      expect({ entry: entry.key, served: route !== undefined }).toEqual({ entry: entry.key, served: true });
      for (const role of ALL_ROLES) {
        const ability = abilityOf(role);
        const routePolicy = route?.policy;
        const opened = routePolicy?.kind === 'ability' ? abilityAllows(ability, routePolicy) : true;
        if (abilityAllows(ability, asPolicy(entry.policy)))
          expect({ entry: entry.key, role: ROLE_NAMES[role], opened }).toEqual({
            entry: entry.key,
            role: ROLE_NAMES[role],
            opened: true,
          });
      }
    }
  });

  it('judges a policy as the server’s guard does, for every role', () => {
    for (const entry of adminMenuEntries) {
      for (const role of ALL_ROLES) {
        const ability = abilityOf(role);
        const server = abilityAllows(ability, asPolicy(entry.policy));
        expect({
          entry: entry.key,
          role: ROLE_NAMES[role],
          shown: policyAllows(ability, entry.policy),
        }).toEqual({
          entry: entry.key,
          role: ROLE_NAMES[role],
          shown: server,
        });
      }
    }
  });

  it('offers trainers and facilitators their own events, never the list of everyone’s that would refuse them', () => {
    const keys = (role: Role) => visibleMenuEntries(abilityOf(role)).map((entry) => entry.key);
    for (const role of [Role.Trainer, Role.Facilitator]) {
      expect(keys(role)).toEqual(expect.arrayContaining(['dashboard', 'my-events', 'attendance']));
      expect(keys(role)).not.toContain('events');
    }
    for (const role of [Role.Administrator, Role.Coordinator, Role.CustomerServiceOfficer]) {
      expect(keys(role)).toContain('events');
      expect(keys(role)).not.toContain('my-events');
    }
  });
});
