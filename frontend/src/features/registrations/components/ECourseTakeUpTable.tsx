import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ecoursePaths } from '@/features/ecourses/paths';
import { LoadErrorAlert } from '@/shared/LoadErrorAlert';
import { completionRate } from '../registrationAdmin';
import { useGetECourseTakeUpQuery } from '../registrationAdminApi';
import type { ECourseTakeUp } from '../registrationAdminTypes';

const columns: TableColumnsType<ECourseTakeUp> = [
  {
    key: 'title',
    title: 'E-course',
    render: (_, row) => <Link to={ecoursePaths.view(row.ecourseId)}>{row.title}</Link>,
  },
  { key: 'enrolled', title: 'Enrolled', align: 'right', dataIndex: 'enrolled' },
  { key: 'completed', title: 'Completed', align: 'right', dataIndex: 'completed' },
  {
    key: 'rate',
    title: 'Completion',
    align: 'right',
    render: (_, row) => completionRate(row.enrolled, row.completed),
  },
];

/** How many started and finished each active e-course. */
export function ECourseTakeUpTable() {
  const { data, error, isFetching, refetch } = useGetECourseTakeUpQuery();
  if (error) return <LoadErrorAlert error={error} onRetry={refetch} />;
  return (
    <Table<ECourseTakeUp>
      columns={columns}
      dataSource={data ?? []}
      rowKey={(row) => row.ecourseId}
      loading={isFetching}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No active e-course' }}
      data-testid="ecourse-take-up"
    />
  );
}
