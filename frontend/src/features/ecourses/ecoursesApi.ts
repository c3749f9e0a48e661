import { baseApi } from '@/app/api/baseApi';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import { recordTags } from '@/shared/recordTags';
import type {
  ECourse,
  ECourseInput,
  ECourseListQuery,
  ECourseProgress,
  TroubleshootRow,
} from './ecourseTypes';

const { list, one, changed } = recordTags('ECourse');

export const ecoursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getECourses: build.query<Paged<ECourse>, ECourseListQuery>({
      query: (query) => ({ url: '/admin/e-courses/filter', params: toRequestParams(query) }),
      providesTags: [list],
    }),
    getECourse: build.query<ECourse, number>({
      query: (id) => `/admin/e-course/${id}/get`,
      providesTags: (_result, _error, id) => [one(id)],
    }),
    /** The e-courses an event includes. */
    getEventECourses: build.query<ECourse[], number>({
      query: (id) => ({ url: '/admin/e-course/event/getbyid', method: 'POST', body: { id } }),
      providesTags: [list],
    }),
    /** Creates (no id) or updates an e-course with its modules as one set. */
    saveECourse: build.mutation<ECourse, ECourseInput>({
      query: (body) => ({ url: '/admin/e-course/edit', method: 'POST', body }),
      invalidatesTags: changed((input) => input.id),
    }),
    archiveECourse: build.mutation<ECourse, number>({
      query: (id) => ({ url: `/admin/e-course/archive/${id}`, method: 'PUT' }),
      invalidatesTags: changed((id) => id),
    }),
    unarchiveECourse: build.mutation<ECourse, number>({
      query: (id) => ({ url: `/admin/e-course/unarchive/${id}`, method: 'PUT' }),
      invalidatesTags: changed((id) => id),
    }),
    getECourseProgress: build.query<Paged<ECourseProgress>, { id: number; query: ListQuery }>({
      query: ({ id, query }) => ({
        url: `/admin/e-course/${id}/participants/progress`,
        params: toRequestParams(query),
      }),
      // Progress is counted against the modules, which an edit of the e-course may change.
      providesTags: (_result, _error, { id }) => [one(id)],
    }),
    /** Enrolments that are stalled, out of time, or out of step with the modules. */
    getECourseTroubleshoot: build.query<TroubleshootRow[], number>({
      query: (id) => `/admin/e-course/${id}/participants/progress/troubleshoot`,
      providesTags: (_result, _error, id) => [one(id)],
    }),
  }),
});

export const {
  useGetECoursesQuery,
  useGetECourseQuery,
  useGetEventECoursesQuery,
  useSaveECourseMutation,
  useArchiveECourseMutation,
  useUnarchiveECourseMutation,
  useGetECourseProgressQuery,
  useGetECourseTroubleshootQuery,
} = ecoursesApi;

/** The status hooks in the shape shared/useRecordStatus takes; e-courses are archived, never deleted. */
export const ecourseStatusHooks = {
  useArchive: useArchiveECourseMutation,
  useUnarchive: useUnarchiveECourseMutation,
};
