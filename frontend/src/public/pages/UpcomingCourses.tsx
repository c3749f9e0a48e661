import { Alert, Button, Card, Col, Empty, Flex, Row, Spin, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useGetPublicUpcomingQuery, type PublicUpcomingKind } from '@/features/events/eventsApi';
import { courseFamilyPath } from '@/features/registration/courseFamilyPages';
import { registerForEventPath } from '@/features/registration/paths';
import { parseApiError } from '@/shared/apiError';
import { formatDate, formatDateTimeRange } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { usePageTitle } from '@/shared/usePageTitle';

const tabs: { key: PublicUpcomingKind; label: string }[] = [
  { key: 'res', label: 'RES' },
  { key: 'cpd', label: 'CPD' },
  { key: 'bootcamp', label: 'Bootcamp' },
  { key: 'others', label: 'Others' },
];

function UpcomingList({ kind }: { kind: PublicUpcomingKind }) {
  const { data, error, isLoading } = useGetPublicUpcomingQuery(kind);

  if (isLoading) return <Spin />;
  if (error) return <Alert type="error" showIcon title={parseApiError(error).message} />;
  if (!data || data.length === 0)
    return (
      <Empty description="No upcoming classes yet. Please check back soon." data-testid="upcoming-empty" />
    );

  return (
    <Row gutter={[16, 16]} data-testid="upcoming-list">
      {data.map((event) => (
        <Col key={event.id} xs={24} md={12} lg={8}>
          <Card
            title={event.title}
            extra={
              <Link to={registerForEventPath(event.id)}>
                <Button type="primary" size="small">
                  Register
                </Button>
              </Link>
            }
            style={{ height: '100%' }}
            data-testid="upcoming-event"
          >
            <Flex vertical gap={4}>
              <span>{formatDateTimeRange(event.startsAt, event.endsAt)}</span>
              <span>Fee: {formatMoney(event.feeCents)}</span>
              <span>
                {event.sessions.length} {event.sessions.length === 1 ? 'session' : 'sessions'}
              </span>
              {event.registrationClosesOn && (
                <Typography.Text type="secondary">
                  Registration closes {formatDate(event.registrationClosesOn)}
                </Typography.Text>
              )}
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * The family a visit opens on: the one in the URL, else the first with classes, so a visitor never lands on
 * an empty tab while another has classes. Undefined while the lists are still loading.
 */
function useOpenFamily(): [PublicUpcomingKind | undefined, (kind: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const lists = {
    res: useGetPublicUpcomingQuery('res'),
    cpd: useGetPublicUpcomingQuery('cpd'),
    bootcamp: useGetPublicUpcomingQuery('bootcamp'),
    others: useGetPublicUpcomingQuery('others'),
  };
  const chosen = tabs.find((tab) => tab.key === searchParams.get('tab'))?.key;
  const loading = tabs.some((tab) => lists[tab.key].isLoading);
  const withClasses = tabs.find((tab) => (lists[tab.key].data?.length ?? 0) > 0)?.key;
  const open = chosen ?? (loading ? undefined : (withClasses ?? tabs[0].key));
  return [open, (kind) => setSearchParams({ tab: kind }, { replace: true })];
}

/** The public list of upcoming classes, one tab per course family. */
export function UpcomingCourses() {
  usePageTitle('Upcoming courses');
  const [open, setOpen] = useOpenFamily();
  return (
    <Flex vertical gap="middle">
      <Typography.Title>Upcoming courses</Typography.Title>
      {open === undefined ? (
        <Spin />
      ) : (
        <Tabs
          data-testid="upcoming-tabs"
          activeKey={open}
          onChange={setOpen}
          items={tabs.map((tab) => ({
            key: tab.key,
            label: tab.label,
            children: (
              <Flex vertical gap="middle">
                <Link to={courseFamilyPath(tab.key)}>
                  All {tab.label} classes, with seats left and registration
                </Link>
                <UpcomingList kind={tab.key} />
              </Flex>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
