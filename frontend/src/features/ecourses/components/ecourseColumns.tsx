import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { CourseName } from '@/features/events/components/CourseName';
import { StatusTag } from '@/shared/StatusTag';
import { formatMinutes } from '../ecourseForm';
import type { ECourse } from '../ecourseTypes';
import { ecoursePaths } from '../paths';

/**
 * How tables show e-courses: title (linked), content id, modules, duration and status. The list of all
 * e-courses is sorted by the server (`sortable`) and names each one's course (`withCourse`).
 */
export function ecourseColumns({
  sortable = false,
  withCourse = false,
}: { sortable?: boolean; withCourse?: boolean } = {}): TableColumnsType<ECourse> {
  return [
    {
      key: 'title',
      title: 'Title',
      sorter: sortable,
      render: (_, row) => <Link to={ecoursePaths.view(row.id)}>{row.title}</Link>,
    },
    { key: 'contentId', title: 'Content id', sorter: sortable, dataIndex: 'contentId' },
    ...(withCourse
      ? [
          {
            key: 'course',
            title: 'Course',
            render: (_: unknown, row: ECourse) => <CourseName courseId={row.courseId} />,
          },
        ]
      : []),
    { key: 'modules', title: 'Modules', align: 'right', render: (_, row) => row.modules.length },
    {
      key: 'totalMinutes',
      title: 'Duration',
      align: 'right',
      render: (_, row) => formatMinutes(row.totalMinutes),
    },
    { key: 'status', title: 'Status', render: (_, row) => <StatusTag status={row.status} /> },
  ];
}
