import { type INestApplicationContext } from '@nestjs/common';
import { MikroORM, RequestContext as OrmContext } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  AccountsService,
  RequestContext,
  Role,
  User,
  abilityFor,
  currentTime,
  normaliseEmail,
  toSessionUser,
  withoutMail,
} from '@app/core';
import { LookupService } from '@app/config';
import { Course } from '@app/courses';
import { ProfileService } from '@app/people';
import { seedDemoLookups } from './demo-lookups';
import { type DemoLogin, seedDemoUsers } from './demo-users';
import { type DemoContext, newDemoContext } from './demo-context';
import { DEMO_STEPS } from './steps';

/** The first course the catalog step makes: when it exists, the academy has been seeded. */
const MARKER_COURSE = 'RES-PREP';

export interface DemoOptions {
  /** Also the academy (courses, classes, people, registrations, billing, attendance), not only logins and lists. */
  academy?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Where progress goes (the seed command prints each step's time). */
  log?: (line: string) => void;
}

export class DemoSeedError extends Error {}

/**
 * Demo data for a new installation: the provider's lists, a login per role and, with `academy`,
 * a believable academy made through the services (DEMO_STEPS). Running it again adds nothing.
 */
export const seedDemoData = (
  app: INestApplicationContext,
  { academy = false, env = process.env, log = () => undefined }: DemoOptions = {},
): Promise<DemoLogin[]> =>
  OrmContext.create(app.get(MikroORM).em, async () => {
    const em = app.get(MikroORM).em as EntityManager;
    await seedDemoLookups(app.get(LookupService));
    const logins = await seedDemoUsers(
      { accounts: app.get(AccountsService), profiles: app.get(ProfileService), em },
      env,
    );
    if (academy) await seedAcademy(app, em, logins, log);
    return logins;
  });

const seedAcademy = async (
  app: INestApplicationContext,
  em: EntityManager,
  logins: DemoLogin[],
  log: (line: string) => void,
) => {
  if (await em.count(Course, { code: MARKER_COURSE })) return;
  const users = await em.find(User, { email: { $in: logins.map((login) => normaliseEmail(login.email)) } });
  const admin = users.find((user) => user.roleCode === Role.Administrator);
  if (!admin) throw new DemoSeedError('Demo data: the administrator login is missing');
  const staff = toSessionUser(admin);
  const context = newDemoContext(
    {
      app,
      em,
      staff: { user: staff, ability: abilityFor(staff) },
      logins: new Map(users.map((user) => [normaliseEmail(user.email).split('@')[0], user.id])),
      log,
    },
    currentTime(),
  );
  // One transaction: a step that fails leaves nothing behind, so running the seed again starts
  // afresh. Every service works through this one connection (embedded PGlite has no other), and a
  // failure is reported at once, never retried on a second connection.
  await RequestContext.run({ requestId: 'demo-data', userId: admin.id }, () =>
    withoutMail(() => em.transactional(() => runSteps(context))),
  );
};

const runSteps = async (context: DemoContext): Promise<void> => {
  for (const step of DEMO_STEPS) {
    const started = Date.now();
    try {
      await step.run(context);
      context.log(`Demo data: ${step.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DemoSeedError(`Demo data: the ${step.name} step failed (${reason}); nothing was kept`, {
        cause: error,
      });
    }
  }
};

export const isDatabaseEmpty = async (app: INestApplicationContext): Promise<boolean> =>
  (await app.get(MikroORM).em.fork().count(User, {})) === 0;
