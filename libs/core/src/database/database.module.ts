import { AfterCommitSubscriber } from './after-commit';
import { type DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '@app/migrations';
import { AppConfig } from '../config/app-config';
import { ChangeLogSubscriber } from '../audit/change-log.subscriber';

export const migrationOptions = {
  migrationsList,
  tableName: 'mikro_orm_migrations',
  transactional: true,
  allOrNothing: true,
  // The default turns off foreign keys with session_replication_role, which needs a superuser.
  disableForeignKeys: false,
  snapshot: false,
};

export const ormOptions = (config: AppConfig) => ({
  driver: PostgreSqlDriver,
  clientUrl: config.databaseUrl,
  pool: { min: 0, max: config.databasePoolMax },
  autoLoadEntities: true,
  forceUtcTimezone: true,
  allowGlobalContext: false,
  subscribers: [new ChangeLogSubscriber(), new AfterCommitSubscriber()],
  extensions: [Migrator],
  migrations: migrationOptions,
  schemaGenerator: { skipTables: ['http_session'] },
  debug: false,
});

@Module({})
export class DatabaseModule {
  /** Connecting waits for instantiation, so reading the module tree (npm run routes) needs no database. */
  static forRoot(config: AppConfig): DynamicModule {
    return { module: DatabaseModule, imports: [MikroOrmModule.forRoot(ormOptions(config))] };
  }
}
