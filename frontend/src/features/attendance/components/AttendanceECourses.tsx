import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ecourseColumns } from '@/features/ecourses/components/ecourseColumns';
import { useGetECoursesQuery } from '@/features/ecourses/ecoursesApi';
import type { ECourse } from '@/features/ecourses/ecourseTypes';
import { ecoursePaths } from '@/features/ecourses/paths';
import { PagedTable } from '@/shared/PagedTable';
import { useLocalListQuery } from '@/shared/useLocalListQuery';

const columns: TableColumnsType<ECourse> = [
  ...ecourseColumns({ sortable: true, withCourse: true }),
  {
    key: 'progress',
    title: '',
    // An e-course's attendance is its participants' progress, which its own page shows.
    render: (_, row) => (
      <Link to={ecoursePaths.view(row.id)} data-testid={`ecourse-progress-link-${row.id}`}>
        Participants&apos; progress
      </Link>
    ),
  },
];

/** The e-courses, each leading to its participants' progress: the attendance of the courses taken online. */
export function AttendanceECourses() {
  // Paging lives here, not in the URL: each tab keeps its own.
  const [query, setQuery] = useLocalListQuery(20);
  const result = useGetECoursesQuery(query);
  return (
    <div data-testid="attendance-ecourses">
      <PagedTable<ECourse>
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        result={result}
        onChange={setQuery}
        searchPlaceholder="Search by title or content id"
      />
    </div>
  );
}
