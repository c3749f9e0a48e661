import { type MikroORM } from '@mikro-orm/core';

/** Brings the schema up to date; runs before the app listens and before tests. */
export const migrateDatabase = async (orm: MikroORM): Promise<string[]> => {
  const applied = await orm.getMigrator().up();
  return applied.map((migration) => migration.name);
};
