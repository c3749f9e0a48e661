import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  RequestContext,
  conflict,
  currentTime,
  fieldError,
  formatCents,
  notFound,
  queryRows,
  singaporeDate,
} from '@app/core';
import { SeatLedger } from '@app/registration';
import { CreditNoteService } from '../credit-notes/credit-note.service';
import { CreditNote, CreditNoteStatus } from '../credit-notes/credit-note.entity';
import { Invoice, InvoiceKind, InvoiceStatus } from '../invoices/invoice.entity';
import { customerOf } from '../ledger/customers';
import { InvoiceService } from '../invoices/invoice.service';
import { refreshInvoiceCaches, writeChangeLog } from '../ledger/ledger.sql';
import { Refund, RefundKind, RefundStatus } from '../ledger/refund.entity';
import { PaymentModes } from '../payments/payment-modes';
import { PayPalGateway } from '../payments/paypal.gateway';
import { StripeGateway } from '../payments/stripe.gateway';

export const REFUND_METHODS = ['card', 'paypal', 'manual'] as const;
/** The payment mode a course transfer moves what was paid by (inactive: never money received). */
export const TRANSFER_MODE = 'TRANSFER';
export type RefundMethod = (typeof REFUND_METHODS)[number];

export interface RefundRequest {
  registrationEventId: number;
  /** Absent: everything left on the seat (a full refund). */
  amountCents?: number;
  reason: string;
  method: RefundMethod;
  paymentModeId?: number | null;
  reference?: string | null;
  refundedOn?: string | null;
}

interface Seat {
  id: number;
  status: string;
  reg_no: string;
  registration_id: number;
  invoice_id: number | null;
}

/** Payments a refund goes back through the provider for: a Stripe PaymentIntent or a PayPal capture. */
const PAYPAL_MODE = 'PAYPAL';
const PROVIDER_PAID = `(p.provider_reference like 'pi\\_%' or (m.code = '${PAYPAL_MODE}' and p.provider_reference is not null))`;

/** Refunds still counting against what was paid: every one not reversed (pending ones too). */
const LIVE = `status <> 'Reversed'`;

/**
 * Money paid back for a seat (spec 4 "Refund"). Each refund is a credit note (CreditNoteService,
 * so the approval threshold applies) plus the refund row that pays it out: by card through
 * Stripe's refund API, or by hand (bank transfer, cheque) with a reference. The invoice is locked
 * first, so concurrent refunds of one registration queue and can never pay back more than was paid.
 */
@Injectable()
export class RefundService {
  constructor(
    private readonly em: EntityManager,
    private readonly invoices: InvoiceService,
    private readonly creditNotes: CreditNoteService,
    private readonly modes: PaymentModes,
    private readonly seats: SeatLedger,
    private readonly stripe: StripeGateway,
    private readonly paypal: PayPalGateway,
  ) {}

  async request(input: RefundRequest): Promise<Refund> {
    if (input.method === 'manual' && !input.paymentModeId) {
      throw fieldError('paymentModeId', 'Choose how the money is paid back (bank transfer, cheque)');
    }
    const refund = await this.em.transactional(async () => {
      const found = await this.seat(input.registrationEventId);
      if (found.invoice_id === null) {
        throw conflict('NOT_PAID', `Registration ${found.reg_no} has no invoice to refund`);
      }
      const invoice = await this.invoices.lock(found.invoice_id);
      const seat = await this.seat(input.registrationEventId, true);
      if (seat.status === 'Voided') {
        throw conflict('REGISTRATION_VOIDED', `Registration ${seat.reg_no} is voided: it cannot be refunded`);
      }
      if (seat.status === 'Refunded') {
        throw conflict('ALREADY_REFUNDED', `This seat of registration ${seat.reg_no} is already refunded`);
      }
      if (invoice.status !== InvoiceStatus.Issued) {
        throw conflict('NOT_REFUNDABLE', `Invoice ${invoice.invoiceNo} is void: it cannot be refunded`);
      }
      const { lineIndex, seatLeft, paidLeft } = await this.refundable(invoice, seat.id);
      const left = Math.min(seatLeft, paidLeft);
      const amount = input.amountCents ?? left;
      if (left <= 0)
        throw conflict('NOTHING_TO_REFUND', `Nothing paid is left to refund on ${invoice.invoiceNo}`);
      if (amount > left) {
        throw conflict('OVER_REFUND', `At most ${formatCents(left)} paid is left to refund on this seat`);
      }
      const modeId = await this.modeFor(input, invoice.id);
      const refund = this.em.create(Refund, {
        invoiceId: invoice.id,
        registrationEventId: seat.id,
        amountCents: amount,
        kind: amount === seatLeft ? RefundKind.Full : RefundKind.Partial,
        paymentModeId: modeId,
        reference: input.reference?.trim() || null,
        status: RefundStatus.PendingApproval,
        reason: input.reason.trim(),
        requestedById: RequestContext.userId() ?? null,
        requestedAt: currentTime(),
      });
      await this.em.flush();
      const note = await this.creditNotes.request({
        invoiceId: invoice.id,
        reason: input.reason,
        credit:
          lineIndex === null
            ? { kind: 'amount', amountCents: amount, description: input.reason.trim() }
            : { kind: 'lines', lines: [{ lineIndex, amountCents: amount }] },
        refundId: refund.id,
      });
      refund.creditNoteId = note.id;
      await this.em.flush();
      if (input.method === 'manual' && input.refundedOn && refund.status === RefundStatus.Approved) {
        await this.paidOut(refund, input.refundedOn);
      }
      return refund;
    });
    if (input.method !== 'manual' && refund.status === RefundStatus.Approved) await this.payOut(refund.id);
    return this.em.findOneOrFail(Refund, { id: refund.id }, { refresh: true });
  }

