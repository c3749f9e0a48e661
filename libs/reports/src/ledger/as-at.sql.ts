import { fieldError } from '@app/core';
import { type ReportSql } from '../mechanism/report-definition';

/**
 * The ledger as at a date D (docs/billing.md "As at a date D"), rebuilt from dated rows only:
 * never from the status or balance caches, which say what is true today. Every finance report
 * starts from these two statements, so the aged trial balance and the statements of account add
 * up to the same figure by construction.
 *
 * Set-based: payments, credit notes, refunds and later versions are each summed per invoice up to
 * D in one pass (hash aggregates), then joined to the invoices once; a correlated lookup per
 * invoice costs a million index probes at a million invoices (docs/reports.md "Indexes and plans").
 */

/** A filter on a ledger table (`invoice` or `payment`), written against the alias it is given. */
export type LedgerFilter = (
  alias: string,
  table: 'invoice' | 'payment',
) => { where: string; params: unknown[] };

/**
 * D as an SQL literal: the planner sees the constant in every range condition (its histogram
 * decides index or scan), and the date's many uses need no positional parameters. Only a
 * validated calendar date reaches it.
 */
export const dateLiteral = (day: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw fieldError('date', 'Date must be a date (YYYY-MM-DD)');
  return `date '${day}'`;
};

/** Void at D: a void entry dated on or before D that was still open at D. */
const voidAt = (type: string, id: string, d: string): string =>
  `exists (select 1 from void_entry v where v.document_type = '${type}' and v.document_id = ${id}
            and v.voided_on <= ${d} and (v.unvoided_on is null or v.unvoided_on > ${d}))`;

/**
 * Live at D, for a whole-ledger read: a hashed set of the (few) documents void at D probed per
 * row, so the scan keeps its index order for the merges above it.
 */
const liveAt = (type: string, id: string, d: string): string =>
  `${id} not in (select v.document_id from void_entry v where v.document_type = '${type}'
                  and v.voided_on <= ${d} and (v.unvoided_on is null or v.unvoided_on > ${d}))`;

const notVoidAt = (type: string, id: string, d: string, scope: LedgerScope | undefined): string =>
  scope?.selective ? `not ${voidAt(type, id, d)}` : liveAt(type, id, d);

/**
 * Which rows count: `filter` narrows the result; when `selective` (one customer) it also narrows
 * the per-invoice sums, so the customer's index leads and a statement reads only its own rows.
 * A broad filter (a customer type) is applied once, after the sums over the whole table.
 */
export interface LedgerScope {
  filter: LedgerFilter;
  selective?: boolean;
}

/** Rows of `table` (alias `t`, linked to its owner by `link`), narrowed to the scope's owners when selective. */
const scoped = (
  table: string,
  owner: { table: 'invoice' | 'payment'; link: string },
  scope: LedgerScope | undefined,
): { from: string; params: unknown[] } => {
  if (!scope?.selective) return { from: `${table} t`, params: [] };
  const { where, params } = scope.filter('o', owner.table);
  return { from: `${table} t join ${owner.table} o on o.id = t.${owner.link} and ${where}`, params };
};

/**
 * Each invoice that counts at D with what it still owed at D: its amount (the latest version in
 * force at D; version 1 is the invoice's own total), less issued credit notes and allocations of
 * live payments dated by D, plus refunds paid out by D. Columns: id, invoice_no, customer_kind,
 * customer_id, customer_name, issued_on, due_on, amount, credited, paid, refunded, outstanding,
 * days_overdue, days_since_issue.
 */
