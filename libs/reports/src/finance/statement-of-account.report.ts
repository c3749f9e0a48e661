import { escapeLike, singaporeDate } from '@app/core';
import { RECEIVABLES_SETTINGS, defineReport } from '../mechanism/report-definition';
import { dateLiteral, outstandingInvoicesAt, paymentsAt } from '../ledger/as-at.sql';
import { receivablesAt } from '../ledger/receivables.sql';
import { statementCustomer } from './customer-scope';
import { type StatementCustomersQuery, type StatementQuery } from './finance.dto';

/**
 * Customers with a statement at the date (`statementofaccount/getallcustomers?date`): everyone who
 * owes or holds credit at that date, with their balance then and their invoices still owed, read
 * from the receivables ledger the aged trial balance reads (docs/reports.md, "The receivables
 * ledger"), so the sum of these balances is the aged trial balance's total at the same date (the
 * reconciliation test). Recomputing every customer's balance from the whole ledger took seconds on
 * ten years of invoices.
 */
export const STATEMENT_CUSTOMERS = defineReport<StatementCustomersQuery>({
  name: 'statement-customers',
  title: 'Statements of account',
  query: (params) => {
    const lines = receivablesAt(params.date || singaporeDate(), params.customerType);
    const keyword = params.keyword?.trim() ?? '';
    return {
      sql: `select * from (
              select customer_kind || ':' || coalesce(customer_id::text, walk_in) as "customerKey",
                     customer_kind as "customerKind", customer_id as "customerId", "customerName", "invoiceCount", "balanceCents"
                from (select customer_kind, customer_id, case when customer_id is null then customer_name end as walk_in,
                             max(customer_name) as "customerName",
                             count(*) filter (where document_type = 'Invoice')::int as "invoiceCount",
                             sum(balance)::bigint as "balanceCents"
                        from (${lines.sql}) line
                       group by customer_kind, customer_id, walk_in) grouped) customer
             where (? = '' or "customerName" ilike ?)`,
      params: [...lines.params, keyword, `%${escapeLike(keyword)}%`],
    };
  },
  columns: [
    { key: 'customerKey', header: 'Key', hidden: true },
    { key: 'customerId', header: 'Id', type: 'integer', hidden: true },
    { key: 'customerName', header: 'Customer', width: 32, sortable: true },
    { key: 'customerKind', header: 'Customer type', width: 12 },
    { key: 'invoiceCount', header: 'Invoices', type: 'integer', total: true },
    { key: 'balanceCents', header: 'Balance (S$)', type: 'money', total: true, sortable: true },
  ],
  defaultSort: ['customerName', 'customerKey'],
  settings: RECEIVABLES_SETTINGS,
});

/**
 * One customer's statement at the date: invoices and refunds as debits, credit notes and payments
 * as credits, in date order with the running balance. A payment counts for what it paid on the
 * invoices that count and its part on account, so the closing balance is the customer's aged
 * trial balance total.
 */
export const STATEMENT_OF_ACCOUNT = defineReport<StatementQuery>({
  name: 'statement-of-account',
  title: 'Statement of account',
  query: (params) => {
    const day = params.date || singaporeDate();
    const scope = statementCustomer(params);
    const invoices = outstandingInvoicesAt(day, scope);
    const payments = paymentsAt(day, scope);
    return {
      sql: `with inv as (${invoices.sql}),
                 pay as (${payments.sql}),
                 lines as (
              select inv.issued_on as dated_on, 1 as seq, 'Invoice' as "documentType", inv.id as document_id,
                     inv.invoice_no as "documentNo", to_char(inv.due_on, 'YYYY-MM-DD') as "dueOn", inv.amount as debit, 0::bigint as credit
                from inv
              union all
              select cn.issued_on, 2, 'Credit note', cn.id, cn.credit_note_no, null, 0, cn.total_cents
                from credit_note cn join inv on inv.id = cn.invoice_id
               where cn.status = 'Issued' and cn.issued_on <= ${dateLiteral(day)}
              union all
              select pay.received_on, 3, 'Payment', pay.id, pay.receipt_no, null, 0,
                     pay.unallocated + coalesce((select sum(a.amount_cents) from payment_allocation a join inv on inv.id = a.invoice_id
                                                  where a.payment_id = pay.id), 0)
                from pay
              union all
              select rf.refunded_on, 4, 'Refund', rf.id, null, null, rf.amount_cents, 0
                from refund rf join inv on inv.id = rf.invoice_id
               where rf.status = 'PaidOut' and rf.refunded_on <= ${dateLiteral(day)})
            select to_char(dated_on, 'YYYY-MM-DD') as "datedOn", seq, "documentType", document_id as "documentId",
                   "documentNo", "dueOn", debit::bigint as "debitCents", credit::bigint as "creditCents",
                   sum(debit - credit) over (order by dated_on, seq, document_id)::bigint as "balanceCents"
              from lines`,
      params: [...invoices.params, ...payments.params],
    };
  },
  columns: [
    { key: 'documentId', header: 'Id', type: 'integer', hidden: true },
    { key: 'seq', header: 'Order', type: 'integer', hidden: true },
    { key: 'datedOn', header: 'Date', type: 'date' },
    { key: 'documentType', header: 'Document', width: 12 },
    { key: 'documentNo', header: 'Number', width: 18 },
    { key: 'dueOn', header: 'Due', type: 'date' },
    { key: 'debitCents', header: 'Debit (S$)', type: 'money', total: true },
    { key: 'creditCents', header: 'Credit (S$)', type: 'money', total: true },
    { key: 'balanceCents', header: 'Balance (S$)', type: 'money' },
  ],
  defaultSort: ['datedOn', 'seq', 'documentId'],
});