  /**
   * A provider refund sent once: by card to Stripe (the refund's id is the idempotency key, paid out
   * when `charge.refunded` confirms it) or to PayPal (the same key as PayPal-Request-Id, paid out
   * as soon as PayPal answers COMPLETED). A retry refunds nothing more.
   */
  async payOut(id: number): Promise<Refund> {
    const refund = await this.em.findOneOrFail(Refund, { id }, { refresh: true });
    if (refund.status !== RefundStatus.Approved) {
      throw conflict('NOT_APPROVED', 'Only an approved refund that is not yet paid out can be paid out');
    }
    const [payment] = await queryRows<{ provider_reference: string; code: string | null }>(
      this.em,
      `select p.provider_reference, m.code from payment p join payment_allocation a on a.payment_id = p.id
         join payment_mode m on m.id = p.payment_mode_id
        where a.invoice_id = ? and p.status = 'Received' and p.payment_mode_id = ? and ${PROVIDER_PAID}
        order by p.id limit 1`,
      [refund.invoiceId, refund.paymentModeId],
    );
    if (!payment) {
      // A manual refund: staff record its date (and reference) when the money went out.
      if (refund.refundedOn) return refund;
      throw conflict('MANUAL_REFUND', 'Record the date this refund was paid out instead');
    }
    if (payment.code === PAYPAL_MODE) return this.payOutPayPal(refund, payment.provider_reference);
    const paid = await this.stripe.stripe().refunds.create(
      {
        payment_intent: payment.provider_reference,
        amount: refund.amountCents,
        metadata: { refundId: String(refund.id) },
      },
      { idempotencyKey: `refund-${refund.id}` },
    );
    await this.providerRefunded(refund, paid.id, false);
    return this.em.findOneOrFail(Refund, { id }, { refresh: true });
  }

  /** PayPal answers at once: COMPLETED is paid out today; PENDING stays approved until a later payout finds it settled. */
  private async payOutPayPal(refund: Refund, captureId: string): Promise<Refund> {
    const sent = refund.providerRefundId
      ? await this.paypal.refund(refund.providerRefundId)
      : await this.paypal.refundCapture(
          captureId,
          refund.amountCents,
          `refund-${refund.id}`,
          refund.reason ?? 'Refund',
        );
    await this.providerRefunded(refund, sent.id, sent.status === 'COMPLETED');
    return this.em.findOneOrFail(Refund, { id: refund.id }, { refresh: true });
  }

  /** Records the provider's refund id once, under the invoice's lock; paid out now when the provider says so. */
  private async providerRefunded(refund: Refund, providerRefundId: string, paidOut: boolean): Promise<void> {
    await this.em.transactional(async () => {
      await this.invoices.lock(refund.invoiceId);
      await queryRows(
        this.em,
        `update refund set provider_refund_id = coalesce(provider_refund_id, ?), reference = coalesce(reference, ?),
                status = case when ?::boolean and status = 'Approved' then 'PaidOut' else status end,
                refunded_on = case when ?::boolean and status = 'Approved' then ?::date else refunded_on end,
                updated_at = now()
          where id = ? returning id`,
        [providerRefundId, providerRefundId, paidOut, paidOut, singaporeDate(), refund.id],
      );
      if (paidOut) await refreshInvoiceCaches(this.em, [refund.invoiceId]);
    });
  }

