import { Tabs } from 'antd';
import { useMemo } from 'react';
import {
  archivedReceiptsReport,
  corporateParticipantsReport,
  corporateRegistrationsReport,
  corporateSeatsReport,
  priceListReport,
  transferCourseReport,
  voidEntriesReport,
} from '../definitions/accountsReports';
import { reportPaths } from '../paths';
import type { ReportRow } from '../reportDefinition';
import { ReportFamily } from '../ReportFamily';
import { ReportTable } from '../ReportTable';

/** A corporate's participants and each of their seats, inside its row. */
function CorporateDrillDown({ corporateId }: { corporateId: number }) {
  const participants = useMemo(() => corporateParticipantsReport(corporateId), [corporateId]);
  const seats = useMemo(() => corporateSeatsReport(corporateId), [corporateId]);
  return (
    <Tabs
      size="small"
      destroyOnHidden
      items={[participants, seats].map((definition) => ({
        key: definition.id,
        label: definition.title,
        children: <ReportTable definition={definition} state="local" />,
      }))}
    />
  );
}

const corporateDrillDown = (row: ReportRow) =>
  typeof row.id === 'number' ? <CorporateDrillDown corporateId={row.id} /> : null;

const members = {
  'archived-receipts': { definition: archivedReceiptsReport },
  'void-entries': { definition: voidEntriesReport },
  'price-list': { definition: priceListReport },
  'corporate-registrations': { definition: corporateRegistrationsReport, drillDown: corporateDrillDown },
  'transfer-course': { definition: transferCourseReport },
};

/**
 * Spec 2.2's accounts reports, a tab each: archived receipts, void entries, price list, corporate
 * registration accounts (with each corporate's participants and seats) and course transfers.
 */
export function AccountsReports() {
  return (
    <ReportFamily
      title="Accounts reports"
      testId="accounts-reports"
      pathOf={reportPaths.accountsReport}
      members={members}
    />
  );
}
