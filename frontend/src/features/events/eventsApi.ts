import { baseApi } from '@/app/api/baseApi';
import { recordTags } from '@/shared/recordTags';
import type { ChangeLogArgs, ChangeLogEntry } from '@/shared/changeLog/changeLog';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import { eventTimeFrom } from './eventTime';
import type { CourseOption, Event, EventCopy, EventInput, PublicEvent, UpcomingEvents } from './eventTypes';

export type EventListQuery = ListQuery<'status' | 'time' | 'courseId'>;

const { list, one, changed } = recordTags('Event');

/** The public site's upcoming lists by tab: RES, CPD (course type 20), Bootcamp, Others. */
export const publicUpcomingRoutes = {
  res: '/events/get/res/upcoming',
  cpd: '/events/filter/schedules?courseType=20',
  bootcamp: '/events/get/bootcamp/upcoming',
  others: '/events/get/others/upcoming',
} as const;
export type PublicUpcomingKind = keyof typeof publicUpcomingRoutes;

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<Paged<Event>, EventListQuery>({
      query: (query) => ({
        url: '/admin/events/filter',
        // No time in the URL means the default, which the server is told explicitly.
        params: { ...toRequestParams(query), time: eventTimeFrom(query.filters.time) },
      }),
      providesTags: [list],
    }),
    getEvent: build.query<Event, number>({
      query: (id) => ({ url: '/admin/event/getbyid', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [one(id)],
    }),
    getEventLogs: build.query<Paged<ChangeLogEntry>, ChangeLogArgs>({
      query: (params) => ({ url: '/admin/events/logs', params }),
      providesTags: (_result, _error, { id }) => [one(id)],
    }),
    /** An unsaved copy for the create form; nothing is written until that form is saved. */
    getEventCopy: build.query<EventCopy, number>({
      query: (id) => `/admin/event/duplicate/${id}`,
      providesTags: (_result, _error, id) => [one(id)],
    }),
    getUpcomingEvents: build.query<UpcomingEvents, void>({
      query: () => '/admin/events/upcoming',
      providesTags: [list],
    }),
    /** Every course, for the event form's picker; events lists refresh with courses too. */
    getCourseOptions: build.query<CourseOption[], void>({
      query: () => '/admin/courses/getall',
      providesTags: [{ type: 'Course', id: 'LIST' }],
    }),
    createEvent: build.mutation<Event, EventInput>({
      query: (body) => ({ url: '/admin/event/create', method: 'POST', body }),
      invalidatesTags: changed(() => undefined),
    }),
    updateEvent: build.mutation<Event, EventInput & { id: number }>({
      query: (body) => ({ url: '/admin/event/update', method: 'POST', body }),
      invalidatesTags: changed(({ id }) => id),
    }),
    archiveEvent: build.mutation<Event, number>({
      query: (id) => ({ url: `/admin/event/archive/${id}`, method: 'PUT' }),
      invalidatesTags: changed((id) => id),
    }),
    unarchiveEvent: build.mutation<Event, number>({
      query: (id) => ({ url: `/admin/event/unarchive/${id}`, method: 'PUT' }),
      invalidatesTags: changed((id) => id),
    }),
    deleteEvent: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/event/delete/${id}`, method: 'DELETE' }),
      // Only the lists: refetching the deleted record would just answer 404.
      invalidatesTags: (_result, error) => (error ? [] : [list]),
    }),
    getPublicUpcoming: build.query<PublicEvent[], PublicUpcomingKind>({
      query: (kind) => publicUpcomingRoutes[kind],
      providesTags: [list],
    }),
  }),
});

export const {
  useGetEventsQuery,
  useGetEventQuery,
  useGetEventLogsQuery,
  useGetEventCopyQuery,
  useGetUpcomingEventsQuery,
  useGetCourseOptionsQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useArchiveEventMutation,
  useUnarchiveEventMutation,
  useDeleteEventMutation,
  useGetPublicUpcomingQuery,
} = eventsApi;

/** The status hooks in the shape shared/useRecordStatus takes. */
export const eventStatusHooks = {
  useArchive: useArchiveEventMutation,
  useUnarchive: useUnarchiveEventMutation,
  useDelete: useDeleteEventMutation,
};
