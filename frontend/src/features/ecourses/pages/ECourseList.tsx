import type { TableColumnsType } from 'antd';
import { useCourseChoices } from '@/features/events/useEventOptions';
import { IdFilter } from '@/shared/IdFilter';
import { isIdValue } from '@/shared/listSearchParams';
import { NewRecordButton } from '@/shared/NewRecordButton';
import { RecordActions } from '@/shared/RecordActions';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { ecourseColumns } from '../components/ecourseColumns';
import { useGetECoursesQuery } from '../ecoursesApi';
import { ecourseActions, ecourseScreens } from '../ecourseScreens';
import { ecourseStatuses, type ECourse } from '../ecourseTypes';

const listFilters = { status: ecourseStatuses, courseId: isIdValue };

const columns: TableColumnsType<ECourse> = [
  ...ecourseColumns({ sortable: true, withCourse: true }),
  {
    key: 'actions',
    title: 'Actions',
    render: (_, row) => <RecordActions config={ecourseActions} record={row} variant="row" />,
  },
];

/** E-courses: search, status and course filters, sorting, row actions. */
export function ECourseList() {
  return (
    <RecordListPage screens={ecourseScreens} actions={<NewRecordButton screens={ecourseScreens} />}>
      <RecordListTable
        listFilters={listFilters}
        useList={useGetECoursesQuery}
        columns={columns}
        searchPlaceholder="Search by title or content id"
        filters={(bind) => (
          <>
            <StatusFilter statuses={ecourseStatuses} {...bind('status')} />
            <IdFilter
              useChoices={useCourseChoices}
              {...bind('courseId')}
              allLabel="All courses"
              label="Course"
              testId="course-filter"
              width={280}
            />
          </>
        )}
      />
    </RecordListPage>
  );
}
