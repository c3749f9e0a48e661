import { type EntityManager } from '@mikro-orm/postgresql';
import { type AuditedType, RequestContext, queryRows, sqlPlaceholders } from '@app/core';

/**
 * The ledger's SQL: the cache refresh (the SQL twin of `invoiceBalance` and `settlementOf`) and the
 * change-log rows that set-based writes add in their own statement, as the ORM's subscriber does
 * for entity writes.
 */

/** Figures of each invoice, from the ledger rows; `refreshInvoiceCaches` and the cache test read it. */
export const INVOICE_FIGURES_SQL = `
  select i.id, i.status, i.total_cents,
    coalesce((select sum(a.amount_cents) from payment_allocation a join payment p on p.id = a.payment_id
               where a.invoice_id = i.id and p.status = 'Received'), 0)::int as paid,
    coalesce((select sum(c.total_cents) from credit_note c
               where c.invoice_id = i.id and c.status = 'Issued'), 0)::int as credited,
    coalesce((select sum(r.amount_cents) from refund r
               where r.invoice_id = i.id and r.status = 'PaidOut'), 0)::int as refunded
    from invoice i`;

/**
 * Brings the cached paid, credited, refunded, balance and settlement columns of these invoices in
 * line with the ledger, inside the transaction that changed it (the rows are locked by then).
 */
export const refreshInvoiceCaches = async (
  em: EntityManager,
  invoiceIds: readonly number[],
): Promise<void> => {
  const ids = [...new Set(invoiceIds)];
  if (ids.length === 0) return;
  await queryRows(
    em,
    `with f as (${INVOICE_FIGURES_SQL} where i.id in (${sqlPlaceholders(ids)}))
     update invoice i set paid_cents = f.paid, credited_cents = f.credited, refunded_cents = f.refunded,
       balance_cents = case when i.status = 'Issued' then i.total_cents - f.credited - f.paid + f.refunded else 0 end,
       settlement = case
         when i.status in ('Draft', 'Void') then i.status
         when i.total_cents > 0 and f.credited >= i.total_cents then 'Credited'
         when i.total_cents - f.credited - f.paid + f.refunded <= 0 then 'Paid'
         when f.paid > 0 then 'PartlyPaid'
         else 'Unpaid' end
       from f where f.id = i.id
     returning i.id`,
    ids,
  );
};

export interface LogEntry {
  type: AuditedType;
  id: number;
  action: 'create' | 'update';
  field?: string;
  oldValue?: string | null;
  newValue?: string | null;
}

/** Change-log rows for writes the ORM did not make, in the caller's transaction, one statement. */
export const writeChangeLog = async (em: EntityManager, entries: readonly LogEntry[]): Promise<void> => {
  if (entries.length === 0) return;
  const userId = RequestContext.userId() ?? null;
  await queryRows(
    em,
    `insert into change_log (entity_type, entity_id, action, field, old_value, new_value, user_id)
     values ${entries.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')} returning id`,
    entries.flatMap((entry) => [
      entry.type,
      String(entry.id),
      entry.action,
      entry.field ?? null,
      entry.oldValue ?? null,
      entry.newValue ?? null,
      userId,
    ]),
  );
};
