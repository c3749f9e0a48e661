import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext, conflict, fieldError, formatCents, queryRows, singaporeDate } from '@app/core';
import { SeatTransfers, type TransferSource, type TransferTarget } from '@app/registration';
import { CreditNoteService } from '../credit-notes/credit-note.service';
import { CreditNoteStatus } from '../credit-notes/credit-note.entity';
import { Invoice, InvoiceKind, InvoiceStatus } from '../invoices/invoice.entity';
import { InvoiceService } from '../invoices/invoice.service';
import { customerOf } from '../ledger/customers';
import { refreshInvoiceCaches } from '../ledger/ledger.sql';
import { PaymentService } from '../payments/payment.service';
import { RefundService, TRANSFER_MODE } from '../refunds/refund.service';
import { CourseTransfer } from './course-transfer.entity';

export interface TransferRequest {
  targetEventId?: number | null;
  targetParticipantId?: number | null;
}

/** What a transfer does, shown in the confirmation dialog before it is done. */
export interface TransferPreview {
  seat: {
    id: number;
    regNo: string;
    eventId: number;
    eventTitle: string;
    participantId: number;
    participantName: string;
  };
  target: { eventId: number; eventTitle: string; participantId: number; participantName: string };
  invoice: { id: number; invoiceNo: string };
  /** The credit note on the old invoice: what was paid for the seat. */
  creditNoteCents: number;
  newInvoiceCents: number;
  /** New price less the credit: positive, owed on the new invoice; negative, left as credit on account. */
  differenceCents: number;
  owedCents: number;
  creditOnAccountCents: number;
  documents: { document: 'Credit note' | 'Invoice' | 'Receipt'; description: string; amountCents: number }[];
}

export interface TransferDone extends TransferPreview {
  transferId: number;
  creditNoteNo: string;
  newInvoiceId: number;
  newInvoiceNo: string;
  newRegistrationId: number;
  newRegNo: string;
  newSeatId: number;
  receiptNo: string | null;
}

interface Plan {
  source: TransferSource;
  target: TransferTarget;
  invoice: Invoice;
  lineIndex: number;
  preview: TransferPreview;
}

/**
 * Transfer course (issue 16 item 4): a paid seat moves to another event (any course) or another
 * participant, in one transaction. The old invoice's seat line is credited by a credit note for
 * what was paid for it; the new seat (its own registration, same payer) gets a new invoice; what
 * was paid moves across as a refund out of the old invoice and a payment (mode TRANSFER, with its
 * receipt) into the new one, so each invoice's balance stays true from its dated rows: a dearer
 * seat leaves the difference owed on the new invoice, a cheaper one leaves it as credit on account.
 */
@Injectable()
export class TransferService {
  constructor(
    private readonly em: EntityManager,
    private readonly seats: SeatTransfers,
    private readonly invoices: InvoiceService,
    private readonly creditNotes: CreditNoteService,
    private readonly refunds: RefundService,
    private readonly payments: PaymentService,
  ) {}

  async preview(seatId: number, request: TransferRequest): Promise<TransferPreview> {
    return (await this.plan(seatId, request, false)).preview;
  }

  async transfer(seatId: number, request: TransferRequest, reason: string): Promise<TransferDone> {
    const why = reason.trim();
    return this.em.transactional(async () => {
      const { source, target, invoice, lineIndex, preview } = await this.plan(seatId, request, true);
      const moved = await this.seats.move(source, target);
      const movedTo = `${target.eventTitle} (${target.participantName}, ${moved.regNo})`;
      const note = await this.creditNotes.request({
        invoiceId: invoice.id,
        reason: `Transferred to ${movedTo}: ${why}`,
        credit: { kind: 'lines', lines: [{ lineIndex, amountCents: preview.creditNoteCents }] },
        issueNow: true,
      });
      const issued = await this.invoices.issue({
        kind: InvoiceKind.Registration,
        customer: customerOf(invoice),
        registrationId: moved.registrationId,
        lines: [
          {
            description: `${target.eventTitle} (${target.participantName})`,
            quantity: 1,
            unitPriceCents: target.priceCents,
            gstable: true,
            registrationEventId: moved.seatId,
          },
        ],
        discounts: [],
        remarks: `Transferred from ${source.regNo}, invoice ${invoice.invoiceNo}: ${why}`,
      });
      const [newInvoice] = await queryRows<{ gst_cents: number; gst_rate_basis_points: number }>(
        this.em,
        'select gst_cents, gst_rate_basis_points from invoice where id = ?',
        [issued.id],
      );
      await this.seats.invoiced(moved.registrationId, newInvoice.gst_cents, newInvoice.gst_rate_basis_points);
      const moving = preview.creditNoteCents;
      let refundId: number | null = null;
      let received: { paymentId: number; receiptNo: string } | null = null;
      if (moving > 0) {
        const refund = await this.refunds.transferOut({
          invoiceId: invoice.id,
          registrationEventId: source.id,
          creditNoteId: note.id,
          amountCents: moving,
          reference: issued.invoiceNo ?? '',
          reason: `Transferred to ${movedTo}`,
        });
        refundId = refund.id;
        const applied = Math.min(moving, target.priceCents);
        received = await this.payments.receive({
          customer: customerOf(invoice),
          mode: { code: TRANSFER_MODE },
          receivedOn: singaporeDate(),
          amountCents: moving,
          reference: `Transfer from ${invoice.invoiceNo}`,
          registrationId: moved.registrationId,
          allocations: applied > 0 ? [{ invoiceId: issued.id, amountCents: applied }] : [],
          creditOnAccount: moving > applied,
          remarks: why,
        });
      }
      await refreshInvoiceCaches(this.em, [invoice.id, issued.id]);
      const record = this.em.create(CourseTransfer, {
        fromRegistrationEventId: source.id,
        toRegistrationEventId: moved.seatId,
        fromInvoiceId: invoice.id,
        creditNoteId: note.id,
        toInvoiceId: issued.id,
        refundId,
        paymentId: received?.paymentId ?? null,
        creditedCents: preview.creditNoteCents,
        newPriceCents: target.priceCents,
        differenceCents: preview.differenceCents,
        reason: why,
        transferredOn: singaporeDate(),
        transferredById: RequestContext.userId() ?? null,
      });
      await this.em.flush();
      return {
        ...preview,
        transferId: record.id,
        creditNoteNo: note.creditNoteNo ?? '',
        newInvoiceId: issued.id,
        newInvoiceNo: issued.invoiceNo ?? '',
        newRegistrationId: moved.registrationId,
        newRegNo: moved.regNo,
        newSeatId: moved.seatId,
        receiptNo: received?.receiptNo ?? null,
      };
    });
  }

