import { escapeLike, fieldError, singaporeDate } from '@app/core';
import {
  RECEIVABLES_SETTINGS,
  defineReport,
  type ReportColumn,
  type ReportSql,
} from '../mechanism/report-definition';
import { type LedgerScope, outstandingInvoicesAt, paymentsAt } from '../ledger/as-at.sql';
import { receivablesAt } from '../ledger/receivables.sql';
import { statementCustomer } from './customer-scope';
import { AGEING_KEYS, ageingCaseSql, ageingHeaders, parseBoundaries } from './ageing';
import { type AgedInvoicesQuery, type AgedTrialBalanceQuery } from './finance.dto';

/** The as-at date, bucket boundaries and ageing basis a request asks for, checked. */
export const ageingOf = (query: AgedTrialBalanceQuery) => {
  const boundaries = parseBoundaries(query.boundaries);
  if (!boundaries) throw fieldError('boundaries', 'boundaries must be four increasing numbers of days');
  return {
    asAt: query.asAt || singaporeDate(),
    boundaries,
    days: query.basis === 'invoice' ? 'days_since_issue' : 'days_overdue',
  };
};

/**
 * Every amount the aged trial balance is made of, as at the date: each invoice's outstanding
 * remainder in its bucket and each payment's unallocated part as a negative credit on account.
 */
const agedLines = (query: AgedTrialBalanceQuery, scope: LedgerScope | undefined): ReportSql => {
  const { asAt, boundaries, days: column } = ageingOf(query);
  const days = `inv.${column}`;
  const invoices = outstandingInvoicesAt(asAt, scope);
  const payments = paymentsAt(asAt, scope);
  return {
    sql: `select 'Invoice' as document_type, inv.id as document_id, inv.invoice_no as document_no, inv.customer_kind,
                 inv.customer_id, inv.customer_name, inv.issued_on as dated_on, inv.due_on, ${days} as days,
                 ${ageingCaseSql(days, boundaries)} as bucket, inv.amount, inv.credited, inv.paid, inv.refunded,
                 inv.outstanding
            from (${invoices.sql}) inv where inv.outstanding <> 0
          union all
          select 'Payment', pay.id, pay.receipt_no, pay.customer_kind, pay.customer_id, pay.customer_name, pay.received_on,
                 null, null, 'onAccount', -pay.amount, 0, 0, 0, -pay.unallocated
            from (${payments.sql}) pay where pay.unallocated <> 0`,
    params: [...invoices.params, ...payments.params],
  };
};

const keywordClause = (
  keyword: string | undefined,
  fields: string[],
): { where: string; params: unknown[] } => {
  const trimmed = keyword?.trim();
  if (!trimmed) return { where: 'true', params: [] };
  return {
    where: `(${fields.map((field) => `${field} ilike ?`).join(' or ')})`,
    params: fields.map(() => `%${escapeLike(trimmed)}%`),
  };
};

const bucketColumns = (query: AgedTrialBalanceQuery): ReportColumn[] => {
  const headers = ageingHeaders(ageingOf(query).boundaries);
  return AGEING_KEYS.map((key) => ({
    key,
    header: headers[key],
    type: 'money',
    total: true,
    sortable: true,
  }));
};

/**
 * The aged trial balance per customer (`agedtrialbalance/getallcustomerswithinvoices`): what each
 * customer owed at the date in each bucket, credits on account negative, and the total, aged and
 * grouped in SQL from the receivables ledger's rows at the date (a page of customers and the totals
 * of all, as every report). A definition per request because the bucket headings follow the
 * boundaries asked for.
 */
