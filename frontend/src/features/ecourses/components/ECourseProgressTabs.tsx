import { Alert, Progress, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { participantPaths } from '@/features/participants/paths';
import { parseApiError } from '@/shared/apiError';
import { formatDateTime } from '@/shared/formatDateTime';
import { PagedTable } from '@/shared/PagedTable';
import { useLocalListQuery } from '@/shared/useLocalListQuery';
import { useGetECourseProgressQuery, useGetECourseTroubleshootQuery } from '../ecoursesApi';
import type { ECourseProgress, ProgressIssue, TroubleshootRow } from '../ecourseTypes';

const issueColors: Record<ProgressIssue, string> = {
  Stalled: 'orange',
  'Access expired': 'red',
  'Modules added after completion': 'blue',
  'Not marked complete': 'purple',
};

/** The columns both tabs show; sortable keys are the server's sort fields. */
function progressColumns<T extends ECourseProgress>(sortable: boolean): TableColumnsType<T> {
  return [
    {
      key: 'participantName',
      title: 'Name',
      render: (_, row) => <Link to={participantPaths.view(row.participantId)}>{row.participantName}</Link>,
    },
    {
      key: 'completedModules',
      title: 'Completed',
      align: 'right',
      render: (_, row) => `${row.completedModules} / ${row.totalModules}`,
    },
    {
      key: 'percent',
      title: 'Progress',
      render: (_, row) => <Progress percent={row.percent} size="small" style={{ minWidth: 140 }} />,
    },
    {
      key: 'startedAt',
      title: 'Started',
      sorter: sortable,
      render: (_, row) => formatDateTime(row.startedAt),
    },
    {
      key: 'lastActivityAt',
      title: 'Last activity',
      sorter: sortable,
      render: (_, row) => formatDateTime(row.lastActivityAt),
    },
    {
      key: 'completedAt',
      title: 'Completed on',
      sorter: sortable,
      render: (_, row) => formatDateTime(row.completedAt),
    },
  ];
}

const rowKey = (row: ECourseProgress) => row.participantId;

const progressTableColumns = progressColumns<ECourseProgress>(true);

function ProgressTable({ ecourseId }: { ecourseId: number }) {
  // Paging lives here, not in the URL: the table sits inside the e-course's page.
  const [query, setQuery] = useLocalListQuery();
  const result = useGetECourseProgressQuery({ id: ecourseId, query });
  return (
    <div data-testid="ecourse-progress">
      <PagedTable<ECourseProgress>
        columns={progressTableColumns}
        rowKey={rowKey}
        query={query}
        result={result}
        onChange={setQuery}
        searchable={false}
      />
    </div>
  );
}

const troubleshootColumns: TableColumnsType<TroubleshootRow> = [
  ...progressColumns<TroubleshootRow>(false),
  {
    key: 'issues',
    title: 'Issues',
    render: (_, row) =>
      row.issues.map((issue) => (
        <Tag key={issue} color={issueColors[issue]}>
          {issue}
        </Tag>
      )),
  },
];

function TroubleshootTable({ ecourseId }: { ecourseId: number }) {
  const { data, error, isFetching } = useGetECourseTroubleshootQuery(ecourseId);
  return (
    <div data-testid="ecourse-troubleshoot">
      {error !== undefined && (
        <Alert type="error" showIcon title={parseApiError(error).message} style={{ marginBottom: 16 }} />
      )}
      <Table<TroubleshootRow>
        columns={troubleshootColumns}
        dataSource={data ?? []}
        rowKey={rowKey}
        loading={isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No enrolment needs a look' }}
      />
    </div>
  );
}

/** Each participant's way through the e-course, and the enrolments that are stalled or out of step. */
export function ECourseProgressTabs({ ecourseId }: { ecourseId: number }) {
  return (
    <Tabs
      data-testid="ecourse-progress-tabs"
      // Only the open tab asks the server.
      destroyOnHidden
      items={[
        {
          key: 'progress',
          label: "Participants' progress",
          children: <ProgressTable ecourseId={ecourseId} />,
        },
        { key: 'troubleshoot', label: 'Troubleshoot', children: <TroubleshootTable ecourseId={ecourseId} /> },
      ]}
    />
  );
}
