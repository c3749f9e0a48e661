import { Empty, Table } from 'antd';
import { useGetEventECoursesQuery } from '../ecoursesApi';
import type { ECourse } from '../ecourseTypes';
import { ecourseColumns } from './ecourseColumns';

const columns = ecourseColumns();

/** The e-courses an event includes, on the event's page. */
export function EventECourses({ eventId }: { eventId: number }) {
  const { data, isFetching } = useGetEventECoursesQuery(eventId);
  return (
    <Table<ECourse>
      columns={columns}
      dataSource={data ?? []}
      rowKey={(row) => row.id}
      loading={isFetching}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description="No e-course is part of this event" /> }}
      data-testid="event-ecourses"
    />
  );
}