export const agedTrialBalance = (query: AgedTrialBalanceQuery) =>
  defineReport<AgedTrialBalanceQuery>({
    name: `aged-trial-balance-${ageingOf(query).asAt}`,
    title: 'Aged trial balance',
    query: (params) => {
      const { asAt, boundaries, days } = ageingOf(params);
      const lines = receivablesAt(asAt, params.customerType);
      const keyword = keywordClause(params.keyword, ['"customerName"']);
      const sum = (where: string) => `coalesce(sum(balance) filter (where ${where}), 0)::bigint`;
      // Grouped by the customer's columns and keyed after: a walk-in customer (no id) by name.
      return {
        sql: `select * from (
                select customer_kind || ':' || coalesce(customer_id::text, walk_in) as "customerKey",
                       customer_kind as "customerKind", customer_id as "customerId", "customerName",
                       ${AGEING_KEYS.map((key) => `"${key}"`).join(', ')}, "onAccount", "totalCents", "invoiceCount"
                  from (select customer_kind, customer_id, case when customer_id is null then customer_name end as walk_in,
                               max(customer_name) as "customerName",
                               ${AGEING_KEYS.map((key) => `${sum(`bucket = '${key}'`)} as "${key}"`).join(', ')},
                               ${sum(`bucket = 'onAccount'`)} as "onAccount", sum(balance)::bigint as "totalCents",
                               count(*) filter (where document_type = 'Invoice')::int as "invoiceCount"
                          from (select line.*, case when document_type = 'Payment' then 'onAccount'
                                                    else ${ageingCaseSql(days, boundaries)} end as bucket
                                  from (${lines.sql}) line) aged
                         group by customer_kind, customer_id, walk_in) grouped) customer
               where ${keyword.where}`,
        params: [...lines.params, ...keyword.params],
      };
    },
    columns: [
      { key: 'customerKey', header: 'Key', hidden: true },
      { key: 'customerId', header: 'Id', type: 'integer', hidden: true },
      { key: 'customerName', header: 'Customer', width: 32, sortable: true },
      { key: 'customerKind', header: 'Customer type', width: 12 },
      { key: 'invoiceCount', header: 'Invoices', type: 'integer', width: 9, total: true },
      ...bucketColumns(query),
      { key: 'onAccount', header: 'Credit on account', type: 'money', total: true, sortable: true },
      { key: 'totalCents', header: 'Total (S$)', type: 'money', total: true, sortable: true },
    ],
    defaultSort: ['customerName', 'customerKey'],
    settings: RECEIVABLES_SETTINGS,
  });

/** One customer's invoices (and credits on account) behind their aged trial balance row. */
export const agedInvoices = (query: AgedInvoicesQuery) =>
  defineReport<AgedInvoicesQuery>({
    name: `aged-invoices-${ageingOf(query).asAt}`,
    title: 'Aged invoices',
    query: (params) => {
      const lines = agedLines(params, statementCustomer(params));
      return {
        sql: `select document_type as "documentType", document_id as "documentId", document_no as "documentNo",
                     to_char(dated_on, 'YYYY-MM-DD') as "datedOn", to_char(due_on, 'YYYY-MM-DD') as "dueOn",
                     days as "days", bucket, amount as "amountCents", credited as "creditedCents", paid as "paidCents",
                     refunded as "refundedCents", outstanding as "outstandingCents"
                from (${lines.sql}) line`,
        params: lines.params,
      };
    },
    columns: [
      { key: 'documentId', header: 'Id', type: 'integer', hidden: true },
      { key: 'documentType', header: 'Document', width: 10 },
      { key: 'documentNo', header: 'Number', width: 18, sortable: true },
      { key: 'datedOn', header: 'Date', type: 'date', sortable: true },
      { key: 'dueOn', header: 'Due', type: 'date', sortable: true },
      { key: 'days', header: 'Days', type: 'integer', sortable: true },
      { key: 'bucket', header: 'Bucket', width: 12 },
      { key: 'amountCents', header: 'Amount (S$)', type: 'money', total: true },
      { key: 'creditedCents', header: 'Credited (S$)', type: 'money', total: true },
      { key: 'paidCents', header: 'Paid (S$)', type: 'money', total: true },
      { key: 'refundedCents', header: 'Refunded (S$)', type: 'money', total: true },
      { key: 'outstandingCents', header: 'Outstanding (S$)', type: 'money', total: true, sortable: true },
    ],
    defaultSort: ['datedOn', 'documentType', 'documentId'],
  });
