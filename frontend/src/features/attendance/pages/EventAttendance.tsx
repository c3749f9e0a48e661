import type { SkipToken } from '@reduxjs/toolkit/query';
import { Card, Flex } from 'antd';
import { RequireAbility } from '@/admin/RequireAbility';
import { Can } from '@/app/abilityContext';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { usePageTitle } from '@/shared/usePageTitle';
import { WithRecord } from '@/shared/WithRecord';
import { useGetAttendanceSummaryQuery } from '../attendanceApi';
import { attendanceScreens } from '../attendanceScreens';
import type { AttendanceSummary } from '../attendanceTypes';
import { MailStatusButton, SendSuccessfulAttendanceButton } from '../components/AttendanceMailButtons';
import { AttendanceRowsTable } from '../components/AttendanceRowsTable';
import { AttendanceSummaryView } from '../components/AttendanceSummaryView';
import { ImportAttendanceButton } from '../components/ImportAttendanceButton';
import { attendancePaths } from '../paths';

/** Scans elsewhere change the figures: each opening reads them afresh. */
function useFreshSummary(eventId: number | SkipToken) {
  return useGetAttendanceSummaryQuery(eventId, { refetchOnMountOrArgChange: true });
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
        <AttendanceRowsTable eventId={event.eventId} sessions={summary.sessions} />
      </Card>
    </Flex>
  );
}

/** One event's attendance: its summary, each session's rows, and what staff do about them. */
export function EventAttendance() {
  usePageTitle(attendanceScreens.area, 'View');
  return (
    <RequireAbility action="read" subject={attendanceScreens.subject}>
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
