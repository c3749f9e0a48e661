import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DomainError,
  conflict,
  currentTime,
  formatCents,
  notFound,
  queryRows,
  singaporeDate,
} from '@app/core';
import {
  PaymentMethod,
  PaymentStatus,
  PromotionsService,
  RegistrationEventStatus,
  RegistrationService,
  RegistrationStatus,
  type AppliedDiscount,
  type RegistrationView,
  SeatLedger,
} from '@app/registration';
import { InvoiceKind } from '../invoices/invoice.entity';
import { InvoiceService, registrationCustomer, registrationLines } from '../invoices/invoice.service';
import { PaymentService } from './payment.service';

export interface ReceivedPayment {
  registrationId: number;
  method: PaymentMethod;
  /** The provider's transaction id: a second confirmation with it changes nothing. */
  reference: string;
  amountCents: number;
}

/** The payment modes list's entry for each online method. */
const MODE_CODES: Record<PaymentMethod, string> = {
  [PaymentMethod.Card]: 'STRIPE',
  [PaymentMethod.PayPal]: 'PAYPAL',
  [PaymentMethod.PayNow]: 'PAYNOW',
  [PaymentMethod.None]: 'CASH',
  [PaymentMethod.Offline]: 'CASH',
};

interface RegistrationRow {
  id: number;
  reg_no: string;
  payment_status: PaymentStatus;
  total_cents: number;
  payer_id: number;
  corporate_id: number | null;
  promo_code: string | null;
  remarks: string | null;
  discounts: AppliedDiscount[];
  /** The registration's invoice already issued (by staff, before the money came), if any. */
  invoice_id: number | null;
  invoice_balance: number | null;
  /** The events of its seats, to lock before reading them. */
  event_ids: number[];
}

interface SeatRow {
  id: number;
  event_id: number;
  participant_id: number;
  status: RegistrationEventStatus;
  unit_cents: number;
  event_title: string;
  participant_name: string;
}

/**
 * Turns money received into a confirmed registration, exactly once: seats confirmed, the tax
 * invoice issued (unless staff issued it already) and the payment received against it with a
 * receipt, through `InvoiceService` and `PaymentService`, then the confirmation mail queued with
 * both PDFs. One transaction, the registration row locked first; a hot path, so its reads and
 * writes are a few set-based statements.
 */
@Injectable()
export class PaymentConfirmation {
  private readonly logger = new Logger('PaymentConfirmation');

  constructor(
    private readonly em: EntityManager,
    private readonly registrations: RegistrationService,
    private readonly promotions: PromotionsService,
    private readonly seats: SeatLedger,
    private readonly invoices: InvoiceService,
    private readonly payments: PaymentService,
  ) {}

  async confirm(payment: ReceivedPayment): Promise<RegistrationView> {
    const confirmed = await this.em.transactional(async () => {
      const [registration] = await queryRows<RegistrationRow>(
        this.em,
        `select r.id, r.reg_no, r.payment_status, r.total_cents, r.payer_id, r.corporate_id, r.promo_code, r.remarks, r.discounts,
                i.id as invoice_id, i.balance_cents as invoice_balance,
                array(select distinct event_id from registration_event where registration_id = r.id order by event_id) as event_ids
           from registration r
           left join lateral (select id, balance_cents from invoice
                               where registration_id = r.id and status = 'Issued' order by id limit 1) i on true
          where r.id = ? for update of r`,
        [payment.registrationId],
      );
      if (!registration) throw notFound(`Registration ${payment.registrationId}`);
      if (registration.payment_status !== PaymentStatus.Unpaid) return false;
      if (payment.amountCents !== registration.total_cents) {
        throw conflict(
          'AMOUNT_MISMATCH',
          `Registration ${registration.reg_no} is for ${formatCents(registration.total_cents)}, the payment for ${formatCents(payment.amountCents)}`,
        );
      }
      const { seated, lines } = await this.seatsStillHeld(registration);
      const today = singaporeDate();
      const invoiceId = registration.invoice_id ?? (await this.issueInvoice(registration, lines, today));
      const owed = registration.invoice_id
        ? Math.max(registration.invoice_balance ?? 0, 0)
        : payment.amountCents;
      const allocated = Math.min(owed, payment.amountCents);
      const received = await this.payments.receive({
        customer: registrationCustomer(registration.payer_id, registration.corporate_id),
        mode: { code: MODE_CODES[payment.method] },
        receivedOn: today,
        amountCents: payment.amountCents,
        providerReference: payment.reference,
        registrationId: registration.id,
        allocations: allocated > 0 ? [{ invoiceId, amountCents: allocated }] : [],
        // Only when staff had taken part of it already: the rest is the payer's, on account.
        creditOnAccount: allocated < payment.amountCents,
      });
      if (!seated) {
        this.logger.warn(
          `Registration ${registration.reg_no} was paid after its seats were gone; a refund is due`,
        );
      }
      const requests = lines.map((line) => ({
        eventId: line.event_id,
        eventTitle: line.event_title,
        participantId: line.participant_id,
      }));
      await queryRows(
        this.em,
        `with paid as (
           update registration r set payment_status = 'paid', payment_method = ?,
             payment_reference = coalesce(r.payment_reference, ?), paid_at = ?, status = ?, remarks = ?,
             gst_cents = i.gst_cents, gst_rate_basis_points = i.gst_rate_basis_points, updated_at = now()
             from invoice i where r.id = ? and i.id = ? returning r.id)
         update registration_event set status = 'Confirmed', updated_at = now()
          where registration_id = (select id from paid) and ?::boolean returning id`,
        [
          payment.method,
          payment.reference,
          currentTime(),
          seated ? RegistrationStatus.Registered : RegistrationStatus.RegisteredNotCompleted,
          seated
            ? registration.remarks
            : [registration.remarks, 'Paid after the seat hold ran out and the event filled: refund due']
                .filter(Boolean)
                .join('\n'),
          registration.id,
          invoiceId,
          seated,
        ],
      ).catch((error: unknown) => {
        // A seat revived after its hold ran out, its participant since booked again.
        throw this.seats.alreadyRegistered(error, requests);
      });
      if (registration.promo_code) await this.promotions.recordUse(registration.promo_code);
      if (seated) {
        await this.registrations.sendConfirmation(registration.id, [
          { source: 'invoice-pdf', id: invoiceId },
          { source: 'receipt-pdf', id: received.receiptId },
        ]);
      }
      return true;
    });
    if (!confirmed) this.logger.log(`Payment ${payment.reference} had already been applied`);
    // The registration was written with SQL: read it afresh.
    this.em.clear();
    return this.registrations.view(payment.registrationId);
  }

