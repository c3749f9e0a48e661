import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { Can } from '@/app/abilityContext';
import { courseLabel, useCourseChoices } from '@/features/events/useEventOptions';
import { isIdValue } from '@/shared/listSearchParams';
import { PagedTable } from '@/shared/PagedTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { StatusTag } from '@/shared/StatusTag';
import { useListParams } from '@/shared/useListParams';
import { usePageTitle } from '@/shared/usePageTitle';
import { CourseFilter } from '../components/CourseFilter';
import { ECourseActions } from '../components/ECourseActions';
import { formatMinutes } from '../ecourseForm';
import { useGetECoursesQuery } from '../ecoursesApi';
import { ecourseStatuses, type ECourse } from '../ecourseTypes';
import { ecoursePaths } from '../paths';

// A module-level constant, so the list query keeps its identity between renders.
const listFilters = { status: ecourseStatuses, courseId: isIdValue };

function ECourseListScreen() {
  const [query, setQuery] = useListParams({ filters: listFilters });
  const result = useGetECoursesQuery(query);
  const { courses } = useCourseChoices();

  // Keys of sortable columns are the server's sort fields.
  const columns: TableColumnsType<ECourse> = [
    {
      key: 'title',
      title: 'Title',
      sorter: true,
      render: (_, row) => <Link to={ecoursePaths.view(row.id)}>{row.title}</Link>,
    },
    { key: 'contentId', title: 'Content id', sorter: true, dataIndex: 'contentId' },
    {
      key: 'course',
      title: 'Course',
      render: (_, row) => {
        const course = courses.find((candidate) => candidate.id === row.courseId);
        return course ? courseLabel(course) : `Course #${row.courseId}`;
      },
    },
    { key: 'modules', title: 'Modules', align: 'right', render: (_, row) => row.modules.length },
    {
      key: 'totalMinutes',
      title: 'Duration',
      align: 'right',
      render: (_, row) => formatMinutes(row.totalMinutes),
    },
    { key: 'status', title: 'Status', render: (_, row) => <StatusTag status={row.status} /> },
    { key: 'actions', title: 'Actions', render: (_, row) => <ECourseActions ecourse={row} variant="row" /> },
  ];

  return (
    <Card
      title="E-courses"
      extra={
        <Can I="create" a="ECourse">
          <Link to={ecoursePaths.create}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="new-ecourse">
              New e-course
            </Button>
          </Link>
        </Can>
      }
      data-testid="ecourse-list"
    >
      <PagedTable
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        result={result}
        onChange={setQuery}
        searchPlaceholder="Search by title or content id"
        filters={
          <>
            <StatusFilter
              statuses={ecourseStatuses}
              value={query.filters.status}
              onChange={(status) => setQuery({ filters: { status } })}
            />
            <CourseFilter
              value={query.filters.courseId}
              onChange={(courseId) => setQuery({ filters: { courseId } })}
            />
          </>
        }
      />
    </Card>
  );
}

/** E-courses: search, status and course filters, sorting, row actions. */
export function ECourseList() {
  usePageTitle('E-courses');
  return (
    <RequireAbility action="read" subject="ECourse">
      <ECourseListScreen />
    </RequireAbility>
  );
}
