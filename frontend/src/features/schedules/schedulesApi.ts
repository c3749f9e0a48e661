import { baseApi } from '@/app/api/baseApi';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import type { Schedule } from './scheduleTypes';

export type ScheduleListQuery = ListQuery<'status'>;

const list = { type: 'ResSchedule' as const, id: 'LIST' };

export const schedulesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSchedules: build.query<Paged<Schedule>, ScheduleListQuery>({
      query: (query) => ({ url: '/admin/res-schedules/getall', params: toRequestParams(query) }),
      providesTags: [list],
    }),
    /** `body` is a multipart body (buildMultipartBody) with the file under `file`. */
    uploadSchedule: build.mutation<Schedule, FormData>({
      query: (body) => ({ url: '/admin/res-schedules/upload', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [list]),
    }),
    updateSchedule: build.mutation<Schedule, FormData>({
      query: (body) => ({ url: '/admin/res-schedules/update', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [list]),
    }),
    deleteSchedule: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/res-schedules/${id}/delete`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [list]),
    }),
  }),
});

export const {
  useGetSchedulesQuery,
  useUploadScheduleMutation,
  useUpdateScheduleMutation,
  useDeleteScheduleMutation,
} = schedulesApi;
