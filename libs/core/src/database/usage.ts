import { type EntityManager } from '@mikro-orm/postgresql';

export interface Usage {
  table: string;
  count: number;
}

/**
 * Which rows of other tables point at one record, found through the database's own foreign keys, so
 * every kind of record gets the check without knowing who references it.
 */
export const findUsage = async (em: EntityManager, table: string, id: number): Promise<Usage[]> => {
  // Inside the caller's transaction: on the embedded database a second connection would wait forever.
  const run = <T extends Record<string, unknown>[]>(sql: string, params: unknown[]) =>
    em.getConnection().execute<T>(sql, params, 'all', em.getTransactionContext());
  const references = await run<{ table_name: string; column_name: string }[]>(
    `select c.conrelid::regclass::text as table_name, a.attname as column_name
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = ?::regclass
        -- Cascading children are part of the record and set-null links outlive it: neither blocks.
        and c.confdeltype in ('a', 'r')
      order by 1, 2`,
    [table],
  );
  const usages: Usage[] = [];
  for (const reference of references) {
    const [row] = await run<{ count: string }[]>('select count(*) as count from ?? where ?? = ?', [
      reference.table_name,
      reference.column_name,
      id,
    ]);
    const count = Number(row.count);
    if (count > 0) usages.push({ table: reference.table_name.replace(/"/g, ''), count });
  }
  return usages;
};

export const describeUsage = (usages: Usage[]): string =>
  usages
    .map((usage) => `${usage.count} ${usage.table.replace(/_/g, ' ')} record${usage.count === 1 ? '' : 's'}`)
    .join(', ');
