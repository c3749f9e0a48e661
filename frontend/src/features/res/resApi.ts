import { baseApi } from '@/app/api/baseApi';
import type {
  ResLouAcceptInput,
  ResLouPublicView,
  ResLouStatus,
  SkillsFutureClaim,
  SkillsFutureClaimInput,
} from './resTypes';

const louTag = (participantId: number) => ({ type: 'Participant' as const, id: `res-lou-${participantId}` });
const claimsTag = { type: 'Registration' as const, id: 'skillsfuture' };

export const resApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getResLouStatus: build.query<ResLouStatus, number>({
      query: (participantId) => `/admin/participant/${participantId}/res-lou`,
      providesTags: (_result, _error, participantId) => [louTag(participantId)],
    }),
    sendResLou: build.mutation<ResLouStatus, number>({
      query: (participantId) => ({
        url: '/admin/resend-new-res-lou-email',
        method: 'POST',
        body: { participantId },
      }),
      invalidatesTags: (_result, error, participantId) => (error ? [] : [louTag(participantId)]),
    }),
    getPublicResLou: build.query<ResLouPublicView, string>({
      query: (token) => `/res-lou/${encodeURIComponent(token)}`,
    }),
    acceptResLou: build.mutation<ResLouPublicView, ResLouAcceptInput>({
      query: ({ token, ...body }) => ({
        url: `/res-lou/${encodeURIComponent(token)}/accept`,
        method: 'POST',
        body,
      }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        // The page shows the accepted letter at once; a refusal is the form's to show.
        try {
          const { data } = await queryFulfilled;
          void dispatch(resApi.util.upsertQueryData('getPublicResLou', token, data));
        } catch {
          return;
        }
      },
    }),
    getRegistrationClaims: build.query<SkillsFutureClaim[], number>({
      query: (registrationId) => `/admin/registration/skillsfuture/registration/${registrationId}`,
      providesTags: [claimsTag],
    }),
    getParticipantClaims: build.query<SkillsFutureClaim[], number>({
      query: (participantId) => `/classes/participant/${participantId}/skillsfuture`,
      providesTags: [claimsTag],
    }),
    saveClaim: build.mutation<SkillsFutureClaim, SkillsFutureClaimInput>({
      query: ({ registrationEventId, registrationId: _registrationId, ...body }) => ({
        url: `/admin/registration/skillsfuture/${registrationEventId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : [claimsTag]),
    }),
    resendSkillsFutureClaim: build.mutation<{ message: string }, { regNo: string; email: string }>({
      query: (body) => ({ url: '/registration/res/skillsfuture/resend', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetResLouStatusQuery,
  useSendResLouMutation,
  useGetPublicResLouQuery,
  useAcceptResLouMutation,
  useGetRegistrationClaimsQuery,
  useGetParticipantClaimsQuery,
  useSaveClaimMutation,
  useResendSkillsFutureClaimMutation,
} = resApi;
