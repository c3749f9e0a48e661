import { Card, Descriptions, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { Can } from '@/app/abilityContext';
import { ReferenceName } from '@/features/configuration/components/ReferenceName';
import { coursePaths } from '@/features/courses/paths';
import { EventECourses } from '@/features/ecourses/components/EventECourses';
import { formatDateTime, formatDateTimeRange, formatPeriod } from '@/shared/formatDateTime';
import { formatMoney } from '@/shared/money';
import { RecordActions } from '@/shared/RecordActions';
import { RecordViewPage } from '@/shared/RecordViewPage';
import { StatusTag } from '@/shared/StatusTag';
import { CourseName } from '../components/CourseName';
import { EventAssessment } from '../components/EventAssessment';
import { eventFieldLabels as labels } from '../eventForm';
import { useGetEventLogsQuery, useGetEventQuery } from '../eventsApi';
import { eventActions, eventScreens } from '../eventScreens';
import type { Event, EventSession } from '../eventTypes';
import { eventLists, useEventOptions } from '../useEventOptions';

const blank = '—';

const sessionColumns: TableColumnsType<EventSession> = [
  { key: 'number', title: '#', render: (_, _row, index) => index + 1 },
  { key: 'startsAt', title: 'Starts', render: (_, row) => formatDateTime(row.startsAt) },
  { key: 'endsAt', title: 'Ends', render: (_, row) => formatDateTime(row.endsAt) },
  {
    key: 'timeslot',
    title: 'Timeslot',
    render: (_, row) => <ReferenceName list={eventLists.timeslots} id={row.timeslotId} />,
  },
  {
    key: 'classroom',
    title: 'Classroom',
    render: (_, row) => <ReferenceName list={eventLists.classrooms} id={row.classroomId} />,
  },
];

function names(ids: number[], options: { value: number; label: string }[]): string {
  if (ids.length === 0) return blank;
  return ids.map((id) => options.find((option) => option.value === id)?.label ?? `#${id}`).join(', ');
}

function EventDetails({ event }: { event: Event }) {
  const options = useEventOptions();

  return (
    <>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          {
            key: 'courseId',
            label: labels.courseId,
            children: (
              <Link to={coursePaths.view(event.courseId)}>
                <CourseName courseId={event.courseId} />
              </Link>
            ),
          },
          { key: 'title', label: labels.title, children: event.title },
          { key: 'dates', label: 'Dates', children: formatDateTimeRange(event.startsAt, event.endsAt) },
          {
            key: 'venueId',
            label: labels.venueId,
            children: <ReferenceName list={eventLists.venues} id={event.venueId} />,
          },
          {
            key: 'classroomId',
            label: labels.classroomId,
            children: <ReferenceName list={eventLists.classrooms} id={event.classroomId} />,
          },
          ...(event.resPaperId
            ? [
                {
                  key: 'resPaperId',
                  label: labels.resPaperId,
                  children: <ReferenceName list={eventLists.resPapers} id={event.resPaperId} />,
                },
              ]
            : []),
          { key: 'capacity', label: labels.capacity, children: event.capacity },
          { key: 'feeCents', label: labels.feeCents, children: formatMoney(event.feeCents) },
          {
            key: 'registration',
            label: 'Registration',
            children: formatPeriod(event.registrationOpensOn, event.registrationClosesOn),
          },
          { key: 'published', label: labels.published, children: event.published ? 'Yes' : 'No' },
          {
            key: 'trainerIds',
            label: labels.trainerIds,
            children: (
              <span data-testid="event-trainers">{names(event.trainerIds, options.trainerOptions)}</span>
            ),
          },
          {
            key: 'facilitatorIds',
            label: labels.facilitatorIds,
            children: (
              <span data-testid="event-facilitators">
                {names(event.facilitatorIds, options.facilitatorOptions)}
              </span>
            ),
          },
          { key: 'remarks', label: labels.remarks, children: event.remarks ?? blank },
          { key: 'status', label: labels.status, children: <StatusTag status={event.status} /> },
          { key: 'createdAt', label: 'Created', children: formatDateTime(event.createdAt) },
          { key: 'updatedAt', label: 'Updated', children: formatDateTime(event.updatedAt) },
        ]}
      />
      <Card type="inner" title={labels.sessions} style={{ marginTop: 16 }}>
        <Table<EventSession>
          columns={sessionColumns}
          dataSource={event.sessions}
          rowKey={(row) => row.id}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          data-testid="event-sessions"
        />
      </Card>
    </>
  );
}

export function EventView() {
  return (
    <RecordViewPage<Event>
      screens={eventScreens}
      useOne={useGetEventQuery}
      titleOf={(event) => event.title}
      actions={(event, onDeleted) => (
        <RecordActions config={eventActions} record={event} variant="page" onDeleted={onDeleted} />
      )}
      changeLog={{ useLogs: useGetEventLogsQuery, fieldLabels: labels }}
      related={(event) => (
        <>
          <Can I="read" a="Assessment">
            <Card title="Assessment" data-testid="event-assessment-card">
              <EventAssessment eventId={event.id} />
            </Card>
          </Can>
          <Can I="read" a="ECourse">
            <Card title="E-courses">
              <EventECourses eventId={event.id} />
            </Card>
          </Can>
        </>
      )}
    >
      {(event) => <EventDetails event={event} />}
    </RecordViewPage>
  );
}
