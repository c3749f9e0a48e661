import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ReferenceName } from '@/features/configuration/components/ReferenceName';
import { formatDateTimeRange } from '@/shared/formatDateTime';
import { isIdValue } from '@/shared/listSearchParams';
import { formatMoney } from '@/shared/money';
import { NewRecordButton } from '@/shared/NewRecordButton';
import { RecordActions } from '@/shared/RecordActions';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { StatusTag } from '@/shared/StatusTag';
import { EventTimeFilter } from '../components/EventTimeFilter';
import { useGetEventsQuery } from '../eventsApi';
import { eventActions, eventScreens } from '../eventScreens';
import { eventTimeFilters } from '../eventTime';
import { eventStatuses, type Event } from '../eventTypes';
import { eventPaths } from '../paths';
import { eventLists } from '../useEventOptions';

const listFilters = { status: eventStatuses, time: eventTimeFilters, courseId: isIdValue };

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
  {
    key: 'actions',
    title: 'Actions',
    render: (_, row) => <RecordActions config={eventActions} record={row} variant="row" />,
  },
];

/** Events: the spec's time filter, status filter, search, sorting, row actions. */
export function EventList() {
  return (
    <RecordListPage screens={eventScreens} actions={<NewRecordButton screens={eventScreens} />}>
      <RecordListTable
        listFilters={listFilters}
        useList={useGetEventsQuery}
        columns={columns}
        searchPlaceholder="Search by title"
        filters={(bind) => (
          <>
            <EventTimeFilter {...bind('time')} />
            <StatusFilter statuses={eventStatuses} {...bind('status')} />
          </>
        )}
      />
    </RecordListPage>
  );
}
