import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
// Global setup runs outside Jest's module mapping, so it cannot resolve @app/* aliases.
// eslint-disable-next-line no-restricted-imports
import { startEmbeddedPostgres } from '../../libs/core/src/database/embedded-postgres';
import { DEFAULT_TEST_DATABASE_URL, isReachable, runSql, withDatabaseName } from './test-database-url';
import { dropRunDatabases, runDatabasePrefix, sweepAbandonedDatabases } from './test-database-sweep';

declare global {
  var embeddedTestDatabase: { stop(): Promise<void> } | undefined;
}

const ROOT = join(__dirname, '..', '..');

/**
 * Migrates with the same command operators use (`npm run db:migrate`). Asynchronously: the embedded
 * database is served from this very process and must keep answering while the child migrates.
 */
const migrate = async (databaseUrl: string): Promise<void> => {
  await promisify(execFile)(process.execPath, ['-r', '@swc-node/register', 'apps/api/src/cli/migrate.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: '1', SESSION_SECRET: 'migrate' },
  });
};

/**
 * An interrupted run (Ctrl-C, a CI time limit) skips the global teardown: drop what it made
 * before exiting, as the signal would have. A run killed outright is swept by the next one.
 */
const dropOnInterrupt = (serverUrl: string, template: string): void => {
  const exitCodes = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;
  for (const [signal, code] of Object.entries(exitCodes)) {
    process.once(signal, () => {
      void dropRunDatabases(serverUrl, template)
        .catch(() => undefined)
        .finally(() => process.exit(code));
    });
  }
};

/**
 * Migrates once per run: into a template database on the PostgreSQL server at TEST_DATABASE_URL,
 * or, when no server answers there, into an in-memory PGlite served on a local port.
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  if (await isReachable(serverUrl)) {
    const swept = await sweepAbandonedDatabases(serverUrl);
    if (swept > 0) process.stderr.write(`\nDropped ${swept} test databases left by runs that are gone\n`);
    const template = runDatabasePrefix();
    dropOnInterrupt(serverUrl, template);
    await runSql(serverUrl, `create database "${template}"`);
    await migrate(withDatabaseName(serverUrl, template));
    process.env.TEST_DB_SERVER_URL = serverUrl;
    process.env.TEST_DB_TEMPLATE = template;
    return;
  }
  if (process.env.CI === 'true')
    throw new Error(`CI must test against PostgreSQL, but ${serverUrl} did not answer`);
  process.stderr.write(`\nNo PostgreSQL at ${serverUrl}: testing against embedded PGlite\n`);
  const embedded = await startEmbeddedPostgres();
  await migrate(embedded.url);
  globalThis.embeddedTestDatabase = embedded;
  process.env.TEST_DB_EMBEDDED_URL = embedded.url;
}
