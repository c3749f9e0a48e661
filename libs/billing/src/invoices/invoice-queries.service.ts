import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FilterQuery } from '@mikro-orm/core';
import {
  ChangeLogService,
  type ChangeLogResponse,
  escapeLike,
  findPage,
  notFound,
  type Page,
  PageQueryDto,
  queryRows,
} from '@app/core';
import { Registration } from '@app/registration';
import { CreditNote } from '../credit-notes/credit-note.entity';
import { type CustomerKind } from '../ledger/customer';
import { VersionedDocument } from '../ledger/document-version.entity';
import { DocumentVersions, type VersionSummary } from '../ledger/document-versions';
import { INVOICE_LIST_STATUSES, type InvoiceListQuery } from './invoice.dto';
import { Invoice, type InvoiceDiscountData, type InvoiceLineData } from './invoice.entity';

export interface InvoiceSummary {
  id: number;
  invoiceNo: string | null;
  kind: Invoice['kind'];
  status: Invoice['status'];
  settlement: Invoice['settlement'];
  customer: { kind: CustomerKind; id: number | null; name: string };
  regNo: string | null;
  registrationId: number | null;
  issuedOn: string | null;
  dueOn: string | null;
  totalCents: number;
  gstCents: number;
  paidCents: number;
  creditedCents: number;
  refundedCents: number;
  balanceCents: number;
  version: number;
}

export interface InvoiceDetail extends InvoiceSummary {
  customerAddress: string | null;
  customerEmail: string | null;
  taxInvoiceKind: Invoice['taxInvoiceKind'];
  gstRateBasisPoints: number;
  lines: InvoiceLineData[];
  discounts: InvoiceDiscountData[];
  remarks: string | null;
  attachment: { name: string; contentType: string; size: number } | null;
  versions: VersionSummary[];
  payments: {
    paymentId: number;
    receiptId: number;
    receiptNo: string;
    receivedOn: string;
    paymentMode: string;
    reference: string | null;
    status: string;
    allocatedCents: number;
    paymentAmountCents: number;
  }[];
  receipts: { id: number; receiptNo: string; receivedOn: string; amountCents: number; status: string }[];
  creditNotes: {
    id: number;
    creditNoteNo: string | null;
    status: CreditNote['status'];
    issuedOn: string | null;
    totalCents: number;
    gstCents: number;
    reason: string;
  }[];
  changeLog: ChangeLogResponse[];
}

const summary = (invoice: Invoice, regNo: string | null): InvoiceSummary => ({
  id: invoice.id,
  invoiceNo: invoice.invoiceNo ?? null,
  kind: invoice.kind,
  status: invoice.status,
  settlement: invoice.settlement,
  customer: {
    kind: invoice.customerKind,
    id: invoice.participantId ?? invoice.corporateId ?? null,
    name: invoice.customerName,
  },
  regNo,
  registrationId: invoice.registrationId ?? null,
  issuedOn: invoice.issuedOn ?? null,
  dueOn: invoice.dueOn ?? null,
  totalCents: invoice.totalCents,
  gstCents: invoice.gstCents,
  paidCents: invoice.paidCents,
  creditedCents: invoice.creditedCents,
  refundedCents: invoice.refundedCents,
  balanceCents: invoice.balanceCents,
  version: invoice.version,
});

/** Reading invoices for the back office: the paged list, one invoice with everything about it. */
@Injectable()
export class InvoiceQueries {
  constructor(
    private readonly em: EntityManager,
    private readonly versions: DocumentVersions,
    private readonly changeLog: ChangeLogService,
  ) {}

  private async regNos(invoices: Invoice[]): Promise<Map<number, string>> {
    const ids = [
      ...new Set(invoices.map((invoice) => invoice.registrationId).filter((id): id is number => !!id)),
    ];
    const registrations = ids.length ? await this.em.find(Registration, { id: { $in: ids } }) : [];
    return new Map(registrations.map((registration) => [registration.id, registration.regNo]));
  }

  /** Server-paged, searched by invoice no., customer, registration no., date range and status. */
  async list(query: InvoiceListQuery): Promise<Page<InvoiceSummary>> {
    const like = (value: string) => ({ $ilike: `%${escapeLike(value.trim())}%` });
    const registrationsLike = async (value: string) =>
      (await this.em.find(Registration, { regNo: like(value) }, { fields: ['id'], limit: 1_000 })).map(
        (r) => r.id,
      );
    const filters: FilterQuery<Invoice>[] = [];
    if (query.status) filters.push({ settlement: INVOICE_LIST_STATUSES[query.status] });
    if (query.kind) filters.push({ kind: query.kind });
    if (query.dateFrom) filters.push({ issuedOn: { $gte: query.dateFrom } });
    if (query.dateTo) filters.push({ issuedOn: { $lte: query.dateTo } });
    if (query.invoiceNo) filters.push({ invoiceNo: like(query.invoiceNo) });
    if (query.customer) filters.push({ customerName: like(query.customer) });
    if (query.regNo) filters.push({ registrationId: { $in: await registrationsLike(query.regNo) } });
    if (query.keyword?.trim()) {
      filters.push({
        $or: [
          { invoiceNo: like(query.keyword) },
          { customerName: like(query.keyword) },
          { registrationId: { $in: await registrationsLike(query.keyword) } },
        ],
      });
    }
    const page = await findPage(
      this.em,
      Invoice,
      { ...query, keyword: undefined },
      {
        where: filters.length ? { $and: filters } : undefined,
        searchFields: [],
        sortable: [
          'issuedOn',
          'dueOn',
          'invoiceNo',
          'customerName',
          'totalCents',
          'balanceCents',
          'createdAt',
        ],
        defaultSort: { issuedOn: 'desc', id: 'desc' },
        map: (invoice) => invoice,
      },
    );
    const regNos = await this.regNos(page.items);
    return {
      ...page,
      items: page.items.map((invoice) => summary(invoice, regNos.get(invoice.registrationId ?? 0) ?? null)),
    };
  }

