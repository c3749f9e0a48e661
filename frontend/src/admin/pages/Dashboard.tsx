import { Alert, Card, Col, Descriptions, Flex, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { Can, useAppAbility } from '@/app/abilityContext';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/app/sessionSlice';
import { fullName } from '@/features/auth/me';
import { useGetUpcomingEventsQuery } from '@/features/events/eventsApi';
import { eventPaths } from '@/features/events/paths';
import { parseApiError } from '@/shared/apiError';
import { formatDateTime } from '@/shared/formatDateTime';
import { ItemList } from '@/shared/ItemList';
import { usePageTitle } from '@/shared/usePageTitle';

/** Event counts and the next events, from the server: nothing is shown until it answers. */
function EventFigures() {
  const { data, error, isLoading } = useGetUpcomingEventsQuery();
  const ability = useAppAbility();
  const canReadEvents = ability.can('read', 'Event');

  if (error) return <Alert type="error" showIcon title={parseApiError(error).message} />;

  const figures = [
    { key: 'upcoming', title: 'Upcoming', value: data?.counts.upcoming },
    { key: 'ongoing', title: 'Ongoing', value: data?.counts.ongoing },
    { key: 'past', title: 'Past', value: data?.counts.past },
  ];

  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={24} sm={8}>
            <Card loading={isLoading}>
              <Statistic
                title={`${figure.title} events`}
                value={figure.value ?? '—'}
                data-testid={`count-${figure.key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="Next events" loading={isLoading}>
        <ItemList
          testId="upcoming-events"
          emptyText="No upcoming events"
          items={(data?.upcoming ?? []).map((event) => ({
            key: event.id,
            title: canReadEvents ? <Link to={eventPaths.view(event.id)}>{event.title}</Link> : event.title,
            description: formatDateTime(event.startsAt),
          }))}
        />
      </Card>
    </Flex>
  );
}

export function Dashboard() {
  usePageTitle('Dashboard');
  // AdminLayout renders its pages only for a signed-in user.
  const user = useAppSelector(selectSessionUser);
  if (!user) return null;

  return (
    <Flex vertical gap="middle">
      <Card data-testid="dashboard-welcome">
        <Typography.Title level={3}>Welcome, {user.firstName}</Typography.Title>
        <Descriptions
          column={1}
          items={[
            { key: 'name', label: 'Name', children: fullName(user) },
            { key: 'role', label: 'Role', children: user.roleName },
            { key: 'email', label: 'Email', children: user.email },
          ]}
        />
      </Card>
      <Can I="read" a="Dashboard">
        <EventFigures />
      </Can>
    </Flex>
  );
}
