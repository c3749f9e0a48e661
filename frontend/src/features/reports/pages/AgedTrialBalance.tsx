import { Link } from 'react-router';
import { reportPaths } from '../paths';
import { BucketChart } from '../components/BucketChart';
import { ageingBuckets, agedInvoicesReport, agedTrialBalanceReport } from '../definitions/financeReports';
import { customerKeyOf } from '../definitions/customers';
import { cellText, type ReportPage, type ReportRow } from '../reportDefinition';
import { ReportScreen } from '../ReportScreen';
import { ReportTable } from '../ReportTable';

/** The chart of the whole report's buckets (every page's customers), with credits on account. */
function chartOf(page: ReportPage | undefined, params: Record<string, string | number>) {
  if (!page) return null;
  const bars = [
    ...ageingBuckets(params.boundaries).map((bucket) => ({ ...bucket, label: bucket.title })),
    { key: 'onAccount', label: 'On account' },
  ].map((bar) => ({ key: bar.key, label: bar.label, cents: page.totals[bar.key] ?? 0 }));
  return <BucketChart bars={bars} testId="aged-buckets-chart" />;
}

/** A customer's invoices behind their figures, as at the same date and on the same basis. */
function customerInvoices(row: ReportRow, params: Record<string, string | number>) {
  const customer: Record<string, string | number> = { customerKind: String(row.customerKind) };
  if (typeof row.customerId === 'number') customer.customerId = row.customerId;
  else customer.customerName = cellText(row.customerName);
  const { asAt, basis, boundaries } = params;
  // The statement at the same date, its customer chosen (the name shows in its picker).
  const statement = new URLSearchParams({
    date: String(asAt),
    customerKind: String(row.customerKind),
    customerName: cellText(row.customerName),
  });
  if (typeof row.customerId === 'number') statement.set('customerId', String(row.customerId));
  return (
    <div data-testid={`aged-invoices-${customerKeyOf(row)}`}>
      <Link
        to={`${reportPaths.statementOfAccount}?${statement.toString()}`}
        data-testid="aged-statement-link"
      >
        Statement of account
      </Link>
      <ReportTable
        definition={agedInvoicesReport}
        state="local"
        fixedParams={{
          ...customer,
          ...(asAt ? { asAt } : {}),
          ...(basis ? { basis } : {}),
          ...(boundaries ? { boundaries } : {}),
        }}
      />
    </div>
  );
}

/** Spec 2.2 "aged trial balance": what each customer owed as at a date, by ageing bucket. */
export function AgedTrialBalance() {
  return (
    <ReportScreen title="Aged trial balance" testId="aged-trial-balance">
      <ReportTable definition={agedTrialBalanceReport} header={chartOf} drillDown={customerInvoices} />
    </ReportScreen>
  );
}