export const outstandingInvoicesAt = (asAt: string, scope?: LedgerScope): ReportSql => {
  const d = dateLiteral(asAt);
  const invoiceOwner = { table: 'invoice' as const, link: 'invoice_id' };
  const credited = scoped('credit_note', invoiceOwner, scope);
  const refunded = scoped('refund', invoiceOwner, scope);
  const versions = scoped('document_version', { table: 'invoice' as const, link: 'document_id' }, scope);
  const paid = scope?.selective ? paidOneCustomer(d, scope) : paidWholeLedger(d);
  const own = scope?.filter('i', 'invoice') ?? { where: 'true', params: [] };
  return {
    sql: `
  select i.id, i.invoice_no, i.customer_kind, coalesce(i.participant_id, i.corporate_id) as customer_id,
         i.customer_name, i.issued_on, i.due_on, x.amount, coalesce(c.credited, 0)::bigint as credited,
         coalesce(p.paid, 0)::bigint as paid, coalesce(r.refunded, 0)::bigint as refunded,
         x.amount - coalesce(c.credited, 0) - coalesce(p.paid, 0) + coalesce(r.refunded, 0) as outstanding,
         ${d} - i.due_on as days_overdue, ${d} - i.issued_on as days_since_issue
    from invoice i
    left join (${paid.sql}) p on p.invoice_id = i.id
    left join (select t.invoice_id, sum(t.total_cents) as credited from ${credited.from}
                where t.status = 'Issued' and t.issued_on <= ${d} group by t.invoice_id) c on c.invoice_id = i.id
    left join (select t.invoice_id, sum(t.amount_cents) as refunded from ${refunded.from}
                where t.status = 'PaidOut' and t.refunded_on <= ${d} group by t.invoice_id) r on r.invoice_id = i.id
    left join (select distinct on (t.document_id) t.document_id, (t.snapshot->>'totalCents')::bigint as total
                 from ${versions.from}
                where t.document_type = 'Invoice' and t.effective_on <= ${d}
                order by t.document_id, t.version desc) dv on i.version > 1 and dv.document_id = i.id
    cross join lateral (select coalesce(dv.total, i.total_cents)::bigint as amount) x
   where i.status <> 'Draft' and i.issued_on <= ${d} and ${notVoidAt('Invoice', 'i.id', d, scope)} and ${own.where}`,
    params: [...paid.params, ...credited.params, ...refunded.params, ...versions.params, ...own.params],
  };
};

/** One customer's payments on each invoice at D: their few allocations, each checked against D. */
const paidOneCustomer = (d: string, scope: LedgerScope): ReportSql => {
  const allocations = scoped('payment_allocation', { table: 'invoice', link: 'invoice_id' }, scope);
  return {
    sql: `select t.invoice_id, sum(t.amount_cents) as paid
            from ${allocations.from} join payment pm on pm.id = t.payment_id
           where pm.received_on <= ${d} and not ${voidAt('Receipt', 'pm.receipt_id', d)}
           group by t.invoice_id`,
    params: allocations.params,
  };
};

/**
 * Every invoice's payments at D, as everything allocated to it less what payments received after D
 * or void at D had allocated (a part of the first, hence the left join). The first sum streams through the covering index on
 * (invoice_id) include (amount_cents) in invoice order with no join; only the payments after D
 * (few when D is recent) or void at D are joined to their allocations.
 */
const paidWholeLedger = (d: string): ReportSql => ({
  sql: `select ever.invoice_id, ever.paid - coalesce(undone.paid, 0) as paid
          from (select t.invoice_id, sum(t.amount_cents) as paid from payment_allocation t group by t.invoice_id) ever
          left join (select t.invoice_id, sum(t.amount_cents) as paid from payment_allocation t
                      where t.payment_id in (select pm.id from payment pm where pm.received_on > ${d}
                                             union all
                                             select pm.id from payment pm
                                              where pm.received_on <= ${d} and ${voidAt('Receipt', 'pm.receipt_id', d)})
                      group by t.invoice_id) undone on undone.invoice_id = ever.invoice_id`,
  params: [],
});

/**
 * Payments received by D and live at D, with the part not allocated to invoices: that part is a
 * credit on account of the customer. Columns: id, customer_kind, customer_id, customer_name,
 * received_on, receipt_no, payment_mode_id, amount, unallocated. The receipt's name and number are
 * looked up per row kept (a report keeps the few payments with a part on account), not joined for all.
 */
export const paymentsAt = (asAt: string, scope?: LedgerScope): ReportSql => {
  const d = dateLiteral(asAt);
  const allocated = scoped('payment_allocation', { table: 'payment', link: 'payment_id' }, scope);
  const own = scope?.filter('pm', 'payment') ?? { where: 'true', params: [] };
  return {
    sql: `
  select pm.id, pm.customer_kind, coalesce(pm.participant_id, pm.corporate_id) as customer_id,
         (select rc.customer_name from receipt rc where rc.id = pm.receipt_id) as customer_name,
         pm.received_on, (select rc.receipt_no from receipt rc where rc.id = pm.receipt_id) as receipt_no,
         pm.payment_mode_id, pm.amount_cents::bigint as amount,
         (pm.amount_cents - coalesce(a.allocated, 0))::bigint as unallocated
    from payment pm
    left join (select t.payment_id, sum(t.amount_cents) as allocated from ${allocated.from}
                group by t.payment_id) a on a.payment_id = pm.id
   where pm.received_on <= ${d} and ${notVoidAt('Receipt', 'pm.receipt_id', d, scope)} and ${own.where}`,
    params: [...allocated.params, ...own.params],
  };
};
