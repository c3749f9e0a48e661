import { baseApi } from '@/app/api/baseApi';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import type { Entry, EntryInput, ListDescription, RecordStatus } from './configurationTypes';

const root = '/admin/configurations';

/** A list's own path segment; names come from the server's catalogue, encoded all the same. */
const listPath = (name: string) => `${root}/${encodeURIComponent(name)}`;

/** Every query of one list provides this tag, so a change to an entry refreshes just that list's screens. */
const entriesOf = (name: string) => ({ type: 'ConfigEntry' as const, id: name });

export type EntryListQuery = ListQuery<'status'>;

export const configurationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfigurationLists: build.query<ListDescription[], void>({
      query: () => `${root}/lists`,
      providesTags: ['ConfigList'],
    }),
    getEntries: build.query<Paged<Entry>, { list: string; query: EntryListQuery }>({
      query: ({ list, query }) => ({ url: `${listPath(list)}/getall`, params: toRequestParams(query) }),
      providesTags: (_result, _error, { list }) => [entriesOf(list)],
    }),
    /** What forms offer and reference cells name: the active entries, in the list's order. */
    getActiveEntries: build.query<Entry[], string>({
      query: (list) => `${listPath(list)}/getallactive`,
      providesTags: (_result, _error, list) => [entriesOf(list)],
    }),
    saveEntry: build.mutation<Entry, { list: string; input: EntryInput }>({
      query: ({ list, input }) => ({ url: `${listPath(list)}/update`, method: 'POST', body: input }),
      invalidatesTags: (_result, error, { list }) => (error ? [] : [entriesOf(list)]),
    }),
    /** Without a status the server toggles Active and Inactive; the screens always say which they mean. */
    setEntryStatus: build.mutation<
      Entry,
      { list: Pick<ListDescription, 'name' | 'statusMethod'>; id: number; status: RecordStatus }
    >({
      query: ({ list, id, status }) => ({
        url: `${listPath(list.name)}/updatestatus/${id}`,
        method: list.statusMethod,
        body: { status },
      }),
      invalidatesTags: (_result, error, { list }) => (error ? [] : [entriesOf(list.name)]),
    }),
    deleteEntry: build.mutation<void, { list: string; id: number }>({
      query: ({ list, id }) => ({ url: `${listPath(list)}/delete/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { list }) => (error ? [] : [entriesOf(list)]),
    }),
    /** Moves the default flag, which also clears it on the previous default: the whole list is refetched. */
    setDefaultEntry: build.mutation<
      Entry,
      { list: Pick<ListDescription, 'name' | 'defaultRoutePrefix'>; id: number }
    >({
      query: ({ list, id }) => ({
        url: `${listPath(list.defaultRoutePrefix)}/updatedefault/${id}`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error, { list }) => (error ? [] : [entriesOf(list.name)]),
    }),
  }),
});

export const {
  useGetConfigurationListsQuery,
  useGetEntriesQuery,
  useGetActiveEntriesQuery,
  useSaveEntryMutation,
  useSetEntryStatusMutation,
  useDeleteEntryMutation,
  useSetDefaultEntryMutation,
} = configurationApi;
