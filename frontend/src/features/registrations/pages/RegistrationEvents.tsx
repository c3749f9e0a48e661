import { Card, Flex } from 'antd';
import { RequireAbility } from '@/admin/RequireAbility';
import { PageBreadcrumb } from '@/shared/PageBreadcrumb';
import { UrlTabs } from '@/shared/UrlTabs';
import { usePageTitle } from '@/shared/usePageTitle';
import { ECourseTakeUpTable } from '../components/ECourseTakeUpTable';
import { EventSummaryTable } from '../components/EventSummaryTable';
import { registrationAdminPaths } from '../paths';
import { registrationScreens } from '../registrationScreens';

const area = 'Registrations by event';

const tabs = [
  { key: 'upcoming', label: 'Upcoming events', children: <EventSummaryTable kind="upcoming" /> },
  { key: 'past', label: 'Past events', children: <EventSummaryTable kind="past" /> },
  { key: 'bootcamp', label: 'Bootcamps', children: <EventSummaryTable kind="bootcamp" /> },
  { key: 'ecourses', label: 'E-courses', children: <ECourseTakeUpTable /> },
];

/** Seats confirmed and held, seats left and takings per event; e-course take-up. The tab is in the URL. */
export function RegistrationEvents() {
  usePageTitle(area);

  return (
    <RequireAbility action="read" subject={registrationScreens.subject}>
      <Flex vertical gap="middle">
        <PageBreadcrumb
          root={{ title: registrationScreens.area, path: registrationAdminPaths.list }}
          items={[{ title: 'By event' }]}
        />
        <Card title={area} data-testid="registration-events">
          <UrlTabs items={tabs} />
        </Card>
      </Flex>
    </RequireAbility>
  );
}
