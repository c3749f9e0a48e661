import { type EntityManager } from '@mikro-orm/postgresql';

export type DocumentKind = 'registration' | 'invoice' | 'receipt';

const PREFIX: Record<DocumentKind, string> = { registration: 'REG', invoice: 'INV', receipt: 'RCT' };

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
  const rows = await em.getConnection().execute<{ last_issued: number }[]>(
    `insert into document_number (series, last_issued) values (?, 1)
     on conflict (series) do update set last_issued = document_number.last_issued + 1
     returning last_issued`,
    [series],
    'all',
    em.getTransactionContext(),
  );
  return `${PREFIX[kind]}-${year}-${String(rows[0].last_issued).padStart(6, '0')}`;
};
