import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { alertShown, sessionUserCleared } from '@/app/sessionSlice';
import { parseApiError } from '@/shared/apiError';
import { getCsrfToken } from './csrf';

/** Every tag type of the app, so signing in or out can drop everything cached for the previous user. */
export const apiTagTypes = [
  'Me',
  'Outbox',
  'ConfigList',
  'ConfigEntry',
  'Facilitator',
  'Trainer',
  'Participant',
  'Corporate',
  'User',
  'ResSchedule',
  'Course',
  'Event',
  'ECourse',
  'Assessment',
  'Registration',
  'Payment',
  'PromoCode',
  'ExclusiveBundle',
  'Attendance',
  'Lead',
  'Invoice',
  'Receipt',
  'Product',
] as const;

const rawBaseQuery = fetchBaseQuery({
  // API paths are the spec's exact paths, served from the same origin as the app.
  baseUrl: '',
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    headers.set('X-Requested-With', 'XMLHttpRequest');
    const token = getCsrfToken();
    if (token) headers.set('X-CSRF-TOKEN', token);
    return headers;
  },
});

const forbiddenTitles: Partial<Record<number, string>> = {
  403: 'Not allowed',
  419: 'Your session has expired',
};

/** Whether baseQueryWithAuth already told the user about this status, so callers need not repeat it. */
export function isAlertedGlobally(status: number | null): boolean {
  return status !== null && forbiddenTitles[status] !== undefined;
}

export const baseQueryWithAuth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const status = result.error?.status;
  const forbiddenTitle = typeof status === 'number' ? forbiddenTitles[status] : undefined;
  if (status === 401) {
    // The session is gone (or never existed): the guards send the user to sign in.
    api.dispatch(sessionUserCleared());
  } else if (forbiddenTitle) {
    api.dispatch(
      alertShown({
        type: 'error',
        title: forbiddenTitle,
        description: parseApiError(result.error).message,
      }),
    );
  }
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithAuth,
  tagTypes: apiTagTypes,
  endpoints: () => ({}),
});
