import { ScanOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { Can } from '@/app/abilityContext';
import { formatDateTimeRange, formatSessionTime } from '@/shared/formatDateTime';
import { countsText } from '../attendance';
import {
  attendanceResults,
  type AttendanceResult,
  type AttendanceSummary,
  type SessionSummary,
} from '../attendanceTypes';
import { attendancePaths } from '../paths';

const resultColors: Readonly<Record<AttendanceResult | 'Pending', string>> = {
  'On Time': 'success',
  Extended: 'blue',
  Rescheduled: 'purple',
  'Rescheduled FOC': 'purple',
  'Late Attendee': 'warning',
  Forfeited: 'error',
  Pending: 'default',
};

function sessionColumns(eventId: number): TableColumnsType<SessionSummary> {
  return [
    { key: 'when', title: 'Session', render: (_, row) => formatSessionTime(row.startsAt, row.endsAt) },
    { key: 'scannedIn', title: 'Scanned in', align: 'right', render: (_, row) => countsText(row) },
    { key: 'scannedOut', title: 'Scanned out', align: 'right', dataIndex: 'scannedOut' },
    { key: 'late', title: 'Late', align: 'right', dataIndex: 'late' },
    { key: 'absent', title: 'Absent', align: 'right', dataIndex: 'absent' },
    { key: 'verified', title: 'Verified', align: 'right', dataIndex: 'verified' },
    {
      key: 'scan',
      title: '',
      render: (_, row) => (
        <Can I="update" a="Attendance">
          <Link to={attendancePaths.scan(row.sessionId, eventId)}>
            <Button size="small" icon={<ScanOutlined />} data-testid={`scan-session-${row.sessionId}`}>
              Scan
            </Button>
          </Link>
        </Can>
      ),
    },
  ];
}

/** An event's attendance at a glance: who registered and attended, each session's counts, the results. */
export function AttendanceSummaryView({ summary }: { summary: AttendanceSummary }) {
  const { event, sessions, results } = summary;
  return (
    <Flex vertical gap="middle" data-testid="attendance-summary">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'course', label: 'Course', children: event.courseTitle },
          { key: 'venue', label: 'Venue', children: event.venueName },
          { key: 'when', label: 'When', children: formatDateTimeRange(event.startsAt, event.endsAt) },
          { key: 'registered', label: 'Registered', children: event.registered },
          { key: 'attended', label: 'Attended', children: event.attended },
          { key: 'verified', label: 'Verified', children: event.verified },
        ]}
      />
      <Flex gap="small" wrap align="center" data-testid="attendance-results">
        <Typography.Text type="secondary">Results:</Typography.Text>
        {[...attendanceResults, 'Pending' as const].map((result) => (
          <Tag key={result} color={resultColors[result]}>
            {result}: {results[result] ?? 0}
          </Tag>
        ))}
      </Flex>
      <Table<SessionSummary>
        columns={sessionColumns(event.eventId)}
        dataSource={sessions}
        rowKey={(row) => row.sessionId}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        data-testid="attendance-sessions"
      />
    </Flex>
  );
}
