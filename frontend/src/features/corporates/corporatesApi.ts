import { baseApi } from '@/app/api/baseApi';
import type { ChangeLogArgs, ChangeLogEntry } from '@/shared/changeLog/changeLog';
import { toRequestParams, type Paged } from '@/shared/listQuery';
import { recordTags } from '@/shared/recordTags';
import {
  corporateSearchTypeFrom,
  type Corporate,
  type CorporateInput,
  type CorporateListQuery,
} from './corporateTypes';

const { list, one, changed } = recordTags('Corporate');

export const corporatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCorporates: build.query<Paged<Corporate>, CorporateListQuery>({
      query: (query) => ({
        url: '/admin/corporates/getallbypage',
        // No search type in the URL means Name, which the server is told explicitly.
        params: { ...toRequestParams(query), searchType: corporateSearchTypeFrom(query.filters.searchType) },
      }),
      // Participant counts change with participants.
      providesTags: [list, { type: 'Participant', id: 'LIST' }],
    }),
    getCorporate: build.query<Corporate, number>({
      query: (id) => ({ url: '/admin/corporate/getbyid', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [one(id), { type: 'Participant', id: 'LIST' }],
    }),
    getCorporateLogs: build.query<Paged<ChangeLogEntry>, ChangeLogArgs>({
      query: (params) => ({ url: '/admin/corporates/logs', params }),
      providesTags: (_result, _error, { id }) => [one(id)],
    }),
    createCorporate: build.mutation<Corporate, CorporateInput>({
      query: (body) => ({ url: '/admin/corporate/create', method: 'POST', body }),
      invalidatesTags: changed(() => undefined),
    }),
    updateCorporate: build.mutation<Corporate, CorporateInput & { id: number }>({
      query: (body) => ({ url: '/admin/corporate/update', method: 'POST', body }),
      invalidatesTags: changed(({ id }) => id),
    }),
    deleteCorporate: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/corporate/delete/${id}`, method: 'DELETE' }),
      // Only the lists: refetching the deleted record would just answer 404.
      invalidatesTags: (_result, error) => (error ? [] : [list]),
    }),
  }),
});

export const {
  useGetCorporatesQuery,
  useGetCorporateQuery,
  useGetCorporateLogsQuery,
  useCreateCorporateMutation,
  useUpdateCorporateMutation,
  useDeleteCorporateMutation,
} = corporatesApi;
