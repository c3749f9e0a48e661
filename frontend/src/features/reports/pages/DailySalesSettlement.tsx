import { useParams } from 'react-router';
import { NotFound } from '@/shared/NotFound';
import {
  settlementConsolidatedReport,
  settlementIndividualReport,
  settlementListReport,
} from '../definitions/salesReports';
import { reportPaths } from '../paths';
import type { ReportRow } from '../reportDefinition';
import { ReportScreen } from '../ReportScreen';
import { ReportTable } from '../ReportTable';

/** A staff member's payments behind their totals; online payments (no staff member) have none to show. */
function staffPayments(row: ReportRow, params: Record<string, string | number>) {
  if (typeof row.staffId !== 'number' || row.staffId === 0) return null;
  const { keyword: _keyword, sort: _sort, page: _page, pageSize: _size, ...filters } = params;
  return (
    <ReportTable
      definition={settlementListReport}
      state="local"
      fixedParams={{ ...filters, staffId: row.staffId }}
    />
  );
}

const views = {
  individual: {
    label: 'Individual',
    render: () => <ReportTable definition={settlementIndividualReport} drillDown={staffPayments} />,
  },
  consolidated: {
    label: 'Consolidated',
    render: () => <ReportTable definition={settlementConsolidatedReport} />,
  },
  list: { label: 'List', render: () => <ReportTable definition={settlementListReport} /> },
} as const;

type View = keyof typeof views;
const isView = (value: string | undefined): value is View => value !== undefined && value in views;
const tabs = (Object.keys(views) as View[]).map((view) => ({
  path: reportPaths.settlementView(view),
  label: views[view].label,
}));

/**
 * Spec 2.2 "daily sales settlement (individual, consolidated, list)": the day's payments per staff member
 * and payment mode, per mode, and one by one, for the cashier to reconcile against the drawer and the bank.
 */
export function DailySalesSettlement() {
  const { view = 'individual' } = useParams();
  if (!isView(view)) return <NotFound />;
  return (
    <ReportScreen title="Daily sales settlement" testId="daily-sales-settlement" tabs={tabs}>
      <div key={view}>{views[view].render()}</div>
    </ReportScreen>
  );
}
