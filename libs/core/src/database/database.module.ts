import { AfterCommitSubscriber } from './after-commit';
import { SettingsCacheSubscriber } from '../cache/settings-cache';
import { type DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '@app/migrations';
import { AppConfig } from '../config/app-config';
import { ChangeLogSubscriber } from '../audit/change-log.subscriber';
import { createLogger } from '../logging/logger';

export const migrationOptions = {
  migrationsList,
  tableName: 'mikro_orm_migrations',
  transactional: true,
  allOrNothing: true,
  // The default turns off foreign keys with session_replication_role, which needs a superuser.
  disableForeignKeys: false,
  snapshot: false,
};

/** knex writes its own warnings (a dropped pooled connection) with console.log; they join the JSON log. */
const knexLog = (config: AppConfig) => {
  const logger = createLogger(config.logLevel).child({ context: 'knex' });
  return {
    warn: (message: unknown) => logger.warn(String(message)),
    error: (message: unknown) => logger.error(String(message)),
    deprecate: (message: unknown) => logger.warn(String(message)),
    debug: (message: unknown) => logger.debug(String(message)),
  };
};

/**
 * What every new pooled connection runs first, in one round trip:
 * - no prepared statements (`queryPrepared`) of an earlier one: on PostgreSQL a new connection has
 *   none, but embedded PGlite keeps one session for every connection it serves, and the driver
 *   would prepare a name that session already holds;
 * - no JIT compilation: on the ten-year data set it added 0.7–1.9 s of compiling to searches whose
 *   plans cost more than `jit_above_cost` on paper but run in milliseconds on their indexes, and no
 *   query of the application was measured to gain from it (bench/RESULTS.md, "Ten years of data").
 */
export const CONNECTION_SETUP = 'deallocate all; set jit = off';

const setUpConnection = (
  connection: PgConnection,
  done: (error: Error | null, connection: PgConnection) => void,
) => connection.query(CONNECTION_SETUP, (error) => done(error, connection));

interface PgConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
}

export const ormOptions = (config: AppConfig) => ({
  driver: PostgreSqlDriver,
  clientUrl: config.databaseUrl,
  pool: { min: 0, max: config.databasePoolMax, afterCreate: setUpConnection },
  autoLoadEntities: true,
  forceUtcTimezone: true,
  allowGlobalContext: false,
  subscribers: [new ChangeLogSubscriber(), new AfterCommitSubscriber(), new SettingsCacheSubscriber()],
  extensions: [Migrator],
  migrations: migrationOptions,
  schemaGenerator: { skipTables: ['http_session'] },
  debug: false,
  driverOptions: { log: knexLog(config) },
});

@Module({})
export class DatabaseModule {
  /** Connecting waits for instantiation, so reading the module tree (npm run routes) needs no database. */
  static forRoot(config: AppConfig): DynamicModule {
    return { module: DatabaseModule, imports: [MikroOrmModule.forRoot(ormOptions(config))] };
  }
}
