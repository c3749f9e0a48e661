import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { DomainError, conflict, formatCents, nextDocumentNumber, notFound, singaporeDate } from '@app/core';
import { Participant } from '@app/people';
import {
  PaymentMethod,
  PaymentStatus,
  PromotionsService,
  Registration,
  RegistrationEventStatus,
  RegistrationService,
  RegistrationStatus,
  type RegistrationView,
  SeatLedger,
} from '@app/registration';
import { Invoice, Payment, Receipt } from '../invoices/billing.entities';
import { BillingDocuments } from '../invoices/billing-documents.service';

export interface ReceivedPayment {
  registrationId: number;
  method: PaymentMethod;
  /** The provider's transaction id: a second confirmation with it changes nothing. */
  reference: string;
  amountCents: number;
}

/**
 * Turns money received into a confirmed registration, exactly once: seats confirmed, a tax
 * invoice and a receipt with the next gapless numbers, the payment recorded, the confirmation
 * mail queued with both PDFs. One transaction, the registration row locked first.
 */
@Injectable()
export class PaymentConfirmation {
  private readonly logger = new Logger('PaymentConfirmation');

  constructor(
    private readonly em: EntityManager,
    private readonly registrations: RegistrationService,
    private readonly promotions: PromotionsService,
    private readonly seats: SeatLedger,
    private readonly documents: BillingDocuments,
  ) {}

  async confirm(payment: ReceivedPayment): Promise<RegistrationView> {
    const confirmed = await this.em.transactional(async () => {
      const registration = await this.em.findOne(
        Registration,
        { id: payment.registrationId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!registration) throw notFound(`Registration ${payment.registrationId}`);
      await this.em.populate(registration, ['lines']);
      if (registration.paymentStatus !== PaymentStatus.Unpaid) return false;
      if (payment.amountCents !== registration.totalCents) {
        throw conflict(
          'AMOUNT_MISMATCH',
          `Registration ${registration.regNo} is for ${formatCents(registration.totalCents)}, the payment for ${formatCents(payment.amountCents)}`,
        );
      }
      const seated = await this.seatsStillHeld(registration);
      const today = singaporeDate();
      const year = Number(today.slice(0, 4));
      const invoice = await this.issueInvoice(registration, today, year);
      const receipt = this.em.create(Receipt, {
        receiptNo: await nextDocumentNumber(this.em, 'receipt', year),
        invoice,
        receivedOn: today,
        amountCents: payment.amountCents,
        method: payment.method,
        reference: payment.reference,
        footerHtml: await this.documents.footer('receiptfooter'),
      });
      this.em.create(Payment, {
        registration,
        invoice,
        method: payment.method,
        providerReference: payment.reference,
        amountCents: payment.amountCents,
        receivedAt: new Date(),
      });
      Object.assign(registration, {
        paymentStatus: PaymentStatus.Paid,
        paymentMethod: payment.method,
        // The intent or order it was paid through stays; the payment row keeps the transaction id.
        paymentReference: registration.paymentReference ?? payment.reference,
        paidAt: new Date(),
        status: seated ? RegistrationStatus.Registered : RegistrationStatus.RegisteredNotCompleted,
      });
      if (seated) {
        for (const line of registration.lines) line.status = RegistrationEventStatus.Confirmed;
      } else {
        registration.remarks = [
          registration.remarks,
          'Paid after the seat hold ran out and the event filled: refund due',
        ]
          .filter(Boolean)
          .join('\n');
        this.logger.warn(
          `Registration ${registration.regNo} was paid after its seats were gone; a refund is due`,
        );
      }
      if (registration.promoCode) await this.promotions.recordUse(registration.promoCode);
      await this.em.flush();
      if (seated) {
        await this.registrations.sendConfirmation(registration.id, [
          { source: 'invoice-pdf', id: invoice.id },
          { source: 'receipt-pdf', id: receipt.id },
        ]);
      }
      return true;
    });
    if (!confirmed) this.logger.log(`Payment ${payment.reference} had already been applied`);
    return this.registrations.view(payment.registrationId);
  }

  /** Sends the confirmation again, with the invoice and receipt when it was paid. */
  async resend(registrationId: number): Promise<void> {
    const registration = await this.registrations.find(registrationId);
    const invoice = await this.em.findOne(Invoice, { registration: registrationId });
    const receipt = invoice ? await this.em.findOne(Receipt, { invoice }, { orderBy: { id: 'desc' } }) : null;
    await this.registrations.sendConfirmation(registration.id, [
      ...(invoice ? [{ source: 'invoice-pdf', id: invoice.id }] : []),
      ...(receipt ? [{ source: 'receipt-pdf', id: receipt.id }] : []),
    ]);
  }

  /**
   * The seats are still this registration's unless its hold ran out and they were released; then
   * it takes them again if the events still have room. The events are locked first, as checkout
   * locks them, so a checkout releasing this hold and this confirmation cannot interleave.
   */
  private async seatsStillHeld(registration: Registration): Promise<boolean> {
    // Releases this hold too if it ran out; the lines are then read as they now stand.
    const events = await this.seats.lock(registration.lines.getItems().map((line) => line.eventId));
    await this.em.populate(registration, ['lines'], { refresh: true });
    const lines = registration.lines.getItems();
    if (lines.every((line) => line.status !== RegistrationEventStatus.Voided)) return true;
    try {
      await this.seats.reserve(
        lines.map((line) => ({
          eventId: line.eventId,
          eventTitle: events.find((event) => event.id === line.eventId)?.title ?? '',
          participantId: line.participantId,
        })),
      );
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NO_SEATS_LEFT') return false;
      throw error;
    }
  }

  private async issueInvoice(registration: Registration, today: string, year: number): Promise<Invoice> {
    const view = await this.registrations.view(registration.id);
    const payer = await this.em.findOneOrFail(Participant, { id: registration.payerId });
    return this.em.create(Invoice, {
      invoiceNo: await nextDocumentNumber(this.em, 'invoice', year),
      registration,
      issuedOn: today,
      customerName: `${payer.firstName} ${payer.lastName}`,
      customerAddress:
        [payer.address, payer.postalCode ? `Singapore ${payer.postalCode}` : null]
          .filter(Boolean)
          .join('\n') || '-',
      customerEmail: payer.email,
      lines: view.lines.map((line) => ({
        description: `${line.eventTitle} (${line.participantName})`,
        quantity: 1,
        unitPriceCents: line.unitCents,
        amountCents: line.unitCents,
      })),
      discounts: registration.discounts.map((discount) => ({
        description: discount.label,
        amountCents: discount.amountCents,
      })),
      totalCents: registration.totalCents,
      gstCents: registration.gstCents,
      gstRateBasisPoints: registration.gstRateBasisPoints,
      footerHtml: await this.documents.footer('invoicefooter'),
    });
  }
}
