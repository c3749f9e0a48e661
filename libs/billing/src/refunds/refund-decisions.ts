import { type EntityManager } from '@mikro-orm/postgresql';
import { RequestContext, currentTime } from '@app/core';
import { type SeatLedger } from '@app/registration';
import { Refund, RefundKind, RefundStatus } from '../ledger/refund.entity';

/**
 * A refund follows its credit note's decision (CreditNoteService calls this in its transaction):
 * issued, the refund is approved to be paid out and a seat refunded in full gives its place back;
 * rejected, the refund is reversed. Nothing happens for a credit note that is not a refund's.
 */
export const refundDecided = async (
  em: EntityManager,
  seats: SeatLedger,
  refundId: number | null | undefined,
  issued: boolean,
): Promise<void> => {
  if (!refundId) return;
  const refund = await em.findOne(Refund, { id: refundId });
  if (refund?.status !== RefundStatus.PendingApproval) return;
  refund.status = issued ? RefundStatus.Approved : RefundStatus.Reversed;
  refund.decidedAt = currentTime();
  refund.decidedById = RequestContext.userId() ?? null;
  await em.flush();
  if (issued && refund.kind === RefundKind.Full && refund.registrationEventId) {
    await seats.free([refund.registrationEventId], 'Refunded');
  }
};
