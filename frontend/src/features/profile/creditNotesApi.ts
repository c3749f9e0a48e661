import { baseApi } from '@/app/api/baseApi';

/** `GET /transactions/participant/:id/creditnotes`: a credit note issued on one of the participant's invoices. */
export interface MyCreditNote {
  id: number;
  creditNoteNo: string;
  issuedOn: string;
  invoiceNo: string | null;
  reason: string;
  totalCents: number;
}

export const creditNotesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The refunds and corrections credited to the participant, newest first. */
    getMyCreditNotes: build.query<MyCreditNote[], number>({
      query: (participantId) => `/transactions/participant/${participantId}/creditnotes`,
      providesTags: [
        { type: 'Registration', id: 'LIST' },
        { type: 'Invoice', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetMyCreditNotesQuery } = creditNotesApi;
