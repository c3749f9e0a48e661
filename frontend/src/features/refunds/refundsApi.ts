import { baseApi } from '@/app/api/baseApi';
import { recordTags } from '@/shared/recordTags';
import type { RefundInput, RefundKind, SeatRefunds } from './refundTypes';

const registrations = recordTags('Registration');
const invoices = recordTags('Invoice');
const payments = recordTags('Payment');

const paths: Readonly<Record<RefundKind, string>> = {
  full: 'setrefundstatus',
  partial: 'partialrefund',
  entry: 'add-refund-entry',
};

/** Tagged with the invoices: every refund, credit note and payment change moves the seat's figures. */
const seatTags = [invoices.list, registrations.list];

/** A refund moves the registration, its invoice, credit notes and the payer's transactions. */
const moneyChanged = (_result: unknown, error: unknown, arg: { registrationId: number }) =>
  error ? [] : [registrations.list, registrations.one(arg.registrationId), invoices.list, payments.list];

interface SeatArg {
  /** The registration event (`participant/{id}/` in the contract). */
  seatId: number;
  registrationId: number;
}

/** Refunds of one seat (spec 7.6 `/admin/registration/participant/{id}/...`). */
export const refundsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSeatRefunds: build.query<SeatRefunds, number>({
      query: (seatId) => `/admin/registration/participant/${seatId}/refunds`,
      providesTags: seatTags,
    }),
    refundSeat: build.mutation<SeatRefunds, SeatArg & { kind: RefundKind; input: RefundInput }>({
      query: ({ seatId, kind, input }) => ({
        url: `/admin/registration/participant/${seatId}/${paths[kind]}`,
        method: 'POST',
        body: kind === 'full' ? { ...input, amountCents: undefined } : input,
      }),
      invalidatesTags: moneyChanged,
    }),
    /** A manual refund paid out on that day (the seat's own, or "other entries" of its registration). */
    setRefundedDate: build.mutation<SeatRefunds, SeatArg & { refundId: number; refundedOn: string }>({
      query: ({ seatId, refundId, refundedOn }) => ({
        url: `/admin/registration/participant/${seatId}/setrefundeddate`,
        method: 'POST',
        body: { refundId, refundedOn },
      }),
      invalidatesTags: moneyChanged,
    }),
    setRefundedReference: build.mutation<SeatRefunds, SeatArg & { refundId: number; reference: string }>({
      query: ({ seatId, refundId, reference }) => ({
        url: `/admin/registration/participant/${seatId}/setrefundedref`,
        method: 'POST',
        body: { refundId, reference },
      }),
      invalidatesTags: moneyChanged,
    }),
    unrefund: build.mutation<SeatRefunds, SeatArg & { refundId: number; reason: string }>({
      query: ({ seatId, refundId, reason }) => ({
        url: `/admin/registration/participant/${seatId}/unrefund`,
        method: 'POST',
        body: { refundId, reason },
      }),
      invalidatesTags: moneyChanged,
    }),
    /** Sends an approved card refund to Stripe (approved late, above the threshold); idempotent. */
    payOutRefund: build.mutation<SeatRefunds, SeatArg & { refundId: number }>({
      query: ({ seatId, refundId }) => ({
        url: `/admin/registration/participant/${seatId}/refund/payout`,
        method: 'POST',
        body: { refundId },
      }),
      invalidatesTags: moneyChanged,
    }),
  }),
});

export const {
  useGetSeatRefundsQuery,
  useRefundSeatMutation,
  useSetRefundedDateMutation,
  useSetRefundedReferenceMutation,
  useUnrefundMutation,
  usePayOutRefundMutation,
} = refundsApi;
