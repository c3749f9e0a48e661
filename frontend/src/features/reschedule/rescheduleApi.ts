import { baseApi } from '@/app/api/baseApi';
import type { RescheduleInput, RescheduleOptions, RescheduleResult } from './rescheduleTypes';

/** The staff reschedule (spec 2.2 steps 1 to 3). */
export const rescheduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRescheduleOptions: build.query<RescheduleOptions, number>({
      query: (eventId) => `/admin/reschedule/event/${eventId}`,
      providesTags: [
        { type: 'Registration', id: 'LIST' },
        { type: 'Event', id: 'LIST' },
      ],
    }),
    reschedule: build.mutation<RescheduleResult, RescheduleInput>({
      query: (body) => ({ url: '/admin/reschedule/sendemail', method: 'POST', body }),
      // Seats, invoices and attendance lists all change.
      invalidatesTags: (_result, error) =>
        error
          ? []
          : ['Registration', 'Invoice', 'Payment', 'Attendance', { type: 'Event', id: 'LIST' }, 'Outbox'],
    }),
  }),
});

export const { useGetRescheduleOptionsQuery, useRescheduleMutation } = rescheduleApi;
