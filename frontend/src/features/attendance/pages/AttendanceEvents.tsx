import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { RecordListPage } from '@/shared/RecordListPage';
import { attendanceScreens } from '../attendanceScreens';
import { AttendanceEventTable } from '../components/AttendanceEventTable';
import { TodaySessions } from '../components/TodaySessions';

const tabs = [
  { key: 'today', label: 'Today', children: <TodaySessions /> },
  { key: 'current', label: 'Current', children: <AttendanceEventTable kind="current" /> },
  { key: 'upcoming', label: 'Upcoming', children: <AttendanceEventTable kind="upcoming" /> },
  { key: 'past', label: 'Past', children: <AttendanceEventTable kind="past" /> },
  { key: 'all', label: 'All', children: <AttendanceEventTable kind="all" /> },
  { key: 'verified', label: 'Verified', children: <AttendanceEventTable kind="verified" /> },
];

/** Today's sessions to scan at, and the events whose attendance staff follow up. The tab is in the URL. */
export function AttendanceEvents() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabs.find(({ key }) => key === searchParams.get('tab'))?.key ?? tabs[0].key;

  return (
    <RecordListPage screens={attendanceScreens}>
      <Tabs
        activeKey={tab}
        onChange={(next) => setSearchParams(next === tabs[0].key ? {} : { tab: next })}
        // Only the open tab asks the server.
        destroyOnHidden
        items={tabs}
      />
    </RecordListPage>
  );
}
