import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTimeRange } from '@/shared/formatDateTime';
import { PagedTable } from '@/shared/PagedTable';
import { useLocalListQuery } from '@/shared/useLocalListQuery';
import { useGetAttendanceEventsQuery } from '../attendanceApi';
import type { AttendanceEvent, AttendanceEventKind } from '../attendanceTypes';
import { attendancePaths } from '../paths';

const columns: TableColumnsType<AttendanceEvent> = [
  {
    key: 'title',
    title: 'Event',
    render: (_, row) => <Link to={attendancePaths.event(row.eventId)}>{row.title}</Link>,
  },
  { key: 'courseTitle', title: 'Course', dataIndex: 'courseTitle' },
  { key: 'venueName', title: 'Venue', dataIndex: 'venueName' },
  { key: 'dates', title: 'When', render: (_, row) => formatDateTimeRange(row.startsAt, row.endsAt) },
  { key: 'sessionCount', title: 'Sessions', align: 'right', dataIndex: 'sessionCount' },
  { key: 'registered', title: 'Registered', align: 'right', dataIndex: 'registered' },
  { key: 'attended', title: 'Attended', align: 'right', dataIndex: 'attended' },
  { key: 'verified', title: 'Verified', align: 'right', dataIndex: 'verified' },
];

/** One list of events (current, upcoming, past, all, with verified records), a page at a time. */
export function AttendanceEventTable({ kind }: { kind: AttendanceEventKind }) {
  // Paging lives here, not in the URL: each tab keeps its own.
  const [query, setQuery] = useLocalListQuery(20);
  // Scans elsewhere change the figures: each opening reads them afresh.
  const result = useGetAttendanceEventsQuery({ kind, query }, { refetchOnMountOrArgChange: true });
  return (
    <div data-testid={`attendance-events-${kind}`}>
      <PagedTable<AttendanceEvent>
        columns={columns}
        rowKey={(row) => row.eventId}
        query={query}
        result={result}
        onChange={setQuery}
        searchPlaceholder="Search by event, course or venue"
      />
    </div>
  );
}
