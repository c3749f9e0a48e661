import { type EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from './usage';

/** Tax documents: their numbers must run without gaps. */
export type DocumentKind = 'invoice' | 'receipt' | 'credit-note';

const PREFIX: Record<DocumentKind, string> = { invoice: 'INV', receipt: 'RCT', 'credit-note': 'CN' };

/**
 * The next number of a yearly series, e.g. INV-2026-000042. Gapless: the series row stays locked
 * by the update until the caller's transaction ends, and a rollback hands the number back. Must
 * be called inside the transaction that stores the document, as late as possible (the lock makes
 * every other document of the series wait).
 */
export const nextDocumentNumber = async (
  em: EntityManager,
  kind: DocumentKind,
  year: number,
): Promise<string> => {
  if (!em.isInTransaction())
    throw new Error('Document numbers are issued inside the transaction that uses them');
  const series = `${kind}:${year}`;
  const rows = await queryRows<{ last_issued: number }>(
    em,
    `insert into document_number (series, last_issued) values (?, 1)
     on conflict (series) do update set last_issued = document_number.last_issued + 1
     returning last_issued`,
    [series],
  );
  return `${PREFIX[kind]}-${year}-${String(rows[0].last_issued).padStart(6, '0')}`;
};

/**
 * A registration number, e.g. REG-2026-000042: unique, from a database sequence, so checkouts of
 * different events never wait for each other here. Unlike tax documents it may have gaps (a
 * checkout that rolls back has used its number). An SQL expression, so the registration is
 * inserted in one statement; the year is its one parameter.
 */
export const REGISTRATION_NUMBER_SQL = `(select 'REG-' || ?::int || '-' || lpad(v, greatest(6, length(v)), '0')
    from (select nextval('registration_no_seq')::text as v) n)`;
