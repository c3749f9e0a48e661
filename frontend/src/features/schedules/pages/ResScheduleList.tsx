import { UploadOutlined } from '@ant-design/icons';
import { App, Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Can } from '@/app/abilityContext';
import { formatDate, formatDateTime } from '@/shared/formatDateTime';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { StatusTag } from '@/shared/StatusTag';
import { ScheduleActions } from '../components/ScheduleActions';
import { ScheduleDrawer } from '../components/ScheduleDrawer';
import { formatFileSize } from '../scheduleForm';
import { useGetSchedulesQuery } from '../schedulesApi';
import { scheduleStatuses, type Schedule } from '../scheduleTypes';

const screens = { subject: 'ResSchedule', area: 'RES schedules', testId: 'schedule' };

const listFilters = { status: scheduleStatuses };

/** Which drawer is open: none, the upload (null schedule) or the edit of one schedule. */
type DrawerState = { open: false } | { open: true; schedule: Schedule | null };

export function ResScheduleList() {
  const [drawer, setDrawer] = useState<DrawerState>({ open: false });
  const { message } = App.useApp();

  const columns: TableColumnsType<Schedule> = [
    { key: 'title', title: 'Title', sorter: true, dataIndex: 'title' },
    { key: 'validFrom', title: 'Valid from', sorter: true, render: (_, row) => formatDate(row.validFrom) },
    { key: 'validTo', title: 'Valid to', render: (_, row) => formatDate(row.validTo) },
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
    <RecordListPage
      screens={screens}
      actions={
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
    >
      <RecordListTable
        listFilters={listFilters}
        useList={useGetSchedulesQuery}
        columns={columns}
        searchPlaceholder="Search by title"
        filters={(bind) => <StatusFilter statuses={scheduleStatuses} {...bind('status')} />}
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
    </RecordListPage>
  );
}
