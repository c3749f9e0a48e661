import { type AppConfig, type EmbeddedPostgres, loadConfig, startEmbeddedPostgres } from '@app/core';

export interface Runtime {
  config: AppConfig;
  /** Set when no DATABASE_URL was given and PGlite serves the data under DATA_DIR. */
  embedded?: EmbeddedPostgres;
}

/** Reads the environment; without DATABASE_URL, starts the embedded database first. */
export const resolveRuntime = async (env: NodeJS.ProcessEnv = process.env): Promise<Runtime> => {
  if (env.DATABASE_URL) return { config: loadConfig(env) };
  const base = loadConfig(env);
  const embedded = await startEmbeddedPostgres(base.dataDir);
  return {
    config: loadConfig({ ...env, DATABASE_URL: embedded.url, DATABASE_POOL_MAX: '1' }),
    embedded,
  };
};
