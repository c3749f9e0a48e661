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

export interface TestMailRequest {
  to: string;
}

/** A message is settled once the worker has sent it, kept it in the outbox or given up. */
export function isSettled(status: OutboxStatus): boolean {
  return status !== 'queued';
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
    /** Queues the test e-mail (202); the worker renders and sends it moments later. */
    sendTestMail: build.mutation<OutboxItem, TestMailRequest>({
      query: (body) => ({ url: '/admin/mail/test', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Outbox', id: 'LIST' }]),
    }),
  }),
});

export const { useGetOutboxQuery, useGetOutboxMessageQuery, useSendTestMailMutation } = mailApi;
