import { skipToken } from '@reduxjs/toolkit/query';
import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';
import { useGetActiveFacilitatorsQuery } from '@/features/facilitators/facilitatorsApi';
import { useGetActiveTrainersQuery } from '@/features/trainers/trainersApi';
import { formatDateTimeRange } from '@/shared/formatDateTime';
import { useGetCourseOptionsQuery, useGetEventsQuery } from './eventsApi';
import { resPaperKinds } from './eventForm';
import type { CourseOption } from './eventTypes';

/** Configuration lists the event form and screens draw on. */
export const eventLists = {
  venues: 'venues',
  classrooms: 'classrooms',
  timeslots: 'sessionts',
  resTypes: 'restypes',
  resPapers: 'respapers',
} as const;

/** "PTB-01 — Property Tax Basics": how pickers and pages name a course. */
export function courseLabel(course: Pick<CourseOption, 'code' | 'title'>): string {
  return `${course.code} — ${course.title}`;
}

/** The active courses, as records and as select options, for the forms that pick one (events, e-courses). */
export function useCourseChoices() {
  const courses = useGetCourseOptionsQuery();
  return {
    courses: courses.data ?? [],
    options: (courses.data ?? []).map((course) => ({ value: course.id, label: courseLabel(course) })),
    loading: courses.isFetching,
  };
}

/** The options the event form offers, and the raw records behind the ones whose details it uses. */
export function useEventOptions() {
  const courses = useCourseChoices();
  const trainers = useGetActiveTrainersQuery();
  const facilitators = useGetActiveFacilitatorsQuery();
  const classrooms = useGetActiveEntriesQuery(eventLists.classrooms);
  const timeslots = useGetActiveEntriesQuery(eventLists.timeslots);
  const resTypes = useGetActiveEntriesQuery(eventLists.resTypes);

  return {
    courses: courses.courses,
    courseOptions: courses.options,
    coursesLoading: courses.loading,
    trainerOptions: (trainers.data ?? []).map((person) => ({ value: person.id, label: person.name })),
    trainersLoading: trainers.isFetching,
    facilitatorOptions: (facilitators.data ?? []).map((person) => ({ value: person.id, label: person.name })),
    facilitatorsLoading: facilitators.isFetching,
    /** The active classrooms of a venue: each classroom entry names its venue. */
    classroomOptions: (venueId: number | null | undefined) =>
      (classrooms.data ?? [])
        .filter((room) => venueId !== null && venueId !== undefined && room.venueId === venueId)
        .map((room) => ({ value: room.id, label: room.name })),
    classroomsLoading: classrooms.isFetching,
    timeslots: timeslots.data ?? [],
    timeslotOptions: (timeslots.data ?? []).map((slot) => ({
      value: slot.id,
      label:
        typeof slot.startTime === 'string' && typeof slot.endTime === 'string'
          ? `${slot.name} (${slot.startTime}–${slot.endTime})`
          : slot.name,
    })),
    timeslotsLoading: timeslots.isFetching,
    /** Whether the course's events are for one RES paper (a RES revision or refresher course). */
    takesResPaper: (courseId: number | null | undefined) => {
      const course = courses.courses.find((candidate) => candidate.id === courseId);
      const kind = (resTypes.data ?? []).find((entry) => entry.id === course?.resTypeId);
      return typeof kind?.code === 'string' && resPaperKinds.includes(kind.code);
    },
  };
}

export type EventOptions = ReturnType<typeof useEventOptions>;

/** The active events of a course (all of them, past ones too), as select options; none before a course is chosen. */
export function useCourseEventChoices(courseId: number | null | undefined) {
  const events = useGetEventsQuery(
    typeof courseId === 'number'
      ? {
          page: 1,
          pageSize: 200,
          keyword: '',
          sort: '-startsAt',
          filters: { courseId: String(courseId), time: 'All', status: 'Active' },
        }
      : skipToken,
  );
  return {
    options: (events.data?.items ?? []).map((event) => ({
      value: event.id,
      label: `${event.title} (${formatDateTimeRange(event.startsAt, event.endsAt)})`,
    })),
    loading: events.isFetching,
  };
}
