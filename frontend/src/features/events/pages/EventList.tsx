import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { Can } from '@/app/abilityContext';
import { ReferenceName } from '@/features/configuration/components/ReferenceName';
import { formatDateTimeRange } from '@/shared/formatDateTime';
import { isIdValue } from '@/shared/listSearchParams';
import { formatMoney } from '@/shared/money';
import { PagedTable } from '@/shared/PagedTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { StatusTag } from '@/shared/StatusTag';
import { useListParams } from '@/shared/useListParams';
import { usePageTitle } from '@/shared/usePageTitle';
import { EventActions } from '../components/EventActions';
import { EventTimeFilter } from '../components/EventTimeFilter';
import { useGetEventsQuery } from '../eventsApi';
import { eventTimeFilters } from '../eventTime';
import { eventStatuses, type Event } from '../eventTypes';
import { eventPaths } from '../paths';
import { eventLists } from '../useEventOptions';

// A module-level constant, so the list query keeps its identity between renders.
const listFilters = { status: eventStatuses, time: eventTimeFilters, courseId: isIdValue };

// Keys of sortable columns are the server's sort fields.
const columns: TableColumnsType<Event> = [
  {
    key: 'title',
    title: 'Title',
    sorter: true,
    render: (_, row) => <Link to={eventPaths.view(row.id)}>{row.title}</Link>,
  },
  {
    key: 'startsAt',
    title: 'Dates',
    sorter: true,
    render: (_, row) => formatDateTimeRange(row.startsAt, row.endsAt),
  },
  {
    key: 'venue',
    title: 'Venue',
    render: (_, row) => <ReferenceName list={eventLists.venues} id={row.venueId} />,
  },
  { key: 'capacity', title: 'Capacity', sorter: true, align: 'right', dataIndex: 'capacity' },
  {
    key: 'feeCents',
    title: 'Fee',
    sorter: true,
    align: 'right',
    render: (_, row) => formatMoney(row.feeCents),
  },
  { key: 'published', title: 'Published', render: (_, row) => (row.published ? 'Yes' : 'No') },
  { key: 'status', title: 'Status', render: (_, row) => <StatusTag status={row.status} /> },
  { key: 'actions', title: 'Actions', render: (_, row) => <EventActions event={row} variant="row" /> },
];

function EventListScreen() {
  const [query, setQuery] = useListParams({ filters: listFilters });
  const result = useGetEventsQuery(query);

  return (
    <Card
      title="Events"
      extra={
        <Can I="create" a="Event">
          <Link to={eventPaths.create}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="new-event">
              New event
            </Button>
          </Link>
        </Can>
      }
      data-testid="event-list"
    >
      <PagedTable
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        result={result}
        onChange={setQuery}
        searchPlaceholder="Search by title"
        filters={
          <>
            <EventTimeFilter
              value={query.filters.time}
              onChange={(time) => setQuery({ filters: { time } })}
            />
            <StatusFilter
              statuses={eventStatuses}
              value={query.filters.status}
              onChange={(status) => setQuery({ filters: { status } })}
            />
          </>
        }
      />
    </Card>
  );
}

/** Events: the spec's time filter, status filter, search, sorting, row actions. */
export function EventList() {
  usePageTitle('Events');
  return (
    <RequireAbility action="read" subject="Event">
      <EventListScreen />
    </RequireAbility>
  );
}
