import { baseApi } from '@/app/api/baseApi';
import type { RegistrationView } from '@/features/registration/registrationTypes';
import { toRequestParams, type ListQuery, type Paged } from '@/shared/listQuery';
import { recordTags } from '@/shared/recordTags';
import type {
  ECourseTakeUp,
  EventRegistrationSummary,
  EventSummaryKind,
  PayNowVerifyInput,
  RegistrationListQuery,
  Transaction,
} from './registrationAdminTypes';

const registrations = recordTags('Registration');
const payments = recordTags('Payment');

const summaryPaths: Readonly<Record<EventSummaryKind, string>> = {
  upcoming: '/admin/registration/events/upcoming',
  past: '/admin/registration/events/past',
  bootcamp: '/admin/registration/bootcamp/getbypage',
};

/** A payment changes the registration, its lists and figures, and its payer's transactions. */
const paid = registrations.changed<{ registrationId: number }>(({ registrationId }) => registrationId);
const paymentChanged = (result: unknown, error: unknown, arg: { registrationId: number }) =>
  error ? [] : [...paid(result, error, arg), payments.list];

/**
 * The back office's registration details (spec 7.6) and staff's payment actions (spec 7.7). One registration
 * is read through the public feature's getRegistration, which staff may use for any.
 */
export const registrationAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRegistrations: build.query<Paged<RegistrationView>, RegistrationListQuery>({
      query: ({ filters: { view, ...filters }, ...query }) => ({
        url:
          view === 'accounts' ? '/admin/register/details/getallaccounts' : '/admin/register/details/getall',
        params: toRequestParams({ ...query, filters }),
      }),
      providesTags: [registrations.list],
    }),
    updateRegistrationRemarks: build.mutation<RegistrationView, { id: number; remarks: string }>({
      query: ({ id, remarks }) => ({
        url: `/admin/register/details/remarks/${id}`,
        method: 'PUT',
        body: { data: remarks },
      }),
      invalidatesTags: registrations.changed(({ id }) => id),
    }),
    /** Queues the confirmation mail again, with the invoice and receipt when it was paid. */
    resendConfirmation: build.mutation<{ queued: true }, number>({
      query: (registrationId) => ({
        url: '/admin/resend-confirmation-email',
        method: 'POST',
        body: { reg_id: registrationId },
      }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Outbox', id: 'LIST' }]),
    }),
    /** Marks the registration paid by the PayNow transfer; 409 when the amount is not what is owed. */
    confirmPayNow: build.mutation<RegistrationView, PayNowVerifyInput & { registrationId: number }>({
      query: ({ registrationId: _registrationId, ...body }) => ({
        url: '/payment/paynow/verify',
        method: 'POST',
        body,
      }),
      invalidatesTags: paymentChanged,
    }),
    /** Asks the card provider about the registration's payment; paid once it went through. */
    checkCardPayment: build.mutation<RegistrationView, { registrationId: number }>({
      query: ({ registrationId }) => ({
        url: '/admin/stripe/order/verify',
        method: 'POST',
        body: { reg_id: registrationId },
      }),
      invalidatesTags: paymentChanged,
    }),
    /** The registrations a participant paid for or holds a seat in, newest first. */
    getParticipantRegistrations: build.query<RegistrationView[], number>({
      query: (participantId) => `/admin/registration/participant/${participantId}`,
      providesTags: [registrations.list],
    }),
    /** What a participant has paid, with the invoice and receipt of each payment. */
    getParticipantTransactions: build.query<Transaction[], number>({
      query: (participantId) => `/transactions/participant/${participantId}/byId`,
      providesTags: [payments.list],
    }),
    getEventRegistrationSummaries: build.query<
      Paged<EventRegistrationSummary>,
      { kind: EventSummaryKind; query: ListQuery }
    >({
      query: ({ kind, query }) => ({ url: summaryPaths[kind], params: toRequestParams(query) }),
      // Seats and takings change with every registration and payment.
      providesTags: [registrations.list, { type: 'Event', id: 'LIST' }],
    }),
    getECourseTakeUp: build.query<ECourseTakeUp[], void>({
      query: () => '/admin/registration/ecourses/summary',
      providesTags: [{ type: 'ECourse', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetRegistrationsQuery,
  useUpdateRegistrationRemarksMutation,
  useResendConfirmationMutation,
  useConfirmPayNowMutation,
  useCheckCardPaymentMutation,
  useGetParticipantRegistrationsQuery,
  useGetParticipantTransactionsQuery,
  useGetEventRegistrationSummariesQuery,
  useGetECourseTakeUpQuery,
} = registrationAdminApi;
