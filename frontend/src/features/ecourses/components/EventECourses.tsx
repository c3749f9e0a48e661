import { Empty, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { StatusTag } from '@/shared/StatusTag';
import { formatMinutes } from '../ecourseForm';
import { useGetEventECoursesQuery } from '../ecoursesApi';
import type { ECourse } from '../ecourseTypes';
import { ecoursePaths } from '../paths';

const columns: TableColumnsType<ECourse> = [
  {
    key: 'title',
    title: 'Title',
    render: (_, row) => <Link to={ecoursePaths.view(row.id)}>{row.title}</Link>,
  },
  { key: 'contentId', title: 'Content id', dataIndex: 'contentId' },
  { key: 'modules', title: 'Modules', align: 'right', render: (_, row) => row.modules.length },
  {
    key: 'totalMinutes',
    title: 'Duration',
    align: 'right',
    render: (_, row) => formatMinutes(row.totalMinutes),
  },
  { key: 'status', title: 'Status', render: (_, row) => <StatusTag status={row.status} /> },
];

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
