import { baseApi } from '@/app/api/baseApi';
import { recordTags } from '@/shared/recordTags';
import type {
  ChangePasswordInput,
  MyClass,
  MyPayment,
  Profile,
  ProfileInput,
  SignUpInput,
} from './profileTypes';

const registrations = recordTags('Registration');

/**
 * The participant's own profile. It is tagged 'Me', like the session user: signing in or out drops it,
 * and saving it refreshes both, since the server copies the name and e-mail onto the login.
 */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Creates the login and the participant record; the visitor signs in afterwards. */
    signUp: build.mutation<Profile, SignUpInput>({
      query: (body) => ({ url: '/profile/create', method: 'POST', body }),
    }),
    getMyProfile: build.query<Profile, void>({
      query: () => '/profile/me',
      providesTags: ['Me'],
    }),
    updateMyProfile: build.mutation<Profile, ProfileInput>({
      query: (body) => ({ url: '/profile/update', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    changeMyPassword: build.mutation<{ changed: true }, ChangePasswordInput>({
      query: (body) => ({ url: '/profile/password', method: 'POST', body }),
    }),
    /** The classes the participant (by participant id, the profile's `id`) holds seats at. */
    getMyClasses: build.query<MyClass[], number>({
      query: (participantId) => `/classes/participant/${participantId}/byId`,
      providesTags: [registrations.list],
    }),
    /** What the participant paid, newest first, with the invoice and receipt of each payment. */
    getMyPayments: build.query<MyPayment[], number>({
      query: (participantId) => `/transactions/participant/${participantId}/byId`,
      providesTags: [registrations.list],
    }),
  }),
});

export const {
  useSignUpMutation,
  useGetMyProfileQuery,
  useUpdateMyProfileMutation,
  useChangeMyPasswordMutation,
  useGetMyClassesQuery,
  useGetMyPaymentsQuery,
} = profileApi;
