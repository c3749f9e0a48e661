import { randomBytes } from 'node:crypto';
import { runSql, withDatabaseName } from './test-database-url';
import { dropDatabase } from './test-database-sweep';

/** Where the run's databases live; set by the global setup for every test worker. */
interface TestDatabaseEnv {
  /** A real server: each test file gets its own database, copied from the migrated template. */
  TEST_DB_SERVER_URL?: string;
  TEST_DB_TEMPLATE?: string;
  /** No server: one in-memory PGlite shared by all files, which then run one at a time. */
  TEST_DB_EMBEDDED_URL?: string;
}

export interface TestDatabase {
  url: string;
  embedded: boolean;
  /** Drops the database once its app has closed (the shared embedded one stays until the run ends). */
  drop(): Promise<void>;
}

/** A database no other test file touches, with the schema already migrated. */
export const freshDatabase = async (): Promise<TestDatabase> => {
  const env = process.env as TestDatabaseEnv;
  if (env.TEST_DB_EMBEDDED_URL)
    return { url: env.TEST_DB_EMBEDDED_URL, embedded: true, drop: () => Promise.resolve() };
  const serverUrl = env.TEST_DB_SERVER_URL;
  if (!serverUrl || !env.TEST_DB_TEMPLATE) throw new Error('The e2e global setup did not run');
  const name = `${env.TEST_DB_TEMPLATE}_${randomBytes(4).toString('hex')}`;
  await runSql(serverUrl, `create database "${name}" template "${env.TEST_DB_TEMPLATE}"`);
  return {
    url: withDatabaseName(serverUrl, name),
    embedded: false,
    drop: () => dropDatabase(serverUrl, name),
  };
};
