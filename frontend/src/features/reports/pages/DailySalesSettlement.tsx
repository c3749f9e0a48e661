import {
  settlementConsolidatedReport,
  settlementIndividualReport,
  settlementListReport,
} from '../definitions/salesReports';
import { reportPaths } from '../paths';
import type { ReportRow } from '../reportDefinition';
import { ReportFamily } from '../ReportFamily';
import { ReportTable } from '../ReportTable';

/** A staff member's payments behind their totals; online payments (no staff member) have none to show. */
function staffPayments(row: ReportRow, params: Record<string, string | number>) {
  if (typeof row.staffId !== 'number' || row.staffId === 0) return null;
  const { sort: _sort, page: _page, pageSize: _size, ...filters } = params;
  return (
    <ReportTable
      definition={settlementListReport}
      state="local"
      fixedParams={{ ...filters, staffId: row.staffId }}
    />
  );
}

/**
 * Spec 2.2 "daily sales settlement (individual, consolidated, list)": the day's payments per staff member
 * and payment mode, per mode, and one by one, for the cashier to reconcile against the drawer and the bank.
 */
export function DailySalesSettlement() {
  return (
    <ReportFamily
      title="Daily sales settlement"
      testId="daily-sales-settlement"
      pathOf={reportPaths.settlementView}
      members={{
        individual: { definition: settlementIndividualReport, label: 'Individual', drillDown: staffPayments },
        consolidated: { definition: settlementConsolidatedReport, label: 'Consolidated' },
        list: { definition: settlementListReport, label: 'List' },
      }}
    />
  );
}
