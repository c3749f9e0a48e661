import { skipToken } from '@reduxjs/toolkit/query';
import { Card, Descriptions, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useGetCourseQuery } from '@/features/courses/coursesApi';
import { coursePaths } from '@/features/courses/paths';
import { useGetEventQuery } from '@/features/events/eventsApi';
import { eventPaths } from '@/features/events/paths';
import { courseLabel } from '@/features/events/useEventOptions';
import { formatDateTime } from '@/shared/formatDateTime';
import { RecordActions } from '@/shared/RecordActions';
import { RecordViewPage } from '@/shared/RecordViewPage';
import { StatusTag } from '@/shared/StatusTag';
import { ECourseProgressTabs } from '../components/ECourseProgressTabs';
import { ecourseFieldLabels as labels, formatMinutes } from '../ecourseForm';
import { ecourseActions, ecourseScreens } from '../ecourseScreens';
import { useGetECourseQuery } from '../ecoursesApi';
import type { ECourse, ECourseModule } from '../ecourseTypes';

const blank = '—';

const moduleColumns: TableColumnsType<ECourseModule> = [
  { key: 'number', title: '#', render: (_, _row, index) => index + 1 },
  { key: 'title', title: 'Module', dataIndex: 'title' },
  {
    key: 'durationMinutes',
    title: 'Minutes',
    align: 'right',
    render: (_, row) => row.durationMinutes,
  },
];

/** The course's code and title, linked to it; the id alone until (or unless) it loads. */
function CourseLink({ courseId }: { courseId: number }) {
  const { data } = useGetCourseQuery(courseId);
  return <Link to={coursePaths.view(courseId)}>{data ? courseLabel(data) : `Course #${courseId}`}</Link>;
}

function EventLink({ eventId }: { eventId: number | null }) {
  const { data } = useGetEventQuery(eventId ?? skipToken);
  if (eventId === null) return blank;
  return <Link to={eventPaths.view(eventId)}>{data ? data.title : `Event #${eventId}`}</Link>;
}

function ECourseDetails({ ecourse }: { ecourse: ECourse }) {
  return (
    <>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          { key: 'courseId', label: labels.courseId, children: <CourseLink courseId={ecourse.courseId} /> },
          { key: 'eventId', label: labels.eventId, children: <EventLink eventId={ecourse.eventId} /> },
          { key: 'title', label: labels.title, children: ecourse.title },
          { key: 'contentId', label: labels.contentId, children: ecourse.contentId },
          {
            key: 'accessDays',
            label: labels.accessDays,
            children: ecourse.accessDays === null ? 'No limit' : `${ecourse.accessDays} days`,
          },
          {
            key: 'totalMinutes',
            label: labels.totalMinutes,
            children: <span data-testid="ecourse-total">{formatMinutes(ecourse.totalMinutes)}</span>,
          },
          { key: 'status', label: labels.status, children: <StatusTag status={ecourse.status} /> },
          { key: 'createdAt', label: 'Created', children: formatDateTime(ecourse.createdAt) },
          { key: 'updatedAt', label: 'Updated', children: formatDateTime(ecourse.updatedAt) },
          {
            key: 'description',
            label: labels.description,
            span: 'filled',
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{ecourse.description ?? blank}</span>,
          },
        ]}
      />
      <Card type="inner" title={labels.modules} style={{ marginTop: 16 }}>
        <Table<ECourseModule>
          columns={moduleColumns}
          dataSource={ecourse.modules}
          rowKey={(row) => row.id}
          pagination={false}
          size="small"
          data-testid="ecourse-modules"
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                Total
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <span data-testid="ecourse-modules-total">{ecourse.totalMinutes}</span>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>
    </>
  );
}

export function ECourseView() {
  return (
    <RecordViewPage<ECourse>
      screens={ecourseScreens}
      useOne={useGetECourseQuery}
      titleOf={(ecourse) => ecourse.title}
      actions={(ecourse) => <RecordActions config={ecourseActions} record={ecourse} variant="page" />}
      related={(ecourse) => (
        <Card title="Participants">
          <ECourseProgressTabs ecourseId={ecourse.id} />
        </Card>
      )}
    >
      {(ecourse) => <ECourseDetails ecourse={ecourse} />}
    </RecordViewPage>
  );
}
