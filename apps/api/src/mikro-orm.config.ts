import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { coreEntities } from '@app/core';
import { configEntities } from '@app/config';
import { peopleEntities } from '@app/people';
import { eventsEntities } from '@app/events';
import { coursesEntities } from '@app/courses';
import { registrationEntities } from '@app/registration';
import { billingEntities } from '@app/billing';
import { attendanceEntities } from '@app/attendance';

/**
 * For the MikroORM CLI only (`npm run db:migration:create`): the app itself registers entities
 * through each module's forFeature. Diffs the entities against DATABASE_URL's schema.
 */
export default defineConfig({
  clientUrl: process.env.DATABASE_URL,
  entities: [
    ...coreEntities,
    ...configEntities,
    ...peopleEntities,
    ...coursesEntities,
    ...eventsEntities,
    ...registrationEntities,
    ...billingEntities,
    ...attendanceEntities,
  ],
  extensions: [Migrator],
  migrations: {
    path: 'migrations',
    pathTs: 'migrations',
    emit: 'ts',
    snapshot: false,
    disableForeignKeys: false,
  },
  schemaGenerator: { skipTables: ['http_session'] },
});
