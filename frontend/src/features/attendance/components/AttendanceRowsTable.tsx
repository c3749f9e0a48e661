import { Button, Flex, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Can, useAppAbility } from '@/app/abilityContext';
import { participantPaths } from '@/features/participants/paths';
import { formatDateTime, formatSessionTime } from '@/shared/formatDateTime';
import { isIdValue } from '@/shared/listSearchParams';
import { PagedTable } from '@/shared/PagedTable';
import { useListParams } from '@/shared/useListParams';
import { attendanceRowKey, defaultSessionId, isVerified, rowFlags } from '../attendance';
import { useGetAttendanceRowsQuery } from '../attendanceApi';
import type { AttendanceRow, AttendanceRowQuery, SessionSummary } from '../attendanceTypes';
import { BulkActions } from './BulkActions';
import { EditTimesModal } from './EditTimesModal';

const listFilters = { sessionId: isIdValue };

function columns(onEdit: (row: AttendanceRow) => void): TableColumnsType<AttendanceRow> {
  return [
    {
      key: 'participantName',
      title: 'Name',
      render: (_, row) => <Link to={participantPaths.view(row.participantId)}>{row.participantName}</Link>,
    },
    // Masked by the server for readers who may not see it in full.
    { key: 'nric', title: 'NRIC/FIN', render: (_, row) => row.nric ?? '—' },
    { key: 'mobileNo', title: 'Mobile', dataIndex: 'mobileNo' },
    { key: 'regNo', title: 'Registration no.', dataIndex: 'regNo' },
    { key: 'scannedInAt', title: 'Scan in', render: (_, row) => formatDateTime(row.scannedInAt) },
    { key: 'scannedOutAt', title: 'Scan out', render: (_, row) => formatDateTime(row.scannedOutAt) },
    {
      key: 'flags',
      title: 'Marks',
      render: (_, row) => (
        <Flex gap={4} wrap>
          {rowFlags(row).map((flag) => (
            <Tag key={flag.key} color={flag.color}>
              {flag.label}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'verification',
      title: 'Verification',
      render: (_, row) =>
        isVerified(row) ? <Tag color="success">Verified</Tag> : <Tag color="default">Unverified</Tag>,
    },
    {
      key: 'actions',
      title: '',
      // The table scrolls sideways on narrow screens; the row's own action stays in reach.
      fixed: 'right',
      render: (_, row) => (
        <Can I="update" a="Attendance">
          <Button size="small" type="link" onClick={() => onEdit(row)}>
            Edit times
          </Button>
        </Can>
      ),
    },
  ];
}

/**
 * One session's rows of the event: every confirmed seat, blank where nothing is recorded yet. The session,
 * page and search are in the URL; ticked rows are kept only while the same page of the same list shows.
 */
export function AttendanceRowsTable({
  eventId,
  sessions,
}: {
  eventId: number;
  sessions: readonly SessionSummary[];
}) {
  const [query, setQuery] = useListParams({ filters: listFilters });
  const ability = useAppAbility();
  const canUpdate = ability.can('update', 'Attendance');
  const sessionId = query.filters.sessionId ?? String(defaultSessionId(sessions) ?? '');
  const effective: AttendanceRowQuery = { ...query, filters: { sessionId } };
  // Scans elsewhere change the rows: each opening reads them afresh.
  const result = useGetAttendanceRowsQuery(
    { eventId, query: effective },
    { refetchOnMountOrArgChange: true },
  );
  const [editing, setEditing] = useState<AttendanceRow | null>(null);

  // Ticks belong to the list they were made on; another page, session or search starts with none.
  const scope = JSON.stringify(effective);
  const [ticked, setTicked] = useState<{ scope: string; keys: string[] }>({ scope, keys: [] });
  const tickedKeys = ticked.scope === scope ? ticked.keys : [];
  const tickedRows = (result.data?.items ?? []).filter((row) => tickedKeys.includes(attendanceRowKey(row)));

  const sessionOptions = sessions.map((session) => ({
    value: String(session.sessionId),
    label: formatSessionTime(session.startsAt, session.endsAt),
  }));

  return (
    <Flex vertical gap="middle" data-testid="attendance-rows">
      {canUpdate && <BulkActions eventId={eventId} rows={tickedRows} />}
      <PagedTable<AttendanceRow, 'sessionId'>
        columns={columns(setEditing)}
        rowKey={attendanceRowKey}
        query={effective}
        result={result}
        onChange={setQuery}
        searchPlaceholder="Search by name, NRIC/FIN, mobile or registration no."
        filters={
          sessions.length > 1 && (
            <Select
              value={sessionId}
              options={sessionOptions}
              onChange={(next) => setQuery({ filters: { sessionId: next } })}
              aria-label="Session"
              style={{ minWidth: 280 }}
              data-testid="attendance-session"
            />
          )
        }
        rowSelection={
          canUpdate
            ? {
                selectedRowKeys: tickedKeys,
                onChange: (keys) => setTicked({ scope, keys: keys.map(String) }),
              }
            : undefined
        }
      />
      <EditTimesModal row={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
