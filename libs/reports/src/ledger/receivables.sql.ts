import { type ReportSql } from '../mechanism/report-definition';
import { dateLiteral } from './as-at.sql';

/**
 * What each invoice and each payment on account stood at on D, read from the maintained
 * receivables ledger (`receivable_balance`, migration 20261125102000, docs/reports.md "The
 * receivables ledger"): one row per document whose balance at D was not zero, found by its
 * period holding D. Its figures are those of `outstandingInvoicesAt` and `paymentsAt` (the same
 * rules, applied by the triggers' `receivable_refresh`), without reading the documents behind
 * them. Columns: document_type (`Invoice`, `Payment`), document_id, customer_kind, customer_id,
 * customer_name, days_overdue, days_since_issue (null for payments), balance (a payment's
 * unallocated part is negative).
 */
export const receivablesAt = (asAt: string, customerKind?: string): ReportSql => {
  const d = dateLiteral(asAt);
  return {
    sql: `select document_type, document_id, customer_kind, customer_id, customer_name,
                 ${d} - due_on as days_overdue, ${d} - issued_on as days_since_issue, balance_cents as balance
            from receivable_balance
           where valid_from <= ${d} and (valid_until is null or valid_until > ${d})
             and (?::text is null or customer_kind = ?)`,
    params: [customerKind ?? null, customerKind ?? null],
  };
};
