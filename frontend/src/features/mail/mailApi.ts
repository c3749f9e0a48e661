import { baseApi } from '@/app/api/baseApi';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';

export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'outbox';

export interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  template: string;
  status: OutboxStatus;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

export interface OutboxMessage extends OutboxItem {
  html: string;
}

export const mailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<Paged<OutboxItem>, ListQuery>({
      query: (query) => ({ url: '/admin/mail/outbox', params: toRequestParams(query) }),
      providesTags: (result) => [
        { type: 'Outbox', id: 'LIST' },
        ...(result?.items.map(({ id }) => ({ type: 'Outbox' as const, id })) ?? []),
      ],
    }),
    getOutboxMessage: build.query<OutboxMessage, number>({
      query: (id) => `/admin/mail/outbox/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Outbox', id }],
    }),
  }),
});

export const { useGetOutboxQuery, useGetOutboxMessageQuery } = mailApi;
