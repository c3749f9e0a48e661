import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CheckPolicies, IdPipe, conflict, queryRows } from '@app/core';
import {
  FullRefundInput,
  PartialRefundInput,
  RefundRefInput,
  RefundedDateInput,
  RefundedReferenceInput,
  UnrefundInput,
} from './refund.dto';
import { RefundService } from './refund.service';

export interface SeatRefunds {
  registrationEventId: number;
  status: string;
  invoice: {
    id: number;
    invoiceNo: string;
    balanceCents: number;
    paidCents: number;
    creditedCents: number;
    refundedCents: number;
  } | null;
  refunds: {
    id: number;
    amountCents: number;
    kind: string;
    status: string;
    reference: string | null;
    providerRefundId: string | null;
    refundedOn: string | null;
    reason: string | null;
    creditNoteId: number | null;
    creditNoteNo: string | null;
    creditNoteStatus: string | null;
    /** The mode the money goes back by: STRIPE for a card refund (its code), else the list's entry. */
    paymentModeCode: string | null;
    paymentModeName: string | null;
  }[];
}

/**
 * Refunds of one seat (spec 7.6, `participant/{id}/` is the registration event). Staff and
 * Administrator (`create Refund`); Customer Service Officers may not refund (403).
 */
@Controller('admin/registration/participant/:id')
export class RefundsController {
  constructor(
    private readonly em: EntityManager,
    private readonly refunds: RefundService,
  ) {}

  @Get('refunds')
  @CheckPolicies('read', 'Refund')
  list(@Param('id', IdPipe) id: number): Promise<SeatRefunds> {
    return this.view(id);
  }

  /** A full refund of what is left on the seat: the seat becomes Refunded. */
  @Post('setrefundstatus')
  @HttpCode(200)
  @CheckPolicies('create', 'Refund')
  async full(@Param('id', IdPipe) id: number, @Body() input: FullRefundInput) {
    await this.refunds.request({ ...input, registrationEventId: id });
    return this.view(id);
  }

  @Post('partialrefund')
  @HttpCode(200)
  @CheckPolicies('create', 'Refund')
  async partial(@Param('id', IdPipe) id: number, @Body() input: PartialRefundInput) {
    await this.refunds.request({ ...input, registrationEventId: id });
    return this.view(id);
  }

  /** A further refund entry after earlier ones: the same rules, against what is still left. */
  @Post('add-refund-entry')
  @HttpCode(200)
  @CheckPolicies('create', 'Refund')
  async entry(@Param('id', IdPipe) id: number, @Body() input: PartialRefundInput) {
    await this.refunds.request({ ...input, registrationEventId: id });
    return this.view(id);
  }

  @Post('setrefundeddate')
  @HttpCode(200)
  @CheckPolicies('update', 'Refund')
  async refundedOn(@Param('id', IdPipe) id: number, @Body() input: RefundedDateInput) {
    await this.own(id, input.refundId);
    await this.refunds.setRefundedOn(input.refundId, input.refundedOn);
    return this.view(id);
  }

  /** The same for a refund entry that is not the seat's own ("other entries": a manual invoice's). */
  @Post('setotherentryrefundeddate')
  @HttpCode(200)
  @CheckPolicies('update', 'Refund')
  async otherRefundedOn(@Param('id', IdPipe) id: number, @Body() input: RefundedDateInput) {
    await this.own(id, input.refundId, true);
    await this.refunds.setRefundedOn(input.refundId, input.refundedOn);
    return this.view(id);
  }

  @Post('setrefundedref')
  @HttpCode(200)
  @CheckPolicies('update', 'Refund')
  async reference(@Param('id', IdPipe) id: number, @Body() input: RefundedReferenceInput) {
    await this.own(id, input.refundId);
    await this.refunds.setReference(input.refundId, input.reference);
    return this.view(id);
  }

  @Post('setotherentryrefundedref')
  @HttpCode(200)
  @CheckPolicies('update', 'Refund')
  async otherReference(@Param('id', IdPipe) id: number, @Body() input: RefundedReferenceInput) {
    await this.own(id, input.refundId, true);
    await this.refunds.setReference(input.refundId, input.reference);
    return this.view(id);
  }

  @Post('unrefund')
  @HttpCode(200)
  @CheckPolicies('create', 'Refund')
  async unrefund(@Param('id', IdPipe) id: number, @Body() input: UnrefundInput) {
    await this.own(id, input.refundId, true);
    await this.refunds.unrefund(input.refundId, input.reason);
    return this.view(id);
  }

  /** Approved card refunds that were not sent (approved above the threshold later): send now. */
  @Post('refund/payout')
  @HttpCode(200)
  @CheckPolicies('create', 'Refund')
  async payOut(@Param('id', IdPipe) id: number, @Body() input: RefundRefInput) {
    await this.own(id, input.refundId);
    await this.refunds.payOut(input.refundId);
    return this.view(id);
  }

  /** The refund must be this seat's (or, for "other entries", of this seat's registration's invoices). */
  private async own(seatId: number, refundId: number, otherEntries = false): Promise<void> {
    const [row] = await queryRows<{ found: number }>(
      this.em,
      `select 1 as found from refund f
         join registration_event re on re.id = ?
        where f.id = ? and (f.registration_event_id = re.id ${
          otherEntries
            ? `or f.invoice_id in (select i.id from invoice i where i.registration_id = re.registration_id)`
            : ''
        })`,
      [seatId, refundId],
    );
    if (!row) throw conflict('NOT_THIS_SEAT', 'This refund is not one of this registration participant');
  }

  private async view(seatId: number): Promise<SeatRefunds> {
    const [seat] = await queryRows<{ status: string; invoice_id: number | null }>(
      this.em,
      `select re.status,
              (select i.id from invoice i where i.registration_id = re.registration_id and i.status <> 'Draft'
                order by (i.status = 'Issued') desc, i.id desc limit 1) as invoice_id
         from registration_event re where re.id = ?`,
      [seatId],
    );
    if (!seat) return { registrationEventId: seatId, status: 'Unknown', invoice: null, refunds: [] };
    const [invoice] = seat.invoice_id
      ? await queryRows<SeatRefunds['invoice'] & object>(
          this.em,
          `select id, invoice_no as "invoiceNo", balance_cents as "balanceCents", paid_cents as "paidCents",
                  credited_cents as "creditedCents", refunded_cents as "refundedCents"
             from invoice where id = ?`,
          [seat.invoice_id],
        )
      : [];
    const refunds = await queryRows<SeatRefunds['refunds'][number]>(
      this.em,
      `select f.id, f.amount_cents as "amountCents", f.kind, f.status, f.reference,
              f.provider_refund_id as "providerRefundId", to_char(f.refunded_on, 'YYYY-MM-DD') as "refundedOn",
              f.reason, f.credit_note_id as "creditNoteId", c.credit_note_no as "creditNoteNo",
              c.status as "creditNoteStatus", m.code as "paymentModeCode", m.name as "paymentModeName"
         from refund f left join credit_note c on c.id = f.credit_note_id
         left join payment_mode m on m.id = f.payment_mode_id
        where f.registration_event_id = ? order by f.id`,
      [seatId],
    );
    return { registrationEventId: seatId, status: seat.status, invoice: invoice ?? null, refunds };
  }
}
