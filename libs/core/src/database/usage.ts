import { createHash } from 'node:crypto';
import { type EntityManager, type Knex } from '@mikro-orm/postgresql';

/**
 * `?, ?, ?` for an `in (...)` list of raw SQL, one placeholder a value. An empty list gives `null`,
 * which matches nothing: `in ()` is a syntax error, and an empty array is valid input.
 */
export const sqlPlaceholders = (values: readonly unknown[]): string =>
  values.length ? values.map(() => '?').join(', ') : 'null';

export interface Usage {
  table: string;
  count: number;
}

interface ForeignKey {
  table: string;
  column: string;
}

/**
 * Raw SQL rows, inside the caller's transaction (on the embedded database a second connection
 * would wait forever), with driver errors turned into MikroORM's typed exceptions, as entity
 * writes get them.
 */
export const queryRows = async <T extends object>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<T[]> => {
  try {
    return await em.getConnection().execute<T[]>(sql, [...params], 'all', em.getTransactionContext());
  } catch (error) {
    throw error instanceof Error ? em.getDriver().convertException(error) : error;
  }
};

/** Each prepared statement's name on the connections: its label and a digest of its text. */
const preparedNames = new Map<string, string>();

const preparedName = (label: string, sql: string): string => {
  let name = preparedNames.get(sql);
  if (name === undefined) {
    // The driver refuses a second text under a name it prepared: the digest keeps them apart.
    name = `${label}_${createHash('sha1').update(sql).digest('hex').slice(0, 12)}`;
    preparedNames.set(sql, name);
  }
  return name;
};

/**
 * {@link queryRows} for a hot statement, as a named prepared statement with bound parameters:
 * PostgreSQL parses it once per connection and, once its plan is settled, stops planning it on
 * every call (MikroORM's `execute` sends each statement as new text with the values written in,
 * parsed and planned every time). `sql` must be a fixed text for any input (lists as one array
 * parameter, see `pgIntArray`); `label` names it in `pg_prepared_statements`. Same transaction as
 * the ORM: the query runs on the connection of the transaction `em` is in.
 */
export const queryPrepared = async <T extends object>(
  em: EntityManager,
  label: string,
  sql: string,
  params: readonly unknown[],
): Promise<T[]> => {
  const query = em
    .getConnection()
    .getKnex()
    .raw(sql, [...params] as never[])
    .options({ name: preparedName(label, sql) });
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (transaction) query.transacting(transaction);
  try {
    return ((await query) as { rows: T[] }).rows;
  } catch (error) {
    throw error instanceof Error ? em.getDriver().convertException(error) : error;
  }
};

/** Raw rows carry timestamps as text (MikroORM keeps the driver from parsing them); this reads one. */
export const sqlDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export const sqlDateOrNull = (value: Date | string | null): Date | null =>
  value === null ? null : sqlDate(value);

/** The columns that reference a table, read from the database's own catalogue. */
const foreignKeysTo = async (
  em: EntityManager,
  table: string,
  { blockingOnly }: { blockingOnly: boolean },
): Promise<ForeignKey[]> => {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    em,
    `select c.conrelid::regclass::text as table_name, a.attname as column_name
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = ?::regclass
        and (not ? or c.confdeltype in ('a', 'r'))
      order by 1, 2`,
    [table, blockingOnly],
  );
  return rows.map((row) => ({ table: row.table_name.replace(/"/g, ''), column: row.column_name }));
};

/**
 * Which rows of other tables point at one record, found through the database's own foreign keys, so
 * every kind of record gets the check without knowing who references it. By default only links that
 * block a delete count: cascading children are part of the record and set-null links outlive it.
 * `keep` leaves out `table.column` links (a merge's own bookkeeping).
 */
export const findUsage = async (
  em: EntityManager,
  table: string,
  id: number,
  options: { blockingOnly?: boolean; keep?: readonly string[] } = {},
): Promise<Usage[]> => {
  const usages: Usage[] = [];
  for (const reference of await foreignKeysTo(em, table, { blockingOnly: options.blockingOnly ?? true })) {
    if (options.keep?.includes(`${reference.table}.${reference.column}`)) continue;
    const [row] = await queryRows<{ count: string }>(em, 'select count(*) as count from ?? where ?? = ?', [
      reference.table,
      reference.column,
      id,
    ]);
    const count = Number(row.count);
    if (count > 0) usages.push({ table: reference.table, count });
  }
  return usages;
};

export const describeUsage = (usages: Usage[]): string =>
  usages
    .map((usage) => `${usage.count} ${usage.table.replace(/_/g, ' ')} record${usage.count === 1 ? '' : 's'}`)
    .join(', ');

/**
 * Points every row that references one record at another instead, so a merge moves registrations,
 * invoices, attendance ... including kinds added later. `keep` names `table.column` links that stay.
 * Runs in the caller's transaction; a unique constraint that would break aborts it whole.
 */
export const reassignReferences = async (
  em: EntityManager,
  table: string,
  fromId: number,
  toId: number,
  options: { keep?: readonly string[] } = {},
): Promise<Usage[]> => {
  const moved: Usage[] = [];
  for (const reference of await foreignKeysTo(em, table, { blockingOnly: false })) {
    if (options.keep?.includes(`${reference.table}.${reference.column}`)) continue;
    const rows = await queryRows<{ moved: number }>(
      em,
      'update ?? set ?? = ? where ?? = ? returning 1 as moved',
      [reference.table, reference.column, toId, reference.column, fromId],
    );
    if (rows.length > 0) moved.push({ table: reference.table, count: rows.length });
  }
  return moved;
};
