import { escapeLike, fieldError, singaporeDate } from '@app/core';
import {
  WHOLE_LEDGER_SETTINGS,
  defineReport,
  type ReportColumn,
  type ReportSql,
} from '../mechanism/report-definition';
import { type LedgerScope, outstandingInvoicesAt, paymentsAt } from '../ledger/as-at.sql';
import { customerTypeScope, statementCustomer } from './customer-scope';
import { AGEING_KEYS, ageingCaseSql, ageingHeaders, parseBoundaries } from './ageing';
import { type AgedInvoicesQuery, type AgedTrialBalanceQuery } from './finance.dto';

/** The as-at date, bucket boundaries and ageing basis a request asks for, checked. */
export const ageingOf = (query: AgedTrialBalanceQuery) => {
  const boundaries = parseBoundaries(query.boundaries);
  if (!boundaries) throw fieldError('boundaries', 'boundaries must be four increasing numbers of days');
  return {
    asAt: query.asAt || singaporeDate(),
    boundaries,
    days: query.basis === 'invoice' ? 'inv.days_since_issue' : 'inv.days_overdue',
  };
};

/** A walk-in customer has no id: their name tells them apart. */
const CUSTOMER_KEY = `customer_kind || ':' || coalesce(customer_id::text, customer_name)`;

/**
 * Every amount the aged trial balance is made of, as at the date: each invoice's outstanding
 * remainder in its bucket and each payment's unallocated part as a negative credit on account.
 */
const agedLines = (query: AgedTrialBalanceQuery, scope: LedgerScope | undefined): ReportSql => {
  const { asAt, boundaries, days } = ageingOf(query);
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
 * customer owed at the date in each bucket, credits on account negative, and the total. A
 * definition per request because the bucket headings follow the boundaries asked for.
 */
export const agedTrialBalance = (query: AgedTrialBalanceQuery) =>
  defineReport<AgedTrialBalanceQuery>({
    name: `aged-trial-balance-${ageingOf(query).asAt}`,
    title: 'Aged trial balance',
    query: (params) => {
      const lines = agedLines(params, customerTypeScope(params.customerType));
      const keyword = keywordClause(params.keyword, ['"customerName"']);
      return {
        sql: `select * from (
                select ${CUSTOMER_KEY} as "customerKey", customer_kind as "customerKind", customer_id as "customerId",
                       max(customer_name) as "customerName",
                       ${AGEING_KEYS.map((key) => `coalesce(sum(outstanding) filter (where bucket = '${key}'), 0)::bigint as "${key}"`).join(', ')},
                       coalesce(sum(outstanding) filter (where bucket = 'onAccount'), 0)::bigint as "onAccount",
                       sum(outstanding)::bigint as "totalCents",
                       count(*) filter (where document_type = 'Invoice')::int as "invoiceCount"
                  from (${lines.sql}) line
                 group by customer_kind, customer_id, ${CUSTOMER_KEY}) customer
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
    settings: WHOLE_LEDGER_SETTINGS,
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
