import { useGetActiveEntriesQuery } from '@/features/configuration/configurationApi';
import { useGetActiveFacilitatorsQuery } from '@/features/facilitators/facilitatorsApi';
import { useGetActiveTrainersQuery } from '@/features/trainers/trainersApi';
import { useGetCourseOptionsQuery } from './eventsApi';

/** Configuration lists the event form and screens draw on. */
export const eventLists = { venues: 'venues', classrooms: 'classrooms', timeslots: 'sessionts' } as const;

/** The options the event form offers, and the raw records behind the ones whose details it uses. */
export function useEventOptions() {
  const courses = useGetCourseOptionsQuery();
  const trainers = useGetActiveTrainersQuery();
  const facilitators = useGetActiveFacilitatorsQuery();
  const classrooms = useGetActiveEntriesQuery(eventLists.classrooms);
  const timeslots = useGetActiveEntriesQuery(eventLists.timeslots);

  return {
    courses: courses.data ?? [],
    courseOptions: (courses.data ?? []).map((course) => ({
      value: course.id,
      label: `${course.code} — ${course.title}`,
    })),
    coursesLoading: courses.isFetching,
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
  };
}

export type EventOptions = ReturnType<typeof useEventOptions>;
