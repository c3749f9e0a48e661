import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig, type AttachmentFile, MailAttachments, notFound } from '@app/core';
import { LookupService, listByName } from '@app/config';
import { PaymentMethod } from '@app/registration';
import { renderInvoicePdf, renderReceiptPdf } from '../documents';
import { Invoice, Receipt } from './billing.entities';

const METHOD_NAMES: Record<PaymentMethod, string> = {
  [PaymentMethod.Card]: 'Credit card',
  [PaymentMethod.PayNow]: 'PayNow',
  [PaymentMethod.PayPal]: 'PayPal',
  [PaymentMethod.None]: 'No payment',
};

/** Invoice and receipt PDFs, drawn from the stored documents; also what confirmation mails attach. */
@Injectable()
export class BillingDocuments implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly lookups: LookupService,
    private readonly attachments: MailAttachments,
  ) {}

  onModuleInit(): void {
    this.attachments.register('invoice-pdf', (id) => this.invoicePdf(id));
    this.attachments.register('receipt-pdf', (id) => this.receiptPdf(id));
  }

  /** The default footer text of a footer list, frozen into each document when it is issued. */
  async footer(list: 'invoicefooter' | 'receiptfooter'): Promise<string> {
    const definition = listByName(list);
    const row = definition ? await this.lookups.findDefault(definition) : null;
    return typeof row?.content === 'string' ? row.content : '';
  }

  async invoicePdf(id: number): Promise<AttachmentFile> {
    const invoice = await this.em.findOne(Invoice, { id });
    if (!invoice) throw notFound(`Invoice ${id}`);
    const content = await renderInvoicePdf({
      provider: this.config.provider,
      invoiceNo: invoice.invoiceNo,
      date: invoice.issuedOn,
      customer: { name: invoice.customerName, address: invoice.customerAddress },
      lines: invoice.lines,
      discounts: invoice.discounts,
      totalExcludingGstCents: invoice.totalCents - invoice.gstCents,
      gstRatePercent: invoice.gstRateBasisPoints / 100,
      gstCents: invoice.gstCents,
      totalIncludingGstCents: invoice.totalCents,
      footerHtml: invoice.footerHtml,
    });
    return {
      filename: `${invoice.invoiceNo}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from(content),
    };
  }

  async receiptPdf(id: number): Promise<AttachmentFile> {
    const receipt = await this.em.findOne(Receipt, { id }, { populate: ['invoice'] });
    if (!receipt) throw notFound(`Receipt ${id}`);
    const content = await renderReceiptPdf({
      provider: this.config.provider,
      receiptNo: receipt.receiptNo,
      date: receipt.receivedOn,
      receivedFrom: { name: receipt.invoice.customerName, address: receipt.invoice.customerAddress },
      invoiceNos: [receipt.invoice.invoiceNo],
      paymentMethod: METHOD_NAMES[receipt.method],
      paymentReference: receipt.reference ?? null,
      amountReceivedCents: receipt.amountCents,
      footerHtml: receipt.footerHtml,
    });
    return {
      filename: `${receipt.receiptNo}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from(content),
    };
  }
}
