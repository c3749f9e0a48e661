import { Flex, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { IdFilter } from '@/shared/IdFilter';
import { isIdValue } from '@/shared/listSearchParams';
import { formatMoney } from '@/shared/money';
import { NewRecordButton } from '@/shared/NewRecordButton';
import { RecordActions } from '@/shared/RecordActions';
import { RecordListPage } from '@/shared/RecordListPage';
import { RecordListTable } from '@/shared/RecordListTable';
import { StatusFilter } from '@/shared/StatusFilter';
import { StatusTag } from '@/shared/StatusTag';
import { ValidityRemindersButton } from '../components/ValidityRemindersButton';
import { useGetCoursesQuery } from '../coursesApi';
import { courseActions, courseScreens } from '../courseScreens';
import { courseStatuses, type Course } from '../courseTypes';
import { coursePaths } from '../paths';
import { useCourseTypes } from '../useCourseTypes';

const listFilters = { status: courseStatuses, courseTypeId: isIdValue };

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
  {
    key: 'actions',
    title: 'Actions',
    render: (_, row) => <RecordActions config={courseActions} record={row} variant="row" />,
  },
];

/** The course catalogue: search, status and course type filters, sorting, row actions. */
export function CourseList() {
  return (
    <RecordListPage
      screens={courseScreens}
      actions={
        <Flex gap="small" wrap>
          <ValidityRemindersButton />
          <NewRecordButton screens={courseScreens} />
        </Flex>
      }
    >
      <RecordListTable
        listFilters={listFilters}
        useList={useGetCoursesQuery}
        columns={columns}
        searchPlaceholder="Search by code or title"
        filters={(bind) => (
          <>
            <StatusFilter statuses={courseStatuses} {...bind('status')} />
            <IdFilter
              useChoices={useCourseTypes}
              {...bind('courseTypeId')}
              allLabel="All course types"
              label="Course type"
              testId="course-type-filter"
            />
          </>
        )}
      />
    </RecordListPage>
  );
}
