import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { RequireAbility } from '@/admin/RequireAbility';
import { Can } from '@/app/abilityContext';
import { formatDateTime } from '@/shared/formatDateTime';
import { PagedTable } from '@/shared/PagedTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { StatusTag } from '@/shared/StatusTag';
import { useListParams } from '@/shared/useListParams';
import { usePageTitle } from '@/shared/usePageTitle';
import { ScheduleActions } from '../components/ScheduleActions';
import { ScheduleDrawer } from '../components/ScheduleDrawer';
import { formatFileSize } from '../scheduleForm';
import { useGetSchedulesQuery } from '../schedulesApi';
import { scheduleStatuses, type Schedule } from '../scheduleTypes';

// A module-level constant, so the list query keeps its identity between renders.
const listFilters = { status: scheduleStatuses };

/** Which drawer is open: none, the upload (null schedule) or the edit of one schedule. */
type DrawerState = { open: false } | { open: true; schedule: Schedule | null };

function ResScheduleScreen() {
  const [query, setQuery] = useListParams({ filters: listFilters });
  const result = useGetSchedulesQuery(query);
  const [drawer, setDrawer] = useState<DrawerState>({ open: false });
  const { message } = App.useApp();

  // Keys of sortable columns are the server's sort fields.
  const columns: TableColumnsType<Schedule> = [
    { key: 'title', title: 'Title', sorter: true, dataIndex: 'title' },
    { key: 'validFrom', title: 'Valid from', sorter: true, dataIndex: 'validFrom' },
    { key: 'validTo', title: 'Valid to', render: (_, row) => row.validTo ?? '—' },
    { key: 'status', title: 'Status', sorter: true, render: (_, row) => <StatusTag status={row.status} /> },
    { key: 'file', title: 'File', render: (_, row) => `${row.fileName} (${formatFileSize(row.fileSize)})` },
    { key: 'createdAt', title: 'Uploaded', sorter: true, render: (_, row) => formatDateTime(row.createdAt) },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, row) => (
        <ScheduleActions schedule={row} onEdit={(schedule) => setDrawer({ open: true, schedule })} />
      ),
    },
  ];

  return (
    <Card
      title="RES schedules"
      extra={
        <Can I="create" a="ResSchedule">
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => setDrawer({ open: true, schedule: null })}
            data-testid="new-schedule"
          >
            Upload schedule
          </Button>
        </Can>
      }
      data-testid="schedule-list"
    >
      <PagedTable
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        result={result}
        onChange={setQuery}
        searchPlaceholder="Search by title"
        filters={
          <StatusFilter
            statuses={scheduleStatuses}
            value={query.filters.status}
            onChange={(status) => setQuery({ filters: { status } })}
          />
        }
      />
      <ScheduleDrawer
        open={drawer.open}
        schedule={drawer.open ? drawer.schedule : null}
        onSaved={() => {
          void message.success('Saved');
          setDrawer({ open: false });
        }}
        onClose={() => setDrawer({ open: false })}
      />
    </Card>
  );
}

export function ResScheduleList() {
  usePageTitle('RES schedules');
  return (
    <RequireAbility action="read" subject="ResSchedule">
      <ResScheduleScreen />
    </RequireAbility>
  );
}
