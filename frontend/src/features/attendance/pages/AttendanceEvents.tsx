import { useAppAbility } from '@/app/abilityContext';
import { RecordListPage } from '@/shared/RecordListPage';
import { UrlTabs } from '@/shared/UrlTabs';
import { attendanceScreens } from '../attendanceScreens';
import { AttendanceECourses } from '../components/AttendanceECourses';
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

/** E-courses have no sessions to scan: their attendance is progress, which readers of e-courses follow up. */
const ecoursesTab = { key: 'ecourses', label: 'E-courses', children: <AttendanceECourses /> };

/**
 * Today's sessions to scan at, the events whose attendance staff follow up, and the e-courses' progress. The
 * tab is in the URL.
 */
export function AttendanceEvents() {
  // Facilitators and trainers take attendance but may not read e-courses: the tab is not theirs.
  const canReadECourses = useAppAbility().can('read', 'ECourse');
  const items = canReadECourses ? [...tabs, ecoursesTab] : tabs;

  return (
    <RecordListPage screens={attendanceScreens}>
      <UrlTabs items={items} />
    </RecordListPage>
  );
}
