import { Link } from 'react-router';
import type { TableColumnsType } from 'antd';
import { eventPaths } from '@/features/events/paths';
import { formatDateTime } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { PagedTable } from '@/shared/PagedTable';
import { useLocalListQuery } from '@/shared/useLocalListQuery';
import { registrationAdminPaths } from '../paths';
import { useGetEventRegistrationSummariesQuery } from '../registrationAdminApi';
import type { EventRegistrationSummary, EventSummaryKind } from '../registrationAdminTypes';

const columns: TableColumnsType<EventRegistrationSummary> = [
  {
    key: 'title',
    title: 'Event',
    sorter: true,
    render: (_, row) => <Link to={eventPaths.view(row.eventId)}>{row.title}</Link>,
  },
  { key: 'startsAt', title: 'Starts', sorter: true, render: (_, row) => formatDateTime(row.startsAt) },
  { key: 'capacity', title: 'Capacity', align: 'right', dataIndex: 'capacity' },
  { key: 'confirmed', title: 'Confirmed', align: 'right', dataIndex: 'confirmed' },
  { key: 'held', title: 'Held', align: 'right', dataIndex: 'held' },
  { key: 'seatsLeft', title: 'Seats left', align: 'right', dataIndex: 'seatsLeft' },
  { key: 'paidCents', title: 'Paid', align: 'right', render: (_, row) => formatMoney(row.paidCents) },
  {
    key: 'registrations',
    title: 'Registrations',
    render: (_, row) => <Link to={registrationAdminPaths.ofEvent(row.eventId)}>View</Link>,
  },
];

/** One kind of event's registration figures (upcoming, past, bootcamps), a page at a time, searchable by title. */
export function EventSummaryTable({ kind }: { kind: EventSummaryKind }) {
  // Paging lives here, not in the URL: each tab keeps its own.
  const [query, setQuery] = useLocalListQuery(20);
  const result = useGetEventRegistrationSummariesQuery({ kind, query });
  return (
    <div data-testid={`event-summaries-${kind}`}>
      <PagedTable<EventRegistrationSummary>
        columns={columns}
        rowKey={(row) => row.eventId}
        query={query}
        result={result}
        onChange={setQuery}
        searchPlaceholder="Search by event title"
      />
    </div>
  );
}
