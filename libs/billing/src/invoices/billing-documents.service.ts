import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig, type AttachmentFile, MailAttachments, queryRows } from '@app/core';
import { LookupService, listByName } from '@app/config';
import { renderCreditNotePdf, renderInvoicePdf, renderReceiptPdf } from '../documents';
import { stampVoid } from '../documents/void-stamp';
import { VersionedDocument } from '../ledger/document-version.entity';
import { DocumentVersions } from '../ledger/document-versions';
import { type CreditNoteSnapshot, type InvoiceSnapshot, type ReceiptSnapshot } from '../ledger/snapshots';
import { InvoiceKind } from './invoice.entity';
import { invoiceDocument } from './invoice-document';

export type FooterList = 'invoicefooter' | 'invoicefooterproduct' | 'receiptfooter';

/** The footer list an invoice of this kind takes its default footer from. */
export const invoiceFooterList = (kind: InvoiceKind): FooterList =>
  kind === InvoiceKind.Product ? 'invoicefooterproduct' : 'invoicefooter';

/** A receipt's payments and invoices as its snapshot prints them. */
export interface ReceiptContents {
  invoiceNos: string[];
  payments: ReceiptSnapshot['payments'];
  amountCents: number;
  creditOnAccountCents: number;
}

const pdfFile = (name: string, content: Uint8Array): AttachmentFile => ({
  filename: `${name}.pdf`,
  contentType: 'application/pdf',
  content: Buffer.from(content),
});

/**
 * Invoice, receipt and credit note PDFs, each drawn from a version's snapshot (the latest unless
 * one is named), so an old version prints as it was issued; also what confirmation mails attach.
 */
@Injectable()
export class BillingDocuments implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly lookups: LookupService,
    private readonly attachments: MailAttachments,
    private readonly versions: DocumentVersions,
  ) {}

  onModuleInit(): void {
    this.attachments.register('invoice-pdf', (id) => this.invoicePdf(id));
    this.attachments.register('receipt-pdf', (id) => this.receiptPdf(id));
    this.attachments.register('credit-note-pdf', (id) => this.creditNotePdf(id));
  }

  get provider() {
    return this.config.provider;
  }

  /** The default footer text of a footer list, frozen into each document when it is issued. */
  async footer(list: FooterList): Promise<string> {
    const definition = listByName(list);
    const row = definition ? await this.lookups.findDefault(definition) : null;
    return typeof row?.content === 'string' ? row.content : '';
  }

  /** What a receipt carries now: its payments that are not void, and the invoices they paid. */
  async receiptContents(receiptId: number): Promise<ReceiptContents> {
    const payments = await queryRows<{
      mode: string;
      reference: string | null;
      amount_cents: number;
      received_on: string;
      allocated: number;
    }>(
      this.em,
      `select m.name as mode, coalesce(p.reference, p.provider_reference) as reference, p.amount_cents,
              to_char(p.received_on, 'YYYY-MM-DD') as received_on,
              coalesce((select sum(a.amount_cents) from payment_allocation a where a.payment_id = p.id), 0)::int as allocated
         from payment p join payment_mode m on m.id = p.payment_mode_id
        where p.receipt_id = ? and p.status = 'Received' order by p.id`,
      [receiptId],
    );
    const invoices = await queryRows<{ invoice_no: string }>(
      this.em,
      `select distinct i.invoice_no from payment p
         join payment_allocation a on a.payment_id = p.id join invoice i on i.id = a.invoice_id
        where p.receipt_id = ? and p.status = 'Received' order by i.invoice_no`,
      [receiptId],
    );
    const amountCents = payments.reduce((sum, payment) => sum + payment.amount_cents, 0);
    return {
      invoiceNos: invoices.map((row) => row.invoice_no),
      payments: payments.map((payment) => ({
        mode: payment.mode,
        reference: payment.reference,
        amountCents: payment.amount_cents,
        receivedOn: payment.received_on,
      })),
      amountCents,
      creditOnAccountCents: amountCents - payments.reduce((sum, payment) => sum + payment.allocated, 0),
    };
  }

  async invoicePdf(id: number, version?: number): Promise<AttachmentFile> {
    const found = await this.versions.snapshot<InvoiceSnapshot>(VersionedDocument.Invoice, id, version);
    const document = invoiceDocument(found.snapshot, this.provider, found.version);
    const suffix = found.version > 1 ? `-v${found.version}` : '';
    const content = await renderInvoicePdf(document);
    const voided = await this.isVoid('invoice', id);
    return pdfFile(`${found.snapshot.invoiceNo}${suffix}`, voided ? await stampVoid(content) : content);
  }

  async receiptPdf(id: number, version?: number): Promise<AttachmentFile> {
    const { version: number, snapshot } = await this.versions.snapshot<ReceiptSnapshot>(
      VersionedDocument.Receipt,
      id,
      version,
    );
    const content = await renderReceiptPdf({
      provider: snapshot.provider ?? this.provider,
      receiptNo: snapshot.receiptNo,
      date: snapshot.receivedOn,
      receivedFrom: { name: snapshot.customer.name, address: snapshot.customer.address },
      invoiceNos: snapshot.invoiceNos,
      payments: snapshot.payments.map((payment) => ({
        method: payment.mode,
        reference: payment.reference,
        amountCents: payment.amountCents,
      })),
      amountReceivedCents: snapshot.amountCents,
      creditOnAccountCents: snapshot.creditOnAccountCents,
      footerHtml: snapshot.footerHtml,
      version: number,
    });
    const voided = await this.isVoid('receipt', id);
    return pdfFile(
      `${snapshot.receiptNo}${number > 1 ? `-v${number}` : ''}`,
      voided ? await stampVoid(content) : content,
    );
  }

  /** Whether the document is void now (its PDFs, every version, then say VOID). */
  private async isVoid(table: 'invoice' | 'receipt', id: number): Promise<boolean> {
    const [row] = await queryRows<{ status: string }>(this.em, `select status from ${table} where id = ?`, [
      id,
    ]);
    return row?.status === 'Void';
  }

  async creditNotePdf(id: number): Promise<AttachmentFile> {
    const { snapshot } = await this.versions.snapshot<CreditNoteSnapshot>(VersionedDocument.CreditNote, id);
    const content = await renderCreditNotePdf({
      provider: snapshot.provider ?? this.provider,
      creditNoteNo: snapshot.creditNoteNo,
      date: snapshot.issuedOn,
      customer: { name: snapshot.customer.name, address: snapshot.customer.address },
      invoiceNo: snapshot.invoiceNo,
      invoiceDate: snapshot.invoiceDate,
      reason: snapshot.reason,
      lines: snapshot.lines.map((line) => ({ description: line.description, amountCents: line.amountCents })),
      totalExcludingGstCents: snapshot.totalCents - snapshot.gstCents,
      gstRatePercent: snapshot.gstRateBasisPoints / 100,
      gstCents: snapshot.gstCents,
      totalIncludingGstCents: snapshot.totalCents,
    });
    return pdfFile(snapshot.creditNoteNo, content);
  }
}
