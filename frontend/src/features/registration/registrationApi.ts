import { baseApi } from '@/app/api/baseApi';
import type { ProfileLookupField } from '@/features/profile/profileTypes';
import { recordTags } from '@/shared/recordTags';
import type {
  CardPaymentStart,
  CartInput,
  CartQuote,
  CheckoutInput,
  LookupOption,
  ParticipantRequirements,
  PastEventsCheck,
  PaymentMethod,
  PaynowQr,
  PaypalOrder,
  RegistrableEvent,
  RegistrationCount,
  RegistrationView,
} from './registrationTypes';

const events = recordTags('Event');
const registrations = recordTags('Registration');

/** The one `payment_from` the QR route takes. */
const paynowPaymentSource = 'paynow';

/**
 * The public registration journey: event lists, the server's price of the cart, checkout, and the payment
 * routes of each method. Seats change with every registration, so event lists refresh after a checkout.
 */
export const registrationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One of the public upcoming lists, by its path (see courseFamilyPages). */
    getPublicEvents: build.query<RegistrableEvent[], string>({
      query: (source) => source,
      providesTags: [events.list],
    }),
    getPublicEvent: build.query<RegistrableEvent, number>({
      query: (id) => `/event/${id}/get`,
      providesTags: (_result, _error, id) => [events.one(id)],
    }),
    getRegistrationCount: build.query<RegistrationCount, number>({
      query: (id) => ({ url: '/registration-count', params: { id } }),
      providesTags: (_result, _error, id) => [events.one(id)],
      keepUnusedDataFor: 30,
    }),
    /** The self-service lookup lists (gender, race ...) for the participant forms. */
    getProfileFormData: build.query<Record<ProfileLookupField, LookupOption[]>, void>({
      query: () => '/profile/formdata',
    }),
    /** The methods this site takes (those set up on the server), in the order to offer them. */
    getPaymentMethods: build.query<readonly PaymentMethod[], void>({
      query: () => '/payment/methods',
      transformResponse: (response: { methods: PaymentMethod[] }) => response.methods,
      keepUnusedDataFor: 3600,
    }),
    /** Which participant fields the event's course family makes required; they change with the course. */
    getParticipantRequirements: build.query<ParticipantRequirements, number>({
      query: (eventId) => `/registration/requirements/${eventId}`,
      providesTags: (_result, _error, eventId) => [events.one(eventId)],
    }),
    /** The cart priced and its participants checked by the server; nothing is written. */
    quoteCart: build.mutation<CartQuote, CartInput>({
      query: (body) => ({ url: '/registration/update', method: 'POST', body }),
    }),
    checkPastEvents: build.mutation<PastEventsCheck, number[]>({
      query: (eventIds) => ({
        url: '/api/check/cart/have/past/events/step3',
        method: 'POST',
        body: { eventIds },
      }),
    }),
    /** Holds the seats and records the registration; payment follows. */
    createRegistration: build.mutation<RegistrationView, CheckoutInput>({
      query: (body) => ({ url: '/registration/create', method: 'POST', body }),
      invalidatesTags: (_result, error, { items }) =>
        error ? [] : [events.list, ...items.map((item) => events.one(item.eventId))],
    }),
    getRegistration: build.query<RegistrationView, number>({
      query: (id) => `/registration/${id}/get`,
      providesTags: (_result, _error, id) => [registrations.one(id)],
    }),
    /**
     * The registration's card payment, started or picked up again (the server keeps one payment intent per
     * registration and amount), so it is read like a query and fetched afresh each time the form mounts.
     */
    getCardPayment: build.query<CardPaymentStart, number>({
      query: (registrationId) => ({
        url: '/transactions/payment/stripe/create',
        method: 'POST',
        body: { registrationId },
      }),
      keepUnusedDataFor: 0,
    }),
    /**
     * Reads the card payment back from the provider: paymentStatus is 'paid' once it succeeded. Asking again
     * changes nothing more, so it is a query too; what it answers is the registration's latest state.
     */
    verifyCardPayment: build.query<RegistrationView, number>({
      query: (registrationId) => ({
        url: '/payment/stripe/verify',
        method: 'POST',
        body: { registrationId },
      }),
      keepUnusedDataFor: 0,
      async onQueryStarted(registrationId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(baseApi.util.invalidateTags([registrations.one(registrationId)]));
        } catch {
          // The page shows the failure.
        }
      },
    }),
    createPaypalOrder: build.mutation<PaypalOrder, number>({
      query: (registrationId) => ({
        url: '/transactions/payment/paypal/create',
        method: 'POST',
        body: { registrationId },
      }),
    }),
    /** Captures the PayPal order the payer approved. */
    capturePaypalOrder: build.mutation<RegistrationView, { registrationId: number; orderId: string }>({
      query: (body) => ({ url: '/transactions/payment/pay', method: 'POST', body }),
      invalidatesTags: registrations.changed(({ registrationId }) => registrationId),
    }),
    /** A read, though the route is a POST: the same registration gives the same code. */
    getPaynowQr: build.query<PaynowQr, string>({
      query: (regNo) => ({
        url: '/api/generate/qrcode',
        method: 'POST',
        body: { reg_no: regNo, payment_from: paynowPaymentSource },
      }),
    }),
  }),
});

export const {
  useGetPublicEventsQuery,
  useGetPublicEventQuery,
  useGetRegistrationCountQuery,
  useGetProfileFormDataQuery,
  useGetPaymentMethodsQuery,
  useGetParticipantRequirementsQuery,
  useQuoteCartMutation,
  useCheckPastEventsMutation,
  useCreateRegistrationMutation,
  useGetRegistrationQuery,
  useGetCardPaymentQuery,
  useVerifyCardPaymentQuery,
  useCreatePaypalOrderMutation,
  useCapturePaypalOrderMutation,
  useGetPaynowQrQuery,
} = registrationApi;
