import { useMemo } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '@/shared/NotFound';
import {
  archivedReceiptsReport,
  corporateParticipantsReport,
  corporateRegistrationsReport,
  priceListReport,
  transferCourseReport,
  voidEntriesReport,
} from '../definitions/accountsReports';
import { reportPaths } from '../paths';
import type { ReportRow } from '../reportDefinition';
import { ReportScreen } from '../ReportScreen';
import { ReportTable } from '../ReportTable';

function CorporateParticipants({ registrationId }: { registrationId: number }) {
  const definition = useMemo(() => corporateParticipantsReport(registrationId), [registrationId]);
  return <ReportTable definition={definition} state="local" />;
}

const participantsOf = (row: ReportRow) =>
  typeof row.id === 'number' ? <CorporateParticipants registrationId={row.id} /> : null;

const reports = {
  'archived-receipts': {
    label: 'Archived receipts',
    render: () => <ReportTable definition={archivedReceiptsReport} />,
  },
  'void-entries': { label: 'Void entries', render: () => <ReportTable definition={voidEntriesReport} /> },
  'price-list': { label: 'Price list', render: () => <ReportTable definition={priceListReport} /> },
  'corporate-registrations': {
    label: 'Corporate registration accounts',
    render: () => <ReportTable definition={corporateRegistrationsReport} drillDown={participantsOf} />,
  },
  'transfer-course': {
    label: 'Transfer course',
    render: () => <ReportTable definition={transferCourseReport} />,
  },
} as const;

type Report = keyof typeof reports;
const isReport = (value: string | undefined): value is Report => value !== undefined && value in reports;
const tabs = (Object.keys(reports) as Report[]).map((report) => ({
  path: reportPaths.accountsReport(report),
  label: reports[report].label,
}));

/** Spec 2.2's accounts reports, one tab each: archived receipts, void entries, price list, corporate accounts, transfers. */
export function AccountsReports() {
  const { report = 'archived-receipts' } = useParams();
  if (!isReport(report)) return <NotFound />;
  return (
    <ReportScreen title="Accounts reports" testId="accounts-reports" tabs={tabs}>
      <div key={report}>{reports[report].render()}</div>
    </ReportScreen>
  );
}
