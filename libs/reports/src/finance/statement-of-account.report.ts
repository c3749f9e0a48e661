import { escapeLike, fieldError, singaporeDate } from '@app/core';
import { defineReport } from '../mechanism/report-definition';
import { outstandingInvoicesSql, paymentsAtSql } from '../ledger/as-at.sql';
import { type StatementCustomersQuery, type StatementQuery } from './finance.dto';

/**
 * Customers with a statement at the date (`statementofaccount/getallcustomers?date`): everyone
 * with an invoice or payment counting at that date, with their balance then. The sum of these
 * balances is the aged trial balance's total at the same date (the reconciliation test).
 */
export const STATEMENT_CUSTOMERS = defineReport<StatementCustomersQuery>({
  name: 'statement-customers',
  title: 'Statements of account',
  query: (params) => {
    const day = params.date || singaporeDate();
    const kind = params.customerType ? [params.customerType] : [];
    const keyword = params.keyword?.trim() ?? '';
    return {
      sql: `select * from (
              select customer_kind || ':' || coalesce(customer_id::text, customer_name) as "customerKey",
                     customer_kind as "customerKind", customer_id as "customerId", max(customer_name) as "customerName",
                     count(*) filter (where doc = 'Invoice')::int as "invoiceCount",
                     sum(owed)::bigint as "balanceCents"
                from (select 'Invoice' as doc, customer_kind, customer_id, customer_name, outstanding as owed
                        from (${outstandingInvoicesSql(params.customerType ? 'i.customer_kind = ?' : 'true')}) inv
                      union all
                      select 'Payment', customer_kind, customer_id, customer_name, -unallocated
                        from (${paymentsAtSql(params.customerType ? 'pm.customer_kind = ?' : 'true')}) pay) activity
               group by customer_kind, customer_id, "customerKey") customer
             where (? = '' or "customerName" ilike ?)`,
      params: [day, ...kind, day, ...kind, keyword, `%${escapeLike(keyword)}%`],
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
});

/**
 * The customer a statement is for, as a filter on a ledger table (`alias`): by id for participants
 * and corporates (their indexed columns), by name for walk-ins. None chosen is the spec's
 * "Statement of account not selected".
 */
export const statementCustomer =
  (query: StatementQuery) =>
  (alias: string, nameColumn: string): { where: string; params: unknown[] } => {
    if (!query.customerKind || (query.customerId === undefined && !query.customerName)) {
      throw fieldError('customerId', 'Statement of account not selected');
    }
    if (query.customerKind === 'walk_in' || query.customerId === undefined) {
      return {
        where: `${alias}.customer_kind = ? and ${nameColumn} = ?`,
        params: [query.customerKind, query.customerName ?? ''],
      };
    }
    const column = query.customerKind === 'corporate' ? 'corporate_id' : 'participant_id';
    return {
      where: `${alias}.customer_kind = ? and ${alias}.${column} = ?`,
      params: [query.customerKind, query.customerId],
    };
  };

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
    const customer = statementCustomer(params);
    const invoices = customer('i', 'i.customer_name');
    const payments = customer('pm', 'rc.customer_name');
    return {
      sql: `with inv as (${outstandingInvoicesSql(invoices.where)}),
                 pay as (${paymentsAtSql(payments.where)}),
                 lines as (
              select inv.issued_on as dated_on, 1 as seq, 'Invoice' as "documentType", inv.id as document_id,
                     inv.invoice_no as "documentNo", to_char(inv.due_on, 'YYYY-MM-DD') as "dueOn", inv.amount as debit, 0::bigint as credit
                from inv
              union all
              select cn.issued_on, 2, 'Credit note', cn.id, cn.credit_note_no, null, 0, cn.total_cents
                from credit_note cn join inv on inv.id = cn.invoice_id
               where cn.status = 'Issued' and cn.issued_on <= ?
              union all
              select pay.received_on, 3, 'Payment', pay.id, pay.receipt_no, null, 0,
                     pay.unallocated + coalesce((select sum(a.amount_cents) from payment_allocation a join inv on inv.id = a.invoice_id
                                                  where a.payment_id = pay.id), 0)
                from pay
              union all
              select rf.refunded_on, 4, 'Refund', rf.id, null, null, rf.amount_cents, 0
                from refund rf join inv on inv.id = rf.invoice_id
               where rf.status = 'PaidOut' and rf.refunded_on <= ?)
            select to_char(dated_on, 'YYYY-MM-DD') as "datedOn", seq, "documentType", document_id as "documentId",
                   "documentNo", "dueOn", debit::bigint as "debitCents", credit::bigint as "creditCents",
                   sum(debit - credit) over (order by dated_on, seq, document_id)::bigint as "balanceCents"
              from lines`,
      params: [day, ...invoices.params, day, ...payments.params, day, day],
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
