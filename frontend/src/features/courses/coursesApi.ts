import { baseApi } from '@/app/api/baseApi';
import { recordTags } from '@/shared/recordTags';
import type { ChangeLogArgs, ChangeLogEntry } from '@/shared/changeLog/changeLog';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import type { Course, CourseCopy, ValidityReminderRequest } from './courseTypes';

export type CourseListQuery = ListQuery<'status' | 'courseTypeId'>;

const { list, one, changed } = recordTags('Course');

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<Paged<Course>, CourseListQuery>({
      query: (query) => {
        // The contract puts the page size in the path: /admin/courses/getbypage/20?page=2&keyword=...
        const { pageSize, ...params } = toRequestParams(query);
        return { url: `/admin/courses/getbypage/${pageSize}`, params };
      },
      providesTags: [list],
    }),
    getCourse: build.query<Course, number>({
      query: (id) => `/admin/course/${id}/get`,
      providesTags: (_result, _error, id) => [one(id)],
    }),
    getCourseLogs: build.query<Paged<ChangeLogEntry>, ChangeLogArgs>({
      query: (params) => ({ url: '/admin/courses/logs/get', params }),
      providesTags: (_result, _error, { id }) => [one(id)],
    }),
    /** An unsaved copy for the create form; nothing is written until that form is saved. */
    getCourseCopy: build.query<CourseCopy, number>({
      query: (id) => `/admin/course/duplicate/${id}`,
      providesTags: (_result, _error, id) => [one(id)],
    }),
    /** `body` is a multipart body (buildMultipartBody) with optional `image` and `brochure` files. */
    createCourse: build.mutation<Course, FormData>({
      query: (body) => ({ url: '/admin/course/create', method: 'POST', body }),
      invalidatesTags: changed(() => undefined),
    }),
    updateCourse: build.mutation<Course, { id: number; body: FormData }>({
      query: ({ body }) => ({ url: '/admin/course/update', method: 'POST', body }),
      invalidatesTags: changed(({ id }) => id),
    }),
    archiveCourse: build.mutation<Course, number>({
      query: (id) => ({ url: `/admin/course/archive/${id}`, method: 'PUT' }),
      invalidatesTags: changed((id) => id),
    }),
    unarchiveCourse: build.mutation<Course, number>({
      query: (id) => ({ url: `/admin/course/unarchive/${id}`, method: 'PUT' }),
      invalidatesTags: changed((id) => id),
    }),
    deleteCourse: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/course/delete/${id}`, method: 'DELETE' }),
      // Only the lists: refetching the deleted record would just answer 404.
      invalidatesTags: (_result, error) => (error ? [] : [list]),
    }),
    /** Queues reminders to participants whose completion expires within the window; none is sent twice. */
    sendValidityReminders: build.mutation<{ queued: number }, ValidityReminderRequest>({
      query: (body) => ({ url: '/admin/courses/course-validity-notification/send', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Outbox', id: 'LIST' }]),
    }),
  }),
});

export const {
  useGetCoursesQuery,
  useGetCourseQuery,
  useGetCourseLogsQuery,
  useGetCourseCopyQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useArchiveCourseMutation,
  useUnarchiveCourseMutation,
  useDeleteCourseMutation,
  useSendValidityRemindersMutation,
} = coursesApi;

/** The status hooks in the shape shared/useRecordStatus takes. */
export const courseStatusHooks = {
  useArchive: useArchiveCourseMutation,
  useUnarchive: useUnarchiveCourseMutation,
  useDelete: useDeleteCourseMutation,
};
