import { Typography } from 'antd';
import { RecordListPage } from '@/shared/RecordListPage';
import { UrlTabs } from '@/shared/UrlTabs';
import { attendanceScreens } from '../attendanceScreens';
import { AttendanceEventTable } from '../components/AttendanceEventTable';

const screens = { ...attendanceScreens, area: 'My events', testId: 'my-events' };

const tabs = [
  { key: 'upcoming', label: 'Upcoming', children: <AttendanceEventTable kind="upcoming" /> },
  { key: 'current', label: 'Running now', children: <AttendanceEventTable kind="current" /> },
  { key: 'past', label: 'Past', children: <AttendanceEventTable kind="past" /> },
];

/**
 * The events a trainer or facilitator teaches or facilitates (their role reads only their own), each opening
 * on its sessions and participants. The tab is in the URL.
 */
export function MyEvents() {
  return (
    <RecordListPage screens={screens}>
      <Typography.Paragraph type="secondary">
        The events you teach or facilitate. Open one for its sessions and participants.
      </Typography.Paragraph>
      <UrlTabs items={tabs} />
    </RecordListPage>
  );
}
