import { Logger } from '@nestjs/common';
import { type EventSubscriber, type TransactionEventArgs } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';

/** The part of a knex transaction object that leads from a savepoint to its transaction. */
interface KnexTransactor {
  parentTransaction?: KnexTransactor;
}

type Work = () => Promise<void>;

const logger = new Logger('AfterCommit');
const pending = new WeakMap<object, Work[]>();

/**
 * Runs `work` once the transaction the entity manager is in has committed (at once when it is in
 * none), and never when it rolls back: jobs about rows a transaction writes must not start before
 * those rows exist for others to read. Nested transactions are savepoints; the outermost decides.
 */
export const afterCommit = async (em: EntityManager, work: Work): Promise<void> => {
  let transaction = em.getTransactionContext<KnexTransactor>();
  if (!transaction) return work();
  while (transaction.parentTransaction) transaction = transaction.parentTransaction;
  pending.set(transaction, [...(pending.get(transaction) ?? []), work]);
  return Promise.resolve();
};

/** Hears MikroORM's outermost commits and rollbacks (registered with the ORM's subscribers). */
export class AfterCommitSubscriber implements EventSubscriber {
  async afterTransactionCommit(args: TransactionEventArgs): Promise<void> {
    const works = args.transaction ? pending.get(args.transaction as object) : undefined;
    if (!works) return;
    pending.delete(args.transaction as object);
    for (const work of works) {
      await work().catch((error: unknown) => logger.error(`Work after commit failed: ${String(error)}`));
    }
  }

  afterTransactionRollback(args: TransactionEventArgs): void {
    if (args.transaction) pending.delete(args.transaction as object);
  }
}
