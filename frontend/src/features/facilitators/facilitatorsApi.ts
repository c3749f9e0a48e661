import { baseApi } from '@/app/api/baseApi';
import type { ChangeLogArgs, ChangeLogEntry } from '@/shared/changeLog/changeLog';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import type { Facilitator, FacilitatorLogin } from './facilitatorTypes';

export type FacilitatorListQuery = ListQuery<'status'>;

const list = { type: 'Facilitator' as const, id: 'LIST' };
const one = (id: number) => ({ type: 'Facilitator' as const, id });

/** A change to one facilitator refreshes the lists, its record and its log; a failed one refreshes nothing. */
const changed =
  <A>(idOf: (arg: A, result: Facilitator | undefined) => number | undefined) =>
  (result: Facilitator | undefined, error: unknown, arg: A) => {
    if (error) return [];
    const id = idOf(arg, result);
    return id === undefined ? [list] : [list, one(id)];
  };

export const facilitatorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFacilitators: build.query<Paged<Facilitator>, FacilitatorListQuery>({
      query: (query) => ({ url: '/admin/facilitators/getallbypage', params: toRequestParams(query) }),
      providesTags: [list],
    }),
    /** The active facilitators, for pickers in other features. */
    getActiveFacilitators: build.query<Facilitator[], void>({
      query: () => '/admin/facilitators/getall',
      providesTags: [list],
    }),
    getFacilitator: build.query<Facilitator, number>({
      query: (id) => ({ url: '/admin/facilitator/getbyid', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [one(id)],
    }),
    getFacilitatorLogs: build.query<Paged<ChangeLogEntry>, ChangeLogArgs>({
      query: (params) => ({ url: '/admin/facilitators/logs', params }),
      providesTags: (_result, _error, { id }) => [one(id)],
    }),
    /** `body` is built by buildFacilitatorFormData; fetch sets the multipart Content-Type and boundary. */
    createFacilitator: build.mutation<Facilitator, FormData>({
      query: (body) => ({ url: '/admin/facilitator/create', method: 'POST', body }),
      invalidatesTags: changed(() => undefined),
    }),
    updateFacilitator: build.mutation<Facilitator, { id: number; body: FormData }>({
      query: ({ body }) => ({ url: '/admin/facilitator/update', method: 'POST', body }),
      invalidatesTags: changed(({ id }) => id),
    }),
    autopopulateFacilitator: build.mutation<FacilitatorLogin, { email: string }>({
      query: (body) => ({ url: '/admin/facilitator/autopopulate', method: 'POST', body }),
    }),
    archiveFacilitator: build.mutation<Facilitator, number>({
      query: (id) => ({ url: `/admin/facilitator/archive/${id}`, method: 'PUT' }),
      invalidatesTags: changed((id) => id),
    }),
    unarchiveFacilitator: build.mutation<Facilitator, number>({
      query: (id) => ({ url: `/admin/facilitator/unarchive/${id}`, method: 'PUT' }),
      invalidatesTags: changed((id) => id),
    }),
    deleteFacilitator: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/facilitator/delete/${id}`, method: 'DELETE' }),
      // Only the lists: refetching the deleted record would just answer 404.
      invalidatesTags: (_result, error) => (error ? [] : [list]),
    }),
  }),
});

export const {
  useGetFacilitatorsQuery,
  useGetActiveFacilitatorsQuery,
  useGetFacilitatorQuery,
  useGetFacilitatorLogsQuery,
  useCreateFacilitatorMutation,
  useUpdateFacilitatorMutation,
  useAutopopulateFacilitatorMutation,
  useArchiveFacilitatorMutation,
  useUnarchiveFacilitatorMutation,
  useDeleteFacilitatorMutation,
} = facilitatorsApi;