  /**
   * The seat, its invoice and the target, with every refusal: an unpaid, voided, refunded or moved
   * seat, a seat with refunds or credits, the same event for the same participant (409). Locked
   * for the transfer in the order every money change takes: the invoice, then the seat.
   */
  private async plan(seatId: number, request: TransferRequest, lock: boolean): Promise<Plan> {
    if (!request.targetEventId && !request.targetParticipantId) {
      throw fieldError('targetEventId', 'Choose the event or the participant to transfer the seat to');
    }
    const peek = await this.seats.source(seatId, false);
    const [found] = await queryRows<{ id: number }>(
      this.em,
      `select id from invoice where registration_id = ? and status = ? order by id desc limit 1`,
      [peek.registrationId, InvoiceStatus.Issued],
    );
    if (!found)
      throw conflict(
        'NOT_PAID',
        `Registration ${peek.regNo} has no invoice: only a paid seat can be transferred`,
      );
    const invoice = lock
      ? await this.invoices.lock(found.id)
      : await this.em.findOneOrFail(Invoice, { id: found.id });
    const source = lock ? await this.seats.source(seatId, true) : peek;
    const lineIndex = invoice.lines.findIndex((line) => line.registrationEventId === source.id);
    if (lineIndex < 0) {
      throw conflict(
        'NOT_ON_INVOICE',
        `This seat is not on invoice ${invoice.invoiceNo}: it cannot be transferred`,
      );
    }
    const [taken] = await queryRows<{ refunds: number; credits: number; refunded: number }>(
      this.em,
      `select (select coalesce(sum(amount_cents), 0) from refund where registration_event_id = ? and status <> 'Reversed')::int as refunds,
              (select coalesce(sum((l->>'amountCents')::int), 0) from credit_note c, jsonb_array_elements(c.lines) l
                where c.invoice_id = ? and c.status in (?, ?) and (l->>'lineIndex')::int = ?)::int as credits,
              (select coalesce(sum(amount_cents), 0) from refund where invoice_id = ? and status <> 'Reversed')::int as refunded`,
      [
        source.id,
        invoice.id,
        CreditNoteStatus.Issued,
        CreditNoteStatus.PendingApproval,
        lineIndex,
        invoice.id,
      ],
    );
    if (taken.refunds > 0 || taken.credits > 0) {
      throw conflict(
        'REFUNDS_ON_SEAT',
        `This seat has refunds or credit notes on invoice ${invoice.invoiceNo}: reverse them before transferring it`,
      );
    }
    const line = invoice.lines[lineIndex];
    const seatNet = line.amountCents - (line.discountCents ?? 0);
    if (invoice.balanceCents > 0 || invoice.paidCents - taken.refunded < seatNet) {
      throw conflict(
        'NOT_PAID',
        `Invoice ${invoice.invoiceNo} still owes ${formatCents(Math.max(invoice.balanceCents, 0))}: only a paid seat can be transferred`,
      );
    }
    const target = await this.seats.target(source, {
      eventId: request.targetEventId,
      participantId: request.targetParticipantId,
    });
    const difference = target.priceCents - seatNet;
    const documents: TransferPreview['documents'] = [
      {
        document: 'Credit note',
        description: `On invoice ${invoice.invoiceNo}: ${source.eventTitle} (${source.participantName})`,
        amountCents: seatNet,
      },
      {
        document: 'Invoice',
        description: `New invoice: ${target.eventTitle} (${target.participantName})`,
        amountCents: target.priceCents,
      },
    ];
    if (seatNet > 0) {
      documents.push({
        document: 'Receipt',
        description: `What was paid moves to the new invoice (${formatCents(Math.min(seatNet, target.priceCents))})${
          difference < 0 ? `, ${formatCents(-difference)} as credit on account` : ''
        }`,
        amountCents: seatNet,
      });
    }
    return {
      source,
      target,
      invoice,
      lineIndex,
      preview: {
        seat: {
          id: source.id,
          regNo: source.regNo,
          eventId: source.eventId,
          eventTitle: source.eventTitle,
          participantId: source.participantId,
          participantName: source.participantName,
        },
        target: {
          eventId: target.eventId,
          eventTitle: target.eventTitle,
          participantId: target.participantId,
          participantName: target.participantName,
        },
        invoice: { id: invoice.id, invoiceNo: invoice.invoiceNo ?? '' },
        creditNoteCents: seatNet,
        newInvoiceCents: target.priceCents,
        differenceCents: difference,
        owedCents: Math.max(difference, 0),
        creditOnAccountCents: Math.max(-difference, 0),
        documents,
      },
    };
  }
}
