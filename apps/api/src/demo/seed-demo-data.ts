import { type INestApplicationContext } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { AccountsService, User } from '@app/core';
import { LookupService } from '@app/config';
import { seedDemoLookups } from './demo-lookups';
import { type DemoLogin, seedDemoUsers } from './demo-users';

/** Demo data for a new installation; every seeder is idempotent. */
export const seedDemoData = (
  app: INestApplicationContext,
  env: NodeJS.ProcessEnv = process.env,
): Promise<DemoLogin[]> =>
  RequestContext.create(app.get(MikroORM).em, async () => {
    await seedDemoLookups(app.get(LookupService));
    return seedDemoUsers(app.get(AccountsService), env);
  });

export const isDatabaseEmpty = async (app: INestApplicationContext): Promise<boolean> =>
  (await app.get(MikroORM).em.fork().count(User, {})) === 0;
