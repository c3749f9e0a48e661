import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { RequestContext, conflict, notFound, queryRows, singaporeDate, sqlPlaceholders } from '@app/core';
import { Registration, RegistrationStatus, SeatLedger } from '@app/registration';
import { Invoice, InvoiceStatus } from '../invoices/invoice.entity';
import { InvoiceService } from '../invoices/invoice.service';
import { refreshInvoiceCaches } from '../ledger/ledger.sql';
import { VoidEntry, VoidableDocument } from '../ledger/void-entry.entity';
import { PaymentRecordStatus } from '../payments/payment.entity';
import { Receipt, ReceiptStatus } from '../receipts/receipt.entity';

export interface VoidableView {
  documentType: VoidableDocument;
  id: number;
  documentNo: string;
  status: string;
  customerName: string | null;
  amountCents: number;
  openVoid: VoidEntry | null;
  history: VoidEntry[];
}

/** What a registration's void took with it, so an unvoid gives back exactly that. */
const WITH_REGISTRATION = 'Voided with registration';

/**
 * Void entries (spec 4 "Void and unvoid"): a receipt, an invoice or a registration is voided with a
 * reason, keeps its number, and can be unvoided; each is a dated `void_entry` row, never a deletion.
 * An invoice that still holds money is refused until it is refunded or moved; a registration's void
 * frees its seats (SeatLedger) and voids its unpaid invoice with it.
 */
@Injectable()
export class VoidService {
  constructor(
    private readonly em: EntityManager,
    private readonly invoices: InvoiceService,
    private readonly seats: SeatLedger,
  ) {}

  async fetch(type: VoidableDocument, documentNo: string): Promise<VoidableView> {
    const [row] = await queryRows<{
      id: number;
      no: string;
      status: string;
      customer: string | null;
      amount: number;
    }>(
      this.em,
      type === VoidableDocument.Invoice
        ? `select id, invoice_no as no, status, customer_name as customer, total_cents as amount from invoice where invoice_no = ?`
        : type === VoidableDocument.Receipt
          ? `select id, receipt_no as no, status, customer_name as customer, amount_cents as amount from receipt where receipt_no = ?`
          : `select r.id, r.reg_no as no, case when exists (select 1 from void_entry v where v.document_type = 'Registration'
                    and v.document_id = r.id and v.unvoided_on is null) then 'Void' else r.status end as status,
                    trim(p.first_name || ' ' || coalesce(p.last_name, '')) as customer, r.total_cents as amount
               from registration r join participant p on p.id = r.payer_id where r.reg_no = ?`,
      [documentNo.trim()],
    );
    if (!row) throw notFound(type);
    const history = await this.em.find(
      VoidEntry,
      { documentType: type, documentId: row.id },
      { orderBy: { id: 'asc' } },
    );
    return {
      documentType: type,
      id: row.id,
      documentNo: row.no,
      status: row.status,
      customerName: row.customer,
      amountCents: row.amount,
      openVoid: history.find((entry) => !entry.unvoidedOn) ?? null,
      history,
    };
  }

  async void(type: VoidableDocument, documentNo: string, reason: string): Promise<VoidEntry> {
    return this.em.transactional(async () => {
      const found = await this.fetch(type, documentNo);
      if (found.openVoid) throw conflict('ALREADY_VOID', `${type} ${found.documentNo} is already void`);
      if (type === VoidableDocument.Invoice) await this.voidInvoice(found.id);
      else if (type === VoidableDocument.Receipt) await this.voidReceipt(found.id);
      else await this.voidRegistration(found.id);
      const entry = this.entry(type, found.id, found.documentNo, reason.trim());
      await this.em.flush();
      return entry;
    });
  }

  async editReason(id: number, reason: string): Promise<VoidEntry> {
    return this.em.transactional(async () => {
      const entry = await this.open(id);
      entry.reason = reason.trim();
      await this.em.flush();
      return entry;
    });
  }

  async unvoid(id: number, reason: string): Promise<VoidEntry> {
    return this.em.transactional(async () => {
      const entry = await this.open(id);
      if (entry.documentType === VoidableDocument.Invoice) {
        const invoice = await this.invoices.lock(entry.documentId);
        invoice.status = InvoiceStatus.Issued;
        await this.em.flush();
        await refreshInvoiceCaches(this.em, [invoice.id]);
      } else if (entry.documentType === VoidableDocument.Receipt) {
        await this.setReceipt(entry.documentId, ReceiptStatus.Active, PaymentRecordStatus.Received);
      } else {
        await this.unvoidRegistration(entry.documentId, reason);
      }
      this.close(entry, reason);
      await this.em.flush();
      return entry;
    });
  }

  private async voidInvoice(id: number): Promise<void> {
    const invoice = await this.invoices.lock(id);
    if (invoice.status === InvoiceStatus.Draft)
      throw conflict('DRAFT', 'A draft invoice is deleted, not voided');
    if (invoice.paidCents - invoice.refundedCents > 0) {
      throw conflict(
        'HAS_PAYMENTS',
        `Invoice ${invoice.invoiceNo} has payments: refund them or move them to another invoice before voiding it`,
      );
    }
    invoice.status = InvoiceStatus.Void;
    await this.em.flush();
    await refreshInvoiceCaches(this.em, [invoice.id]);
  }

