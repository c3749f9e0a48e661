import { Client } from 'pg';

/** Drops the template and every database copied from it in this run. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.embeddedTestDatabase?.stop();
  const serverUrl = process.env.TEST_DB_SERVER_URL;
  const template = process.env.TEST_DB_TEMPLATE;
  if (!serverUrl || !template) return;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1 order by length(datname) desc',
      [`${template}%`],
    );
    // DROP DATABASE refuses to run inside a function or transaction: one statement each.
    for (const { datname } of rows) await client.query(`drop database "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
