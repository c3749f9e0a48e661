import { baseApi } from '@/app/api/baseApi';
import { buildMultipartBody } from '@/shared/multipartBody';
import type {
  BatchRequest,
  BatchResult,
  CorporateAgent,
  CorporateQuote,
  CorporateRegistrationInput,
  CounterRegistrationInput,
  StaffRegistrationResult,
} from './staffRegistrationTypes';

/** Registrations change seats, invoices and receipts: the lists showing them are fetched again. */
const changed = [
  { type: 'Registration' as const, id: 'LIST' },
  { type: 'Invoice' as const, id: 'LIST' },
  { type: 'Event' as const, id: 'LIST' },
];

export const staffRegistrationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registerAtCounter: build.mutation<StaffRegistrationResult, CounterRegistrationInput>({
      query: (body) => ({ url: '/admin/registration/create', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    validateCorporate: build.mutation<CorporateQuote, CorporateRegistrationInput>({
      query: (body) => ({ url: '/admin/registration/corporate/validate', method: 'POST', body }),
    }),
    registerCorporate: build.mutation<StaffRegistrationResult, CorporateRegistrationInput>({
      query: (body) => ({ url: '/admin/registration/corporate/create', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    getCorporateAgents: build.query<CorporateAgent[], { corporateId: number; keyword: string }>({
      query: (params) => ({ url: '/admin/registration/corporate/participants/fetch', params }),
    }),
    runBatch: build.mutation<BatchResult, BatchRequest>({
      query: ({ data, file }) => ({
        url: '/admin/registration/batch/create',
        method: 'POST',
        body: buildMultipartBody(data, { file }),
      }),
      invalidatesTags: (result) => (result?.registered ? changed : []),
    }),
  }),
});

export const {
  useRegisterAtCounterMutation,
  useValidateCorporateMutation,
  useRegisterCorporateMutation,
  useGetCorporateAgentsQuery,
  useRunBatchMutation,
} = staffRegistrationApi;

/** Where staff download the batch spreadsheet to fill in. */
export const batchTemplatePath = '/admin/registration/batch/template';

/** One key per form, so a double submit gives the one registration. */
export const newIdempotencyKey = () => crypto.randomUUID().replace(/-/g, '');