  private async voidReceipt(id: number): Promise<void> {
    await this.setReceipt(id, ReceiptStatus.Void, PaymentRecordStatus.Void);
  }

  /** Invoices the receipt's payments paid, locked first (by id), then the receipt, as every money change locks. */
  private async setReceipt(id: number, status: ReceiptStatus, payments: PaymentRecordStatus): Promise<void> {
    const invoiceIds = (
      await queryRows<{ invoice_id: number }>(
        this.em,
        `select distinct a.invoice_id from payment_allocation a join payment p on p.id = a.payment_id
          where p.receipt_id = ? order by a.invoice_id`,
        [id],
      )
    ).map((row) => row.invoice_id);
    for (const invoiceId of invoiceIds) await this.invoices.lock(invoiceId);
    const receipt = await this.em.findOneOrFail(Receipt, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (status === ReceiptStatus.Void && invoiceIds.length) {
      const [refunded] = await queryRows<{ found: number }>(
        this.em,
        `select 1 as found from refund where invoice_id in (${sqlPlaceholders(invoiceIds)}) and status <> 'Reversed' limit 1`,
        invoiceIds,
      );
      if (refunded) {
        throw conflict(
          'REFUNDED',
          `Receipt ${receipt.receiptNo} paid an invoice that was refunded: unrefund it first`,
        );
      }
    }
    receipt.status = status;
    await queryRows(
      this.em,
      `update payment set status = ?, updated_at = now() where receipt_id = ? returning id`,
      [payments, id],
    );
    await this.em.flush();
    await refreshInvoiceCaches(this.em, invoiceIds);
  }

  private async voidRegistration(id: number): Promise<void> {
    const registration = await this.em.findOneOrFail(
      Registration,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const seats = await queryRows<{ id: number; status: string }>(
      this.em,
      `select id, status from registration_event where registration_id = ? order by id`,
      [id],
    );
    if (seats.some((seat) => seat.status === 'Refunded')) {
      throw conflict('REFUNDED', `Registration ${registration.regNo} is refunded: it cannot be voided`);
    }
    const invoice = await this.em.findOne(Invoice, { registrationId: id, status: InvoiceStatus.Issued });
    if (invoice) {
      await this.voidInvoice(invoice.id);
      this.entry(
        VoidableDocument.Invoice,
        invoice.id,
        invoice.invoiceNo ?? '',
        `${WITH_REGISTRATION} ${registration.regNo}`,
      );
    }
    await this.seats.free(
      seats.map((seat) => seat.id),
      'Voided',
    );
  }

  /** Seats held when voided come back through the seat ledger (409 when the event filled up since). */
  private async unvoidRegistration(id: number, reason: string): Promise<void> {
    const registration = await this.em.findOneOrFail(
      Registration,
      { id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const [invoiceEntry] = await this.em.find(VoidEntry, {
      documentType: VoidableDocument.Invoice,
      unvoidedOn: null,
      reason: `${WITH_REGISTRATION} ${registration.regNo}`,
    });
    if (invoiceEntry) {
      const invoice = await this.invoices.lock(invoiceEntry.documentId);
      invoice.status = InvoiceStatus.Issued;
      this.close(invoiceEntry, reason);
      await this.em.flush();
      await refreshInvoiceCaches(this.em, [invoice.id]);
    }
    if (registration.status !== RegistrationStatus.Registered) return;
    const seats = await queryRows<{ id: number; event_id: number; participant_id: number; title: string }>(
      this.em,
      `select re.id, re.event_id, re.participant_id, e.title from registration_event re join event e on e.id = re.event_id
        where re.registration_id = ? and re.status = 'Voided' order by re.id`,
      [id],
    );
    if (seats.length === 0) return;
    await this.seats.reserve(
      seats.map((seat) => ({
        eventId: seat.event_id,
        eventTitle: seat.title,
        participantId: seat.participant_id,
      })),
    );
    await queryRows(
      this.em,
      `update registration_event set status = 'Confirmed', updated_at = now() where id in (${sqlPlaceholders(seats)}) returning id`,
      seats.map((seat) => seat.id),
    );
  }

  private entry(type: VoidableDocument, id: number, no: string, reason: string): VoidEntry {
    return this.em.create(VoidEntry, {
      documentType: type,
      documentId: id,
      documentNo: no,
      reason,
      voidedOn: singaporeDate(),
      voidedById: RequestContext.userId() ?? null,
    });
  }

  private close(entry: VoidEntry, reason: string): void {
    entry.unvoidedOn = singaporeDate();
    entry.unvoidedById = RequestContext.userId() ?? null;
    entry.unvoidReason = reason.trim();
  }

  private async open(id: number): Promise<VoidEntry> {
    const entry = await this.em.findOne(VoidEntry, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!entry) throw notFound('Void entry');
    if (entry.unvoidedOn)
      throw conflict('NOT_VOID', `${entry.documentType} ${entry.documentNo} is no longer void`);
    return entry;
  }
}
