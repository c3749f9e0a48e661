import { apiTagTypes, baseApi } from '@/app/api/baseApi';
import { setCsrfToken } from '@/app/api/csrf';
import { sessionUserCleared, sessionUserSet } from '@/app/sessionSlice';
import type { Me } from './me';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  user: Me;
  csrfToken: string;
}

export interface LogoutResponse {
  csrfToken: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A visitor gets 204 (null): "nobody is signed in" is an answer, cached like any other, not an error.
    me: build.query<Me | null, void>({
      query: () => '/me',
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(data ? sessionUserSet(data) : sessionUserCleared());
        } catch {
          // Failures are reported through the hook's state and baseQueryWithAuth.
        }
      },
    }),
    // Everything cached belonged to the previous user, so a successful sign-in or sign-out invalidates all tags.
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...apiTagTypes] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          setCsrfToken(data.csrfToken);
          dispatch(sessionUserSet(data.user));
        } catch {
          // The login form shows the error.
        }
      },
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      invalidatesTags: (result) => (result ? [...apiTagTypes] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          setCsrfToken(data.csrfToken);
          dispatch(sessionUserCleared());
        } catch {
          // The caller reports the failure; the user stays signed in.
        }
      },
    }),
  }),
});

export const { useMeQuery, useLoginMutation, useLogoutMutation } = authApi;