  /** Summaries of invoices already read, their registration numbers read at once. */
  async summaries(invoices: Invoice[]): Promise<InvoiceSummary[]> {
    const regNos = await this.regNos(invoices);
    return invoices.map((invoice) => summary(invoice, regNos.get(invoice.registrationId ?? 0) ?? null));
  }

  async summariesOf(ids: number[]): Promise<InvoiceSummary[]> {
    if (!ids.length) return [];
    return this.summaries(
      await this.em.find(Invoice, { id: { $in: ids } }, { orderBy: { id: 'asc' }, refresh: true }),
    );
  }

  async summary(id: number): Promise<InvoiceSummary> {
    const invoice = await this.em.findOne(Invoice, { id }, { refresh: true });
    if (!invoice) throw notFound('Invoice');
    return summary(invoice, (await this.regNos([invoice])).get(invoice.registrationId ?? 0) ?? null);
  }

  /** "Invoice not found" for a number no invoice has. */
  async byNumber(invoiceNo: string): Promise<InvoiceSummary> {
    const invoice = await this.em.findOne(Invoice, { invoiceNo: invoiceNo.trim().toUpperCase() });
    if (!invoice) throw notFound('Invoice');
    return summary(invoice, (await this.regNos([invoice])).get(invoice.registrationId ?? 0) ?? null);
  }

  /** One invoice with its lines, versions, payments, receipts, credit notes and change log. */
  async detail(id: number): Promise<InvoiceDetail> {
    const invoice = await this.em.findOne(Invoice, { id }, { refresh: true });
    if (!invoice) throw notFound('Invoice');
    const payments = await queryRows<{
      payment_id: number;
      receipt_id: number;
      receipt_no: string;
      received_on: string;
      payment_mode: string;
      reference: string | null;
      status: string;
      allocated_cents: number;
      payment_amount_cents: number;
      receipt_amount_cents: number;
      receipt_status: string;
    }>(
      this.em,
      `select p.id as payment_id, p.receipt_id, r.receipt_no, to_char(p.received_on, 'YYYY-MM-DD') as received_on,
              m.name as payment_mode, coalesce(p.reference, p.provider_reference) as reference, p.status,
              a.amount_cents as allocated_cents, p.amount_cents as payment_amount_cents,
              r.amount_cents as receipt_amount_cents, r.status as receipt_status
         from payment_allocation a join payment p on p.id = a.payment_id
         join payment_mode m on m.id = p.payment_mode_id join receipt r on r.id = p.receipt_id
        where a.invoice_id = ? order by p.received_on, p.id`,
      [id],
    );
    const creditNotes = await this.em.find(CreditNote, { invoiceId: id }, { orderBy: { id: 'asc' } });
    const receipts = new Map(
      payments.map((row) => [
        row.receipt_id,
        {
          id: row.receipt_id,
          receiptNo: row.receipt_no,
          receivedOn: row.received_on,
          amountCents: row.receipt_amount_cents,
          status: row.receipt_status,
        },
      ]),
    );
    const log = await this.changeLog.history(
      'Invoice',
      id,
      Object.assign(new PageQueryDto(), { pageSize: 200 }),
    );
    return {
      ...summary(invoice, (await this.regNos([invoice])).get(invoice.registrationId ?? 0) ?? null),
      customerAddress: invoice.customerAddress ?? null,
      customerEmail: invoice.customerEmail ?? null,
      taxInvoiceKind: invoice.taxInvoiceKind,
      gstRateBasisPoints: invoice.gstRateBasisPoints,
      lines: invoice.lines,
      discounts: invoice.discounts,
      remarks: invoice.remarks ?? null,
      attachment: invoice.attachment
        ? {
            name: invoice.attachment.originalName,
            contentType: invoice.attachment.contentType,
            size: invoice.attachment.size,
          }
        : null,
      versions: await this.versions.list(VersionedDocument.Invoice, id),
      payments: payments.map((row) => ({
        paymentId: row.payment_id,
        receiptId: row.receipt_id,
        receiptNo: row.receipt_no,
        receivedOn: row.received_on,
        paymentMode: row.payment_mode,
        reference: row.reference,
        status: row.status,
        allocatedCents: row.allocated_cents,
        paymentAmountCents: row.payment_amount_cents,
      })),
      receipts: [...receipts.values()],
      creditNotes: creditNotes.map((note) => ({
        id: note.id,
        creditNoteNo: note.creditNoteNo ?? null,
        status: note.status,
        issuedOn: note.issuedOn ?? null,
        totalCents: note.totalCents,
        gstCents: note.gstCents,
        reason: note.reason,
      })),
      changeLog: log.items,
    };
  }
}
