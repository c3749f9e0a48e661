// Global teardown runs outside Jest's module mapping: relative imports only.
import { dropRunDatabases, sweepAbandonedDatabases } from './test-database-sweep';

/** Drops the template and every database copied from it in this run, and any a gone run left. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.embeddedTestDatabase?.stop();
  const serverUrl = process.env.TEST_DB_SERVER_URL;
  const template = process.env.TEST_DB_TEMPLATE;
  if (!serverUrl || !template) return;
  await dropRunDatabases(serverUrl, template);
  await sweepAbandonedDatabases(serverUrl);
}
