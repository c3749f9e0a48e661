import { createServer } from 'node:net';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });

/**
 * PGlite speaking the PostgreSQL wire protocol on 127.0.0.1, so the app uses its ordinary driver.
 * One PGlite session cannot interleave transactions: clients must use a pool of one connection.
 * `dataDir` undefined keeps the database in memory (tests without a PostgreSQL server).
 */
export const startEmbeddedPostgres = async (dataDir?: string): Promise<EmbeddedPostgres> => {
  let directory: string | undefined;
  if (dataDir) {
    directory = join(dataDir, 'pgdata');
    mkdirSync(directory, { recursive: true });
  }
  // The contrib entry point ships as ESM typings only, hence the dynamic import.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: directory, extensions: { pg_trgm } });
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 1 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
};
