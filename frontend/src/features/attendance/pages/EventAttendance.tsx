import type { SkipToken } from '@reduxjs/toolkit/query';
import { Card, Flex } from 'antd';
import { RequireAbility } from '@/admin/RequireAbility';
import { Can } from '@/app/abilityContext';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { UrlTabs } from '@/shared/UrlTabs';
import { usePageTitle } from '@/shared/usePageTitle';
import { WithRecord } from '@/shared/WithRecord';
import { useGetAttendanceSummaryQuery } from '../attendanceApi';
import { attendanceScreens } from '../attendanceScreens';
import type { AttendanceSummary, SessionSummary } from '../attendanceTypes';
import { AssessmentEligibilityTable } from '../components/AssessmentEligibilityTable';
import { MailStatusButton, SendSuccessfulAttendanceButton } from '../components/AttendanceMailButtons';
import { AttendanceRowsTable } from '../components/AttendanceRowsTable';
import { AttendanceSummaryView } from '../components/AttendanceSummaryView';
import { ImportAttendanceButton } from '../components/ImportAttendanceButton';
import { attendancePaths } from '../paths';

/** Scans elsewhere change the figures: each opening reads them afresh. */
function useFreshSummary(eventId: number | SkipToken) {
  return useGetAttendanceSummaryQuery(eventId, { refetchOnMountOrArgChange: true });
}

/**
 * Each session's rows, and each seat's standing for the third-party exam. The tab is in the URL beside the
 * rows' session, page and search, which switching tabs keeps.
 */
function ParticipantTabs({ eventId, sessions }: { eventId: number; sessions: readonly SessionSummary[] }) {
  const items = [
    {
      key: 'sessions',
      label: 'By session',
      children: <AttendanceRowsTable eventId={eventId} sessions={sessions} />,
    },
    {
      key: 'assessment',
      label: 'Third-party assessment',
      children: <AssessmentEligibilityTable eventId={eventId} />,
    },
  ];
  // Only the open tab asks the server: the assessment reads every row of the event.
  return <UrlTabs items={items} testId="attendance-participant-tabs" />;
}

function EventAttendanceView({ summary }: { summary: AttendanceSummary }) {
  const { event } = summary;
  return (
    <Flex vertical gap="middle">
      <PageBreadcrumb
        root={{ title: attendanceScreens.area, path: attendancePaths.list }}
        items={[{ title: event.title }]}
      />
      <Card
        title={event.title}
        extra={
          <Flex gap="small" wrap>
            <Can I="update" a="Attendance">
              <ImportAttendanceButton eventId={event.eventId} />
            </Can>
            <SendSuccessfulAttendanceButton eventId={event.eventId} />
            <MailStatusButton eventId={event.eventId} />
          </Flex>
        }
        data-testid="attendance-event"
      >
        <AttendanceSummaryView summary={summary} />
      </Card>
      <Card title="Participants">
        <ParticipantTabs eventId={event.eventId} sessions={summary.sessions} />
      </Card>
    </Flex>
  );
}

/**
 * One event's attendance: its summary, each session's rows, who may sit the third-party exam, and what staff
 * do about them.
 */
export function EventAttendance() {
  usePageTitle(attendanceScreens.area, 'View');
  return (
    <RequireAbility action="read" subject={attendanceScreens.subject} perRecord>
      <WithRecord
        useOne={useFreshSummary}
        noun="event"
        area={attendanceScreens.area}
        listPath={attendancePaths.list}
      >
        {(summary) => <EventAttendanceView summary={summary} />}
      </WithRecord>
    </RequireAbility>
  );
}
