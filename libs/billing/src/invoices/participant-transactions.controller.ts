import { Controller, Get, Param, ParseIntPipe, StreamableFile } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AppAbility, type AttachmentFile, CheckPolicies, CurrentAbility, notFound } from '@app/core';
import { ParticipantService } from '@app/people';
import { Invoice, Payment, Receipt } from './billing.entities';
import { BillingDocuments } from './billing-documents.service';

export interface TransactionView {
  regNo: string;
  invoiceId: number;
  invoiceNo: string;
  receiptId: number | null;
  receiptNo: string | null;
  method: string;
  amountCents: number;
  receivedAt: Date;
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

  /** The invoice PDF, for the participant it is addressed to (or staff). */
  @Get('transactions/invoice/:id/pdf')
  @CheckPolicies('read', 'Participant', { perRecord: true })
  async invoicePdf(
    @Param('id', ParseIntPipe) id: number,
    @CurrentAbility() ability: AppAbility,
  ): Promise<StreamableFile> {
    const invoice = await this.em.findOne(Invoice, { id }, { populate: ['registration'] });
    if (!invoice?.registration) throw notFound(`Invoice ${id}`);
    await this.participants.accessible(invoice.registration.payerId, ability);
    return pdf(await this.documents.invoicePdf(id));
  }

  @Get('transactions/receipt/:id/pdf')
  @CheckPolicies('read', 'Participant', { perRecord: true })
  async receiptPdf(
    @Param('id', ParseIntPipe) id: number,
    @CurrentAbility() ability: AppAbility,
  ): Promise<StreamableFile> {
    const receipt = await this.em.findOne(Receipt, { id }, { populate: ['invoice.registration'] });
    if (!receipt?.invoice.registration) throw notFound(`Receipt ${id}`);
    await this.participants.accessible(receipt.invoice.registration.payerId, ability);
    return pdf(await this.documents.receiptPdf(id));
  }

  @Get('transactions/participant/:id/byId')
  @CheckPolicies('read', 'Participant', { perRecord: true })
  async transactions(
    @Param('id', ParseIntPipe) id: number,
    @CurrentAbility() ability: AppAbility,
  ): Promise<TransactionView[]> {
    await this.participants.accessible(id, ability);
    const payments = await this.em.find(
      Payment,
      { registration: { payerId: id } },
      { populate: ['registration', 'invoice'], orderBy: { receivedAt: 'desc', id: 'desc' } },
    );
    const receipts = await this.em.find(Receipt, {
      invoice: { $in: payments.map((payment) => payment.invoice) },
    });
    return payments.map((payment) => {
      const receipt = receipts.find((candidate) => candidate.invoice.id === payment.invoice.id);
      return {
        regNo: payment.registration.regNo,
        invoiceId: payment.invoice.id,
        invoiceNo: payment.invoice.invoiceNo,
        receiptId: receipt?.id ?? null,
        receiptNo: receipt?.receiptNo ?? null,
        method: payment.method,
        amountCents: payment.amountCents,
        receivedAt: payment.receivedAt,
      };
    });
  }
}
