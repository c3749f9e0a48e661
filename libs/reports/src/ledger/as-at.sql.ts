/**
 * The ledger as at a date D (docs/billing.md "As at a date D"), rebuilt from dated rows only:
 * never from the status or balance caches, which say what is true today. Every finance report
 * starts from these two statements, so the aged trial balance and the statements of account add
 * up to the same figure by construction. `?` is D each time it appears; `AS_AT_PARAMS` counts them.
 */

/** Not void at D: no void entry dated on or before D that was still open at D. */
const notVoidAt = (type: string, id: string): string =>
  `not exists (select 1 from void_entry v where v.document_type = '${type}' and v.document_id = ${id}
                 and v.voided_on <= d.on and (v.unvoided_on is null or v.unvoided_on > d.on))`;

/**
 * Each invoice that counts at D with what it still owed at D: its amount (the latest version in
 * force at D; version 1 is the invoice's own total), less issued credit notes and allocations of
 * live payments dated by D, plus refunds paid out by D. Columns: id, invoice_no, customer_kind,
 * customer_id, customer_name, issued_on, due_on, amount, credited, paid, refunded, outstanding.
 */
export const outstandingInvoicesSql = (where = 'true'): string => `
  select i.id, i.invoice_no, i.customer_kind, coalesce(i.participant_id, i.corporate_id) as customer_id,
         i.customer_name, i.issued_on, i.due_on, x.amount, coalesce(c.credited, 0)::bigint as credited,
         coalesce(p.paid, 0)::bigint as paid, coalesce(r.refunded, 0)::bigint as refunded,
         x.amount - coalesce(c.credited, 0) - coalesce(p.paid, 0) + coalesce(r.refunded, 0) as outstanding,
         d.on - i.due_on as days_overdue, d.on - i.issued_on as days_since_issue
    from (select ?::date as on) d
    join invoice i on i.status <> 'Draft' and i.issued_on <= d.on
    cross join lateral (
      select case when i.version = 1 then i.total_cents
             else coalesce((select (dv.snapshot->>'totalCents')::bigint from document_version dv
                             where dv.document_type = 'Invoice' and dv.document_id = i.id and dv.effective_on <= d.on
                             order by dv.version desc limit 1), i.total_cents) end::bigint as amount) x
    left join lateral (select sum(cn.total_cents) as credited from credit_note cn
                        where cn.invoice_id = i.id and cn.status = 'Issued' and cn.issued_on <= d.on) c on true
    left join lateral (select sum(a.amount_cents) as paid from payment_allocation a join payment pm on pm.id = a.payment_id
                        where a.invoice_id = i.id and pm.received_on <= d.on and ${notVoidAt('Receipt', 'pm.receipt_id')}) p on true
    left join lateral (select sum(rf.amount_cents) as refunded from refund rf
                        where rf.invoice_id = i.id and rf.status = 'PaidOut' and rf.refunded_on <= d.on) r on true
   where ${notVoidAt('Invoice', 'i.id')} and (${where})`;

/**
 * Payments received by D and live at D, with the part not allocated to invoices counting at D:
 * that part is a credit on account of the customer. Columns: id, customer_kind, customer_id,
 * customer_name, received_on, amount, unallocated.
 */
export const paymentsAtSql = (where = 'true'): string => `
  select pm.id, pm.customer_kind, coalesce(pm.participant_id, pm.corporate_id) as customer_id, rc.customer_name,
         pm.received_on, rc.receipt_no, pm.payment_mode_id, pm.amount_cents::bigint as amount,
         (pm.amount_cents - coalesce((select sum(a.amount_cents) from payment_allocation a
                                       where a.payment_id = pm.id), 0))::bigint as unallocated
    from (select ?::date as on) d
    join payment pm on pm.received_on <= d.on
    join receipt rc on rc.id = pm.receipt_id
   where ${notVoidAt('Receipt', 'pm.receipt_id')} and (${where})`;
