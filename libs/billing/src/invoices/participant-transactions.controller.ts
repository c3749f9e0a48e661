import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AppAbility,
  type AttachmentFile,
  CheckPolicies,
  CurrentAbility,
  notFound,
  IdPipe,
  queryRows,
  sqlDate,
} from '@app/core';
import { ParticipantService } from '@app/people';
import { Invoice } from './invoice.entity';
import { Receipt } from '../receipts/receipt.entity';
import { CreditNote, CreditNoteStatus } from '../credit-notes/credit-note.entity';
import { BillingDocuments } from './billing-documents.service';

export interface TransactionView {
  regNo: string | null;
  invoiceId: number | null;
  invoiceNo: string | null;
  receiptId: number | null;
  receiptNo: string | null;
  /** The online method (card, paynow, paypal) for a registration's payment, else the payment mode. */
  method: string;
  paymentMode: string;
  amountCents: number;
  receivedAt: Date;
}

/** A credit note issued on one of the participant's invoices (a refund, a price correction). */
export interface ParticipantCreditNoteView {
  id: number;
  creditNoteNo: string;
  issuedOn: string;
  invoiceNo: string | null;
  reason: string;
  totalCents: number;
}

const pdf = (file: AttachmentFile): StreamableFile =>
  new StreamableFile(file.content, {
    type: file.contentType,
    disposition: `inline; filename="${file.filename}"`,
  });

/** What a participant has paid, with the documents to download (spec 7.5 transactions). */
@Controller()
export class ParticipantTransactionsController {
  constructor(
    private readonly em: EntityManager,
    private readonly participants: ParticipantService,
    private readonly documents: BillingDocuments,
  ) {}

  /**
   * The invoice PDF, for staff who read invoices and the participant it is addressed to; anyone
   * else gets the 404 of an invoice that does not exist.
   */
  @Get('transactions/invoice/:id/pdf')
  @CheckPolicies('read', 'Invoice', { perRecord: true })
  async invoicePdf(
    @Param('id', IdPipe) id: number,
    @CurrentAbility() ability: AppAbility,
  ): Promise<StreamableFile> {
    const invoice = await this.em.findOne(Invoice, { id });
    if (!invoice?.participantId || !invoice.invoiceNo) throw notFound(`Invoice ${id}`);
    if (!(await this.participants.allows(invoice.participantId, ability, 'read', 'Invoice'))) {
      throw notFound(`Invoice ${id}`);
    }
    return pdf(await this.documents.invoicePdf(id));
  }

  @Get('transactions/receipt/:id/pdf')
  @CheckPolicies('read', 'Receipt', { perRecord: true })
  async receiptPdf(
    @Param('id', IdPipe) id: number,
    @CurrentAbility() ability: AppAbility,
  ): Promise<StreamableFile> {
    const receipt = await this.em.findOne(Receipt, { id });
    if (!receipt?.participantId) throw notFound(`Receipt ${id}`);
    if (!(await this.participants.allows(receipt.participantId, ability, 'read', 'Receipt'))) {
      throw notFound(`Receipt ${id}`);
    }
    return pdf(await this.documents.receiptPdf(id));
  }

  @Get('transactions/creditnote/:id/pdf')
  @CheckPolicies('read', 'CreditNote', { perRecord: true })
  async creditNotePdf(
    @Param('id', IdPipe) id: number,
    @CurrentAbility() ability: AppAbility,
  ): Promise<StreamableFile> {
    const note = await this.em.findOne(CreditNote, { id, status: CreditNoteStatus.Issued });
    const invoice = note && (await this.em.findOne(Invoice, { id: note.invoiceId }));
    if (!invoice?.participantId) throw notFound(`Credit note ${id}`);
    if (!(await this.participants.allows(invoice.participantId, ability, 'read', 'CreditNote'))) {
      throw notFound(`Credit note ${id}`);
    }
    return pdf(await this.documents.creditNotePdf(id));
  }

  /** The issued credit notes on a participant's invoices, newest first (the profile's refunds). */
  @Get('transactions/participant/:id/creditnotes')
  @CheckPolicies('read', 'CreditNote', { perRecord: true })
  async creditNotes(
    @Param('id', IdPipe) id: number,
    @CurrentAbility() ability: AppAbility,
  ): Promise<ParticipantCreditNoteView[]> {
    await this.participants.accessible(id, ability, 'read', 'CreditNote');
    return queryRows<ParticipantCreditNoteView>(
      this.em,
      `select c.id, c.credit_note_no as "creditNoteNo", to_char(c.issued_on, 'YYYY-MM-DD') as "issuedOn",
              i.invoice_no as "invoiceNo", c.reason, c.total_cents as "totalCents"
         from credit_note c join invoice i on i.id = c.invoice_id
        where i.participant_id = ? and c.status = 'Issued'
        order by c.issued_on desc, c.id desc`,
      [id],
    );
  }

  @Get('transactions/participant/:id/byId')
  @CheckPolicies('read', 'Payment', { perRecord: true })
  async transactions(
    @Param('id', IdPipe) id: number,
    @CurrentAbility() ability: AppAbility,
  ): Promise<TransactionView[]> {
    await this.participants.accessible(id, ability, 'read', 'Payment');
    const rows = await queryRows<{
      reg_no: string | null;
      invoice_id: number | null;
      invoice_no: string | null;
      receipt_id: number;
      receipt_no: string;
      method: string | null;
      payment_mode: string;
      amount_cents: number;
      created_at: string | Date;
    }>(
      this.em,
      `select reg.reg_no, i.id as invoice_id, i.invoice_no, p.receipt_id, rc.receipt_no, reg.payment_method as method,
              m.name as payment_mode, p.amount_cents, p.created_at
         from payment p
         join payment_mode m on m.id = p.payment_mode_id
         join receipt rc on rc.id = p.receipt_id
         left join registration reg on reg.id = p.registration_id
         left join lateral (select a.invoice_id from payment_allocation a where a.payment_id = p.id
                             order by a.invoice_id limit 1) first on true
         left join invoice i on i.id = first.invoice_id
        where p.participant_id = ? and p.status = 'Received'
        order by p.received_on desc, p.id desc`,
      [id],
    );
    return rows.map((row) => ({
      regNo: row.reg_no,
      invoiceId: row.invoice_id,
      invoiceNo: row.invoice_no,
      receiptId: row.receipt_id,
      receiptNo: row.receipt_no,
      method: row.method ?? row.payment_mode,
      paymentMode: row.payment_mode,
      amountCents: row.amount_cents,
      receivedAt: sqlDate(row.created_at),
    }));
  }
}