  /** Sends the confirmation again, with the invoice and the latest receipt when it was paid. */
  async resend(registrationId: number): Promise<void> {
    const registration = await this.registrations.find(registrationId);
    const [documents] = await queryRows<{ invoice_id: number | null; receipt_id: number | null }>(
      this.em,
      `select (select id from invoice where registration_id = ? and status = 'Issued' order by id desc limit 1) as invoice_id,
              (select receipt_id from payment where registration_id = ? and status = 'Received' order by id desc limit 1) as receipt_id`,
      [registrationId, registrationId],
    );
    await this.registrations.sendConfirmation(registration.id, [
      ...(documents.invoice_id ? [{ source: 'invoice-pdf', id: documents.invoice_id }] : []),
      ...(documents.receipt_id ? [{ source: 'receipt-pdf', id: documents.receipt_id }] : []),
    ]);
  }

  private readSeats(registrationId: number): Promise<SeatRow[]> {
    return queryRows<SeatRow>(
      this.em,
      `select re.id, re.event_id, re.participant_id, re.status, re.unit_cents, e.title as event_title,
              p.first_name || ' ' || p.last_name as participant_name
         from registration_event re join event e on e.id = re.event_id join participant p on p.id = re.participant_id
        where re.registration_id = ? order by re.id`,
      [registrationId],
    );
  }

  /**
   * The seats are still this registration's unless its hold ran out and they were released; then
   * it takes them again if the events still have room. The events are locked first, as checkout
   * locks them, so a checkout releasing this hold and this confirmation cannot interleave.
   */
  private async seatsStillHeld(
    registration: RegistrationRow,
  ): Promise<{ seated: boolean; lines: SeatRow[] }> {
    // Releases this hold too if it ran out; the seats are then read as they now stand.
    await this.seats.lock(registration.event_ids);
    const lines = await this.readSeats(registration.id);
    if (lines.every((line) => line.status !== RegistrationEventStatus.Voided)) return { seated: true, lines };
    try {
      // Counted in again; the update that confirms them revives the seats themselves.
      await this.seats.reserve(
        lines
          .filter((line) => line.status === RegistrationEventStatus.Voided)
          .map((line) => ({
            eventId: line.event_id,
            eventTitle: line.event_title,
            participantId: line.participant_id,
          })),
      );
      return { seated: true, lines };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NO_SEATS_LEFT') return { seated: false, lines };
      throw error;
    }
  }

  /**
   * The tax invoice, dated today. Its GST is worked out at the rate in force at the time of supply
   * (the earlier of the invoice date and the payment date, both today here), which may not be the
   * rate the checkout quoted: the agreed price stays, its GST share is split again, and the
   * registration follows the invoice. Full or simplified by `taxInvoiceKind`.
   */
  private async issueInvoice(
    registration: RegistrationRow,
    lines: SeatRow[],
    today: string,
  ): Promise<number> {
    const { id } = await this.invoices.issue({
      kind: InvoiceKind.Registration,
      customer: registrationCustomer(registration.payer_id, registration.corporate_id),
      registrationId: registration.id,
      lines: registrationLines({
        lines: lines.map((line) => ({
          id: line.id,
          eventTitle: line.event_title,
          participantName: line.participant_name,
          unitCents: line.unit_cents,
        })),
      }),
      discounts: registration.discounts.map((discount) => ({
        description: discount.label,
        amountCents: discount.amountCents,
      })),
      issuedOn: today,
      paidOn: today,
    });
    return id;
  }
}