  /** Stripe's `charge.refunded`: the refunds it lists are paid out, each once, dated today. */
  async confirmProviderRefunds(providerRefundIds: readonly string[]): Promise<number> {
    if (providerRefundIds.length === 0) return 0;
    return this.em.transactional(async () => {
      const waiting = await this.em.find(
        Refund,
        { providerRefundId: { $in: [...providerRefundIds] }, status: RefundStatus.Approved },
        { orderBy: { invoiceId: 'asc', id: 'asc' } },
      );
      await this.invoices.lockAll(waiting.map((refund) => refund.invoiceId));
      const refunds = await this.em.find(
        Refund,
        { id: { $in: waiting.map((refund) => refund.id) }, status: RefundStatus.Approved },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: 'asc' } },
      );
      for (const refund of refunds) {
        refund.status = RefundStatus.PaidOut;
        refund.refundedOn = singaporeDate();
      }
      await this.em.flush();
      await refreshInvoiceCaches(
        this.em,
        refunds.map((refund) => refund.invoiceId),
      );
      return refunds.length;
    });
  }

  /** The day a manual refund went out: it is then paid out and counts in the invoice's balance. */
  async setRefundedOn(id: number, refundedOn: string): Promise<Refund> {
    return this.change(id, async (refund) => {
      if (refund.providerRefundId) {
        throw conflict('PROVIDER_REFUND', 'A card refund is dated by the card provider');
      }
      if (refund.status === RefundStatus.PendingApproval) {
        throw conflict('NOT_APPROVED', 'This refund waits for approval: it cannot be paid out yet');
      }
      if (refundedOn > singaporeDate())
        throw fieldError('refundedOn', 'Refunded date cannot be in the future');
      await this.paidOut(refund, refundedOn);
    });
  }

  async setReference(id: number, reference: string): Promise<Refund> {
    return this.change(id, (refund) => {
      refund.reference = reference.trim();
      return Promise.resolve();
    });
  }

  /**
   * Reverses a refund recorded by mistake (never one paid out through a provider). Its credit note
   * cannot be edited: a pending one is rejected; an issued one is offset by an invoice for the same
   * amount ("Reversal of CN-..."), so the customer again owes what the refund had credited. A seat
   * refunded in full takes its place back through the seat ledger (409 when the event is now full).
   */
  async unrefund(id: number, reason: string): Promise<Refund> {
    return this.change(id, async (refund, invoice) => {
      if (refund.providerRefundId) {
        throw conflict('PAID_OUT', 'This refund was paid out through the card provider: it cannot be undone');
      }
      if (refund.status === RefundStatus.Reversed) {
        throw conflict('ALREADY_REVERSED', 'This refund is already reversed');
      }
      const wasFull = refund.kind === RefundKind.Full && refund.status !== RefundStatus.PendingApproval;
      refund.status = RefundStatus.Reversed;
      await this.em.flush();
      const note = refund.creditNoteId
        ? await this.em.findOne(CreditNote, { id: refund.creditNoteId })
        : null;
      if (note?.status === CreditNoteStatus.PendingApproval) {
        note.status = CreditNoteStatus.Rejected;
        note.decisionNote = `Refund reversed: ${reason.trim()}`;
        note.decidedAt = currentTime();
        note.decidedById = RequestContext.userId() ?? null;
      } else if (note?.status === CreditNoteStatus.Issued) {
        // A manual invoice, not tied to the registration: the registration keeps its one invoice.
        await this.invoices.issue({
          kind: InvoiceKind.Manual,
          customer: customerOf(invoice),
          lines: [
            {
              description: `Reversal of credit note ${note.creditNoteNo} (refund recorded by mistake)`,
              quantity: 1,
              unitPriceCents: note.totalCents,
              gstable: note.gstCents > 0,
            },
          ],
          discounts: [],
          remarks: reason.trim(),
        });
      }
      await this.em.flush();
      await writeChangeLog(this.em, [
        { type: 'Refund', id: refund.id, action: 'update', field: 'reason', newValue: reason.trim() },
      ]);
      if (wasFull && refund.registrationEventId) await this.retake(refund.registrationEventId);
    });
  }

  private async retake(registrationEventId: number): Promise<void> {
    const [seat] = await queryRows<{
      event_id: number;
      participant_id: number;
      title: string;
      status: string;
    }>(
      this.em,
      `select re.event_id, re.participant_id, re.status, e.title from registration_event re
         join event e on e.id = re.event_id where re.id = ?`,
      [registrationEventId],
    );
    if (seat?.status !== 'Refunded') return;
    await this.seats.reserve([
      { eventId: seat.event_id, eventTitle: seat.title, participantId: seat.participant_id },
    ]);
    await queryRows(
      this.em,
      `update registration_event set status = 'Confirmed', updated_at = now() where id = ? returning id`,
      [registrationEventId],
    );
  }

  /**
   * A course transfer's refund, inside its transaction: what was paid for the old seat (credited by
   * the transfer's credit note) goes out of the old invoice into the payment on the new one, so it
   * is paid out at once by the inactive TRANSFER mode, and never dated, referenced or undone later.
   */
  async transferOut(spec: {
    invoiceId: number;
    registrationEventId: number;
    creditNoteId: number;
    amountCents: number;
    reference: string;
    reason: string;
  }): Promise<Refund> {
    const mode = await this.modes.byCode(TRANSFER_MODE);
    const userId = RequestContext.userId() ?? null;
    const refund = this.em.create(Refund, {
      invoiceId: spec.invoiceId,
      registrationEventId: spec.registrationEventId,
      creditNoteId: spec.creditNoteId,
      amountCents: spec.amountCents,
      kind: RefundKind.Full,
      paymentModeId: mode.id,
      reference: spec.reference,
      status: RefundStatus.PaidOut,
      refundedOn: singaporeDate(),
      reason: spec.reason,
      requestedById: userId,
      requestedAt: currentTime(),
      decidedById: userId,
      decidedAt: currentTime(),
    });
    await this.em.flush();
    await refreshInvoiceCaches(this.em, [spec.invoiceId]);
    return refund;
  }

  private async change(
    id: number,
    apply: (refund: Refund, invoice: Invoice) => Promise<void>,
  ): Promise<Refund> {
    return this.em.transactional(async () => {
      const peek = await this.em.findOne(Refund, { id });
      if (!peek) throw notFound('Refund');
      const [transfer] = await queryRows(this.em, `select 1 from course_transfer where refund_id = ?`, [id]);
      if (transfer) {
        throw conflict(
          'TRANSFER_REFUND',
          'This entry moved the money to a course transfer: it cannot be changed',
        );
      }
      const invoice = await this.invoices.lock(peek.invoiceId);
      const refund = await this.em.findOneOrFail(
        Refund,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      await apply(refund, invoice);
      await this.em.flush();
      await refreshInvoiceCaches(this.em, [invoice.id]);
      return refund;
    });
  }

  private async paidOut(refund: Refund, refundedOn: string): Promise<void> {
    refund.status = RefundStatus.PaidOut;
    refund.refundedOn = refundedOn;
    await this.em.flush();
    await refreshInvoiceCaches(this.em, [refund.invoiceId]);
  }

  /** The seat, its registration and its live (issued or void, never draft) invoice. */
  private async seat(id: number, lock = false): Promise<Seat> {
    const [seat] = await queryRows<Seat>(
      this.em,
      `select re.id, re.status, r.reg_no, r.id as registration_id,
              (select i.id from invoice i where i.registration_id = r.id and i.status <> 'Draft'
                order by (i.status = 'Issued') desc, i.id desc limit 1) as invoice_id
         from registration_event re join registration r on r.id = re.registration_id
        where re.id = ? ${lock ? 'for update of re' : ''}`,
      [id],
    );
    if (!seat) throw notFound('Registration participant');
    return seat;
  }

  /** What may still be refunded: of the seat's net amount, and of what the invoice was paid. */
  private async refundable(invoice: Invoice, seatId: number) {
    const lineIndex = invoice.lines.findIndex((line) => line.registrationEventId === seatId);
    const line = lineIndex >= 0 ? invoice.lines[lineIndex] : undefined;
    const [sums] = await queryRows<{ seat: number; invoice: number }>(
      this.em,
      `select coalesce(sum(amount_cents) filter (where registration_event_id = ?), 0)::int as seat,
              coalesce(sum(amount_cents), 0)::int as invoice
         from refund where invoice_id = ? and ${LIVE}`,
      [seatId, invoice.id],
    );
    const seatNet = line ? line.amountCents - (line.discountCents ?? 0) : invoice.totalCents;
    return {
      lineIndex: line ? lineIndex : null,
      seatLeft: seatNet - sums.seat,
      paidLeft: invoice.paidCents - sums.invoice,
    };
  }

  /** Provider refunds go back by the mode the card or PayPal payment came in by; manual ones by the mode chosen. */
  private async modeFor(input: RefundRequest, invoiceId: number): Promise<number> {
    if (input.method === 'manual') return (await this.modes.active(input.paymentModeId ?? 0)).id;
    const paypal = input.method === 'paypal';
    const [paid] = await queryRows<{ payment_mode_id: number }>(
      this.em,
      `select p.payment_mode_id from payment p join payment_allocation a on a.payment_id = p.id
         join payment_mode m on m.id = p.payment_mode_id
        where a.invoice_id = ? and p.status = 'Received' and ${PROVIDER_PAID} and (m.code = '${PAYPAL_MODE}') = ?
        order by p.id limit 1`,
      [invoiceId, paypal],
    );
    if (!paid && paypal)
      throw conflict('NOT_PAYPAL_PAID', 'This invoice was not paid by PayPal: refund it by hand');
    if (!paid) throw conflict('NOT_CARD_PAID', 'This invoice was not paid by card: refund it by hand');
    return paid.payment_mode_id;
  }
}
