import { Client } from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

export const withDatabaseName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export const runSql = async (url: string, sql: string): Promise<void> => {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

export const isReachable = (url: string): Promise<boolean> =>
  runSql(url, 'select 1').then(
    () => true,
    () => false,
  );
