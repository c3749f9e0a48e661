import { baseApi } from '@/app/api/baseApi';
import type { SearchResults, SearchType } from './searchTypes';

/** The back office's one search across registrations, participants, invoices and receipts. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResults, { searchType: SearchType; keyword: string }>({
      query: (params) => ({ url: '/admin/register/search/filter', params }),
      providesTags: [{ type: 'Registration', id: 'LIST' }],
    }),
  }),
});

export const { useSearchQuery } = searchApi;
