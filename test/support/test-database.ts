import { randomBytes } from 'node:crypto';
import { runSql, withDatabaseName } from './test-database-url';

/** Where the run's databases live; set by the global setup for every test worker. */
interface TestDatabaseEnv {
  /** A real server: each test file gets its own database, copied from the migrated template. */
  TEST_DB_SERVER_URL?: string;
  TEST_DB_TEMPLATE?: string;
  /** No server: one in-memory PGlite shared by all files, which then run one at a time. */
  TEST_DB_EMBEDDED_URL?: string;
}

/** A database no other test file touches, with the schema already migrated. */
export const freshDatabaseUrl = async (): Promise<{ url: string; embedded: boolean }> => {
  const env = process.env as TestDatabaseEnv;
  if (env.TEST_DB_EMBEDDED_URL) return { url: env.TEST_DB_EMBEDDED_URL, embedded: true };
  if (!env.TEST_DB_SERVER_URL || !env.TEST_DB_TEMPLATE) throw new Error('The e2e global setup did not run');
  const name = `${env.TEST_DB_TEMPLATE}_${randomBytes(4).toString('hex')}`;
  await runSql(env.TEST_DB_SERVER_URL, `create database "${name}" template "${env.TEST_DB_TEMPLATE}"`);
  return { url: withDatabaseName(env.TEST_DB_SERVER_URL, name), embedded: false };
};
