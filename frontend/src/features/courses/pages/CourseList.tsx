import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { RequireAbility } from '@/admin/RequireAbility';
import { Can } from '@/app/abilityContext';
import { isIdValue } from '@/shared/listSearchParams';
import { formatMoney } from '@/shared/money';
import { PagedTable } from '@/shared/PagedTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { StatusTag } from '@/shared/StatusTag';
import { useListParams } from '@/shared/useListParams';
import { usePageTitle } from '@/shared/usePageTitle';
import { CourseActions } from '../components/CourseActions';
import { CourseTypeFilter } from '../components/CourseTypeFilter';
import { ValidityRemindersButton } from '../components/ValidityRemindersButton';
import { useGetCoursesQuery } from '../coursesApi';
import { courseStatuses, type Course } from '../courseTypes';
import { coursePaths } from '../paths';

// A module-level constant, so the list query keeps its identity between renders.
const listFilters = { status: courseStatuses, courseTypeId: isIdValue };

// Keys of sortable columns are the server's sort fields.
const columns: TableColumnsType<Course> = [
  { key: 'code', title: 'Code', sorter: true, dataIndex: 'code' },
  {
    key: 'title',
    title: 'Title',
    sorter: true,
    render: (_, row) => <Link to={coursePaths.view(row.id)}>{row.title}</Link>,
  },
  { key: 'courseTypeName', title: 'Course type', dataIndex: 'courseTypeName' },
  {
    key: 'feeCents',
    title: 'Fee',
    sorter: true,
    align: 'right',
    render: (_, row) => formatMoney(row.feeCents),
  },
  { key: 'status', title: 'Status', sorter: true, render: (_, row) => <StatusTag status={row.status} /> },
  { key: 'actions', title: 'Actions', render: (_, row) => <CourseActions course={row} variant="row" /> },
];

function CourseListScreen() {
  const [query, setQuery] = useListParams({ filters: listFilters });
  const result = useGetCoursesQuery(query);

  return (
    <Card
      title="Courses"
      extra={
        <Flex gap="small" wrap>
          <ValidityRemindersButton />
          <Can I="create" a="Course">
            <Link to={coursePaths.create}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="new-course">
                New course
              </Button>
            </Link>
          </Can>
        </Flex>
      }
      data-testid="course-list"
    >
      <PagedTable
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        result={result}
        onChange={setQuery}
        searchPlaceholder="Search by code or title"
        filters={
          <>
            <StatusFilter
              statuses={courseStatuses}
              value={query.filters.status}
              onChange={(status) => setQuery({ filters: { status } })}
            />
            <CourseTypeFilter
              value={query.filters.courseTypeId}
              onChange={(courseTypeId) => setQuery({ filters: { courseTypeId } })}
            />
          </>
        }
      />
    </Card>
  );
}

/** The course catalogue: search, status and course type filters, sorting, row actions. */
export function CourseList() {
  usePageTitle('Courses');
  return (
    <RequireAbility action="read" subject="Course">
      <CourseListScreen />
    </RequireAbility>
  );
}
