import { Client } from 'pg';

/**
 * Test databases are named after the run that made them: `tp_test_<time>_<pid>` for a run's
 * migrated template, with `_<random>` for each test file's copy. The pid lets a later run tell a
 * database whose run is gone (interrupted, killed, crashed before its teardown) from one a
 * parallel run is still using.
 */
const TEST_DATABASE = /^tp_test_[0-9a-z]+_(\d+)(_[0-9a-f]+)?$/;

export const runDatabasePrefix = (pid: number = process.pid): string =>
  `tp_test_${Date.now().toString(36)}_${pid}`;

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; only ESRCH says it is gone.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
};

const dropAll = async (client: Client, names: string[]): Promise<void> => {
  // Copies before their template; DROP DATABASE refuses to run inside a transaction: one each.
  for (const name of [...names].sort((a, b) => b.length - a.length))
    await client.query(`drop database if exists "${name}" with (force)`);
};

const withServer = async <T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> => {
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const testDatabases = async (client: Client): Promise<string[]> =>
  (
    await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'tp\\_test\\_%'`,
    )
  ).rows
    .map((row) => row.datname)
    .filter((name) => TEST_DATABASE.test(name));

/** Drops this run's template and every copy of it. */
export const dropRunDatabases = (serverUrl: string, prefix: string): Promise<void> =>
  withServer(serverUrl, async (client) =>
    dropAll(
      client,
      (await testDatabases(client)).filter((name) => name === prefix || name.startsWith(`${prefix}_`)),
    ),
  );

/** Drops the databases of every run whose process is gone; answers how many. */
export const sweepAbandonedDatabases = (serverUrl: string): Promise<number> =>
  withServer(serverUrl, async (client) => {
    const abandoned = (await testDatabases(client)).filter(
      (name) => !isRunning(Number(TEST_DATABASE.exec(name)![1])),
    );
    await dropAll(client, abandoned);
    return abandoned.length;
  });

/** Drops one test file's database when its app closes, so a run never holds more than it uses. */
export const dropDatabase = (serverUrl: string, name: string): Promise<void> =>
  withServer(serverUrl, (client) => dropAll(client, [name]));
