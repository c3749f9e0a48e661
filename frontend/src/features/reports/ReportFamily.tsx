import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '@/shared/NotFound';
import type { DefinedReport, ReportRow } from './reportDefinition';
import { ReportScreen } from './ReportScreen';
import { ReportTable } from './ReportTable';

export interface ReportFamilyMember {
  definition: DefinedReport;
  /** The tab's name; the report's title when left out. */
  label?: string;
  drillDown?: (row: ReportRow, params: Record<string, string | number>) => ReactNode | null;
}

/**
 * Reports of one menu entry, a tab each at its own path (`…/:report`, the first at the bare path too), so
 * each keeps its own paging, sort and search in the URL; the tabs share their dates and choices.
 */
export function ReportFamily({
  title,
  testId,
  members,
  pathOf,
}: {
  title: string;
  testId: string;
  /** By the path segment that opens each. */
  members: Readonly<Record<string, ReportFamilyMember>>;
  pathOf: (member: string) => string;
}) {
  const names = Object.keys(members);
  const { report = names[0] } = useParams();
  const member = Object.hasOwn(members, report) ? members[report] : undefined;
  if (!member) return <NotFound />;
  const tabs = names.map((name) => ({
    path: pathOf(name),
    label: members[name].label ?? members[name].definition.title,
    subject: members[name].definition.subject,
  }));
  return (
    <ReportScreen title={title} testId={testId} tabs={tabs} subject={member.definition.subject}>
      <ReportTable key={report} definition={member.definition} drillDown={member.drillDown} />
    </ReportScreen>
  );
}
