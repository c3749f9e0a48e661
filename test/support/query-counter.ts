import { type MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';

/**
 * The SQL statements the api sends while `work` runs (every statement goes through the ORM's knex,
 * raw ones included). Statement counts are stable where times are not, so tests assert these.
 */
export const countStatements = async (orm: MikroORM, work: () => Promise<unknown>): Promise<string[]> => {
  const knex = (orm.em as EntityManager).getConnection().getKnex();
  const statements: string[] = [];
  const listener = (query: { sql: string }): void => void statements.push(query.sql);
  knex.on('query', listener);
  try {
    await work();
  } finally {
    knex.off('query', listener);
  }
  return statements;
};
