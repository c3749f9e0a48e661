import { baseApi } from '@/app/api/baseApi';
import { toRequestParams, type Paged } from '@/shared/listQuery';
import type { VoidEntriesQuery, VoidEntryRow, VoidableDocument, VoidableView } from './voidTypes';

/** A void or unvoid changes the document, the registration's seats and invoices, and the report. */
const voided = (_result: unknown, error: unknown) =>
  error ? [] : (['Registration', 'Invoice', 'Payment', 'Event', 'Attendance'] as const).slice();

/** The void entry screen and the void entries report (spec 7.6, 7.9). */
export const voidsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fetchVoidable: build.query<VoidableView, { documentType: VoidableDocument; no: string }>({
      query: ({ documentType, no }) => ({
        url: `/admin/register/voidentry/fetch/${documentType.toLowerCase()}`,
        params: { no },
      }),
      providesTags: [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Registration', id: 'LIST' },
      ],
    }),
    voidDocument: build.mutation<
      VoidableView,
      { documentType: VoidableDocument; documentNo: string; reason: string }
    >({
      query: (body) => ({ url: '/admin/register/voidentry/save', method: 'POST', body }),
      invalidatesTags: voided,
    }),
    editVoidReason: build.mutation<VoidableView, { id: number; reason: string }>({
      query: (body) => ({ url: '/admin/register/voidentry/edit', method: 'POST', body }),
      invalidatesTags: voided,
    }),
    unvoidDocument: build.mutation<VoidableView, { id: number; reason: string }>({
      query: (body) => ({ url: '/admin/register/voidentry/unvoid', method: 'POST', body }),
      invalidatesTags: voided,
    }),
    getVoidEntries: build.query<Paged<VoidEntryRow>, VoidEntriesQuery>({
      query: (query) => ({
        url: '/admin/reports/accounts/voidentries/getallbypage',
        params: toRequestParams(query),
      }),
      providesTags: [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Registration', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useFetchVoidableQuery,
  useVoidDocumentMutation,
  useEditVoidReasonMutation,
  useUnvoidDocumentMutation,
  useGetVoidEntriesQuery,
} = voidsApi;
