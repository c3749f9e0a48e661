import { baseApi } from '@/app/api/baseApi';
import { recordTags } from '@/shared/recordTags';

/** Where a seat goes: another event, another participant, or both. */
export interface TransferTarget {
  seatId: number;
  targetEventId?: number | null;
  targetParticipantId?: number | null;
}

/** `POST …/transfer/preview`: the documents and amounts a transfer would issue. */
export interface TransferPreview {
  seat: { id: number; regNo: string; eventTitle: string; participantName: string };
  target: { eventId: number; eventTitle: string; participantId: number; participantName: string };
  invoice: { id: number; invoiceNo: string };
  creditNoteCents: number;
  newInvoiceCents: number;
  differenceCents: number;
  owedCents: number;
  creditOnAccountCents: number;
  documents: { document: string; description: string; amountCents: number }[];
}

export interface TransferDone extends TransferPreview {
  creditNoteNo: string;
  newInvoiceNo: string;
  newRegistrationId: number;
  newRegNo: string;
}

const registrations = recordTags('Registration');

/** Transfer course (issue 16): a seat of a registration moves to another event or participant. */
export const transferApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    previewTransfer: build.mutation<TransferPreview, TransferTarget>({
      query: ({ seatId, ...body }) => ({
        url: `/admin/registration/participant/${seatId}/transfer/preview`,
        method: 'POST',
        body,
      }),
    }),
    transferSeat: build.mutation<TransferDone, TransferTarget & { registrationId: number; reason: string }>({
      query: ({ seatId, registrationId: _registrationId, ...body }) => ({
        url: `/admin/registration/participant/${seatId}/transfer`,
        method: 'POST',
        body,
      }),
      invalidatesTags: registrations.changed(({ registrationId }) => registrationId),
    }),
  }),
});

export const { usePreviewTransferMutation, useTransferSeatMutation } = transferApi;
