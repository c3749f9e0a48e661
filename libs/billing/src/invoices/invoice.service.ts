import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  FileStorage,
  RequestContext,
  TaxInvoiceKind,
  type UploadedFileData,
  conflict,
  fieldError,
  formatCents,
  nextDocumentNumber,
  notFound,
  queryRows,
  singaporeDate,
  taxInvoiceKind,
} from '@app/core';
import { PublicSettingsService } from '@app/config';
import { PaymentStatus, Registration, type RegistrationView } from '@app/registration';
import { type DiscountInput, type LineInput, priceInvoice } from '../ledger/arithmetic';
import { type StoredAttachment } from '../ledger/attachment';
import { BILLING_ATTACHMENT } from '../ledger/uploads';
import { MAX_CENTS } from '../ledger/ledger.dto';
import { CustomerKind, type CustomerRef, type CustomerSnapshot } from '../ledger/customer';
import { CustomerDirectory, customerColumns, customerOf, storedSnapshot } from '../ledger/customers';
import { VersionedDocument } from '../ledger/document-version.entity';
import { DocumentVersions } from '../ledger/document-versions';
import { refreshInvoiceCaches, writeChangeLog } from '../ledger/ledger.sql';
import { type InvoiceSnapshot } from '../ledger/snapshots';
import { VoidEntry, VoidableDocument } from '../ledger/void-entry.entity';
import { CreditNote, CreditNoteStatus } from '../credit-notes/credit-note.entity';
import { rateBasisPoints, timeOfSupply } from '../tax';
import { BillingDocuments, invoiceFooterList } from './billing-documents.service';
import { Invoice, InvoiceKind, InvoiceStatus, Settlement } from './invoice.entity';

/** An invoice to issue (or keep as a draft): who, what, when. */
export interface InvoiceSpec {
  kind: InvoiceKind;
  customer: CustomerRef;
  /** Printed instead of the customer's record (an address corrected for this invoice). */
  customerSnapshot?: CustomerSnapshot;
  registrationId?: number | null;
  lines: LineInput[];
  discounts: DiscountInput[];
  /** The invoice date; today in Singapore unless given. */
  issuedOn?: string;
  /** When the money was received, if before: GST is that of the time of supply, the earlier date. */
  paidOn?: string;
  dueOn?: string | null;
  attachment?: StoredAttachment | null;
  remarks?: string | null;
  draft?: boolean;
}

/** The columns of an invoice as issued (or drafted) from a spec. */
interface ComposedInvoice {
  kind: InvoiceKind;
  customer: CustomerRef;
  snapshot: CustomerSnapshot;
  registrationId: number | null;
  issuedOn: string;
  dueOn: string;
  lines: InvoiceSnapshot['lines'];
  discounts: DiscountInput[];
  totalCents: number;
  gstCents: number;
  gstRateBasisPoints: number;
  taxInvoiceKind: TaxInvoiceKind;
  footerHtml: string;
}

export interface InvoiceChanges {
  customer?: Partial<CustomerSnapshot>;
  dueOn?: string;
  lines?: LineInput[];
  discounts?: DiscountInput[];
  remarks?: string | null;
  reason?: string | null;
  /** Issues a draft. */
  issue?: boolean;
}

/** Who a registration's invoices and payments are for: its company when it has one, else its payer. */
export const registrationCustomer = (payerId: number, corporateId?: number | null): CustomerRef =>
  corporateId
    ? { kind: CustomerKind.Corporate, id: corporateId }
    : { kind: CustomerKind.Participant, id: payerId };

/** The lines a registration is invoiced with: one per seat, at its price after the course promo fee. */
export const registrationLines = (view: {
  lines: Pick<RegistrationView['lines'][number], 'id' | 'eventTitle' | 'participantName' | 'unitCents'>[];
}): LineInput[] =>
  view.lines.map((line) => ({
    description: `${line.eventTitle} (${line.participantName})`,
    quantity: 1,
    unitPriceCents: line.unitCents,
    gstable: true,
    registrationEventId: line.id,
  }));

/**
 * Issues, drafts, corrects and cancels invoices: the only writer of `invoice` (docs/billing.md
 * "Services"). An issued invoice is never edited in place: a correction or a regeneration writes
 * the next version; numbers come from the gapless yearly series inside the issuing transaction.
 */
@Injectable()
export class InvoiceService {
  private readonly logger = new Logger('InvoiceService');

  constructor(
    private readonly em: EntityManager,
    private readonly settings: PublicSettingsService,
    private readonly customers: CustomerDirectory,
    private readonly documents: BillingDocuments,
    private readonly versions: DocumentVersions,
    private readonly files: FileStorage,
  ) {}

  /**
   * The figures of an invoice for a spec: GST at the rate in force at the time of supply (the
   * earlier of the invoice date and the payment date), full or simplified by `taxInvoiceKind`, the
   * due date from the customer's terms, the footer of its kind.
   */
  private async compose(spec: InvoiceSpec): Promise<ComposedInvoice> {
    const issuedOn = spec.issuedOn ?? singaporeDate();
    const rate = await this.settings.gst(spec.paidOn ? timeOfSupply(issuedOn, spec.paidOn) : issuedOn);
    const gstRateBasisPoints = rateBasisPoints(rate.ratePercent);
    if (spec.lines.some((line) => line.quantity * line.unitPriceCents > MAX_CENTS)) {
      throw fieldError('lines', `A line may come to at most ${formatCents(MAX_CENTS)}`);
    }
    let priced;
    try {
      priced = priceInvoice(spec.lines, spec.discounts, gstRateBasisPoints);
    } catch {
      throw fieldError('discounts', 'Discounts cannot be more than the lines they discount');
    }
    if (priced.totalCents > MAX_CENTS) {
      throw fieldError('lines', `An invoice may come to at most ${formatCents(MAX_CENTS)}`);
    }
    const snapshot = spec.customerSnapshot ?? (await this.customers.snapshot(spec.customer));
    const kind = taxInvoiceKind({
      totalIncludingGstCents: priced.totalCents,
      customerAddress: snapshot.address,
    });
    if (kind === TaxInvoiceKind.Full && !snapshot.address) {
      // Checkout and the invoice forms ask for it above the limit; only an address removed since leads here.
      this.logger.warn(`A full tax invoice for ${snapshot.name} without an address`);
    }
    return {
      kind: spec.kind,
      customer: spec.customer,
      snapshot,
      registrationId: spec.registrationId ?? null,
      issuedOn,
      dueOn: spec.dueOn ?? (await this.customers.dueOn(spec.customer, issuedOn)),
      lines: priced.lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        amountCents: line.amountCents,
        discountCents: line.discountCents,
        gstCents: line.gstCents,
        gstable: line.gstable,
        registrationEventId: line.registrationEventId ?? null,
        productId: line.productId ?? null,
      })),
      discounts: spec.discounts,
      totalCents: priced.totalCents,
      gstCents: priced.gstCents,
      gstRateBasisPoints,
      taxInvoiceKind: kind,
      footerHtml: await this.documents.footer(invoiceFooterList(spec.kind)),
    };
  }

  private snapshotOf(invoiceNo: string, composed: ComposedInvoice): InvoiceSnapshot {
    return {
      invoiceNo,
      kind: composed.kind,
      taxInvoiceKind: composed.taxInvoiceKind,
      issuedOn: composed.issuedOn,
      dueOn: composed.dueOn,
      customer: composed.snapshot,
      lines: composed.lines,
      discounts: composed.discounts,
      totalCents: composed.totalCents,
      gstCents: composed.gstCents,
      gstRateBasisPoints: composed.gstRateBasisPoints,
      footerHtml: composed.footerHtml,
      provider: this.documents.provider,
    };
  }

  /**
   * Issues an invoice (or saves a draft, without a number) inside the caller's transaction, in a
   * few statements: the number, then the invoice, its version 1 and its change-log row at once.
   * The online confirmation and the back office both issue through here.
   */
  async issue(spec: InvoiceSpec): Promise<{ id: number; invoiceNo: string | null }> {
    if (!this.em.isInTransaction()) return this.em.transactional(() => this.issue(spec));
    const composed = await this.compose(spec);
    const draft = spec.draft === true;
    const invoiceNo = draft
      ? null
      : await nextDocumentNumber(this.em, 'invoice', Number(composed.issuedOn.slice(0, 4)));
    const columns = customerColumns(composed.customer);
    const userId = RequestContext.userId() ?? null;
    const [row] = await queryRows<{ id: number }>(
      this.em,
      `with inserted as (
         insert into invoice (invoice_no, kind, customer_kind, participant_id, corporate_id, customer_name,
           customer_address, customer_email, registration_id, issued_on, due_on, lines, discounts, total_cents,
           gst_cents, gst_rate_basis_points, tax_invoice_kind, footer_html, status, settlement, balance_cents,
           attachment, remarks, created_by)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)
         returning id),
       versioned as (
         insert into document_version (document_type, document_id, version, effective_on, snapshot, created_by)
         select 'Invoice', id, 1, ?, ?::jsonb, ? from inserted where ?::boolean),
       logged as (
         insert into change_log (entity_type, entity_id, action, field, new_value, user_id)
         select 'Invoice', id::text, 'create', 'invoiceNo', ?, ? from inserted)
       select id from inserted`,
      [
        invoiceNo,
        composed.kind,
        columns.customerKind,
        columns.participantId,
        columns.corporateId,
        composed.snapshot.name,
        composed.snapshot.address,
        composed.snapshot.email,
        composed.registrationId,
        draft ? null : composed.issuedOn,
        draft ? null : composed.dueOn,
        JSON.stringify(composed.lines),
        JSON.stringify(composed.discounts),
        composed.totalCents,
        composed.gstCents,
        composed.gstRateBasisPoints,
        composed.taxInvoiceKind,
        composed.footerHtml,
        draft ? InvoiceStatus.Draft : InvoiceStatus.Issued,
        draft ? Settlement.Draft : composed.totalCents > 0 ? Settlement.Unpaid : Settlement.Paid,
        draft ? 0 : composed.totalCents,
        spec.attachment ? JSON.stringify(spec.attachment) : null,
        spec.remarks ?? null,
        userId,
        composed.issuedOn,
        JSON.stringify(invoiceNo ? this.snapshotOf(invoiceNo, composed) : {}),
        userId,
        !draft,
        invoiceNo ?? 'Draft',
        userId,
      ],
    );
    return { id: row.id, invoiceNo };
  }

  /**
   * Stores an upload for a ledger record, then runs the write; the file goes again if the write
   * fails, so no upload is left without its record.
   */
  async withAttachment<T>(
    area: string,
    file: UploadedFileData | undefined,
    write: (attachment: StoredAttachment | null) => Promise<T>,
  ): Promise<T> {
    const stored = file ? await this.files.store(area, file, BILLING_ATTACHMENT) : null;
    try {
      return await write(stored);
    } catch (error) {
      if (stored) await this.files.remove(stored.key);
      throw error;
    }
  }

  /** An invoice for a registration that has none yet (corporate and batch registrations are invoiced later). */
  async generateForRegistration(registrationId: number, view: RegistrationView): Promise<number> {
    return this.em.transactional(async () => {
      const registration = await this.em.findOne(
        Registration,
        { id: registrationId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!registration) throw notFound(`Registration ${registrationId}`);
      if (registration.paymentStatus === PaymentStatus.NoPaymentRequired || registration.totalCents <= 0) {
        throw conflict('NOTHING_TO_INVOICE', `Registration ${registration.regNo} needs no payment`);
      }
      const existing = await this.em.findOne(Invoice, {
        registrationId,
        status: { $ne: InvoiceStatus.Void },
      });
      if (existing) {
        throw conflict(
          'ALREADY_INVOICED',
          `Registration ${registration.regNo} already has invoice ${existing.invoiceNo ?? '(draft)'}`,
        );
      }
      const { id } = await this.issue({
        kind: InvoiceKind.Registration,
        customer: registrationCustomer(registration.payerId, registration.corporateId),
        registrationId,
        lines: registrationLines(view),
        discounts: registration.discounts.map((discount) => ({
          description: discount.label,
          amountCents: discount.amountCents,
        })),
        paidOn: registration.paidAt ? singaporeDate(registration.paidAt) : undefined,
      });
      return id;
    });
  }

  async attachmentOf(id: number): Promise<StoredAttachment | null> {
    const invoice = await this.em.findOne(Invoice, { id });
    if (!invoice) throw notFound('Invoice');
    return invoice.attachment ?? null;
  }

  /** Locks several invoices in id order in one statement, so two changes of the same ones cannot deadlock. */
  async lockAll(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.em.find(
      Invoice,
      { id: { $in: [...new Set(ids)] } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
  }

  /** Locks an invoice for a change (invoices before payments, by id: docs/billing.md). */
  async lock(id: number): Promise<Invoice> {
    const invoice = await this.em.findOne(Invoice, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!invoice) throw notFound('Invoice');
    return invoice;
  }

  /**
   * A correction while nothing is paid or credited: a draft changes in place (or is issued); an
   * issued invoice gets its next version, same number, the previous one kept. A registration
   * invoice's lines follow its registration and are not edited here.
   */
  async update(id: number, changes: InvoiceChanges): Promise<void> {
    await this.em.transactional(async () => {
      const invoice = await this.lock(id);
      if (invoice.status === InvoiceStatus.Void)
        throw conflict('INVOICE_VOID', `Invoice ${invoice.invoiceNo} is void`);
      if (invoice.paidCents > 0 || invoice.creditedCents > 0 || (await this.hasPayments(id))) {
        throw conflict(
          'INVOICE_PAID',
          `Invoice ${invoice.invoiceNo} has payments or credit notes: correct it with a credit note instead`,
        );
      }
      if ((changes.lines || changes.discounts) && invoice.kind === InvoiceKind.Registration) {
        throw fieldError('lines', 'The lines of a registration invoice follow its registration');
      }
      const customer = customerOf(invoice);
      const composed = await this.compose({
        kind: invoice.kind,
        customer,
        customerSnapshot: {
          name: changes.customer?.name?.trim() || invoice.customerName,
          address:
            changes.customer?.address !== undefined
              ? changes.customer.address?.trim() || null
              : (invoice.customerAddress ?? null),
          email:
            changes.customer?.email !== undefined
              ? changes.customer.email?.trim() || null
              : (invoice.customerEmail ?? null),
        },
        registrationId: invoice.registrationId,
        lines: changes.lines ?? invoice.lines,
        discounts: changes.discounts ?? invoice.discounts,
        issuedOn:
          invoice.status === InvoiceStatus.Draft ? singaporeDate() : (invoice.issuedOn ?? singaporeDate()),
        dueOn: changes.dueOn ?? (invoice.status === InvoiceStatus.Draft ? undefined : invoice.dueOn),
      });
      const issuing = invoice.status === InvoiceStatus.Draft && changes.issue === true;
      Object.assign(invoice, {
        customerName: composed.snapshot.name,
        customerAddress: composed.snapshot.address,
        customerEmail: composed.snapshot.email,
        lines: composed.lines,
        discounts: composed.discounts,
        totalCents: composed.totalCents,
        gstCents: composed.gstCents,
        gstRateBasisPoints: composed.gstRateBasisPoints,
        taxInvoiceKind: composed.taxInvoiceKind,
        remarks: changes.remarks !== undefined ? changes.remarks : invoice.remarks,
      });
      if (invoice.status === InvoiceStatus.Draft) {
        if (!issuing) {
          await this.em.flush();
          return;
        }
        invoice.footerHtml = composed.footerHtml;
        invoice.issuedOn = composed.issuedOn;
        invoice.dueOn = composed.dueOn;
        invoice.status = InvoiceStatus.Issued;
        invoice.invoiceNo = await nextDocumentNumber(
          this.em,
          'invoice',
          Number(composed.issuedOn.slice(0, 4)),
        );
      } else {
        invoice.dueOn = composed.dueOn;
        invoice.version += 1;
      }
      await this.em.flush();
      await this.recordVersion(invoice, issuing ? null : (changes.reason ?? 'Corrected'));
      await refreshInvoiceCaches(this.em, [invoice.id]);
    });
  }

  /**
   * Prints the invoice again after a footer, supplier or customer address change: same number,
   * same amounts, the next version; the earlier versions' PDFs stay retrievable.
   */
  async regenerate(id: number, reason?: string | null): Promise<void> {
    await this.em.transactional(async () => {
      const invoice = await this.lock(id);
      if (invoice.status !== InvoiceStatus.Issued) {
        throw conflict('NOT_ISSUED', `Only an issued invoice can be regenerated`);
      }
      const customer = customerOf(invoice);
      const snapshot =
        customer.kind === CustomerKind.WalkIn
          ? storedSnapshot(invoice)
          : await this.customers.snapshot(customer);
      Object.assign(invoice, {
        customerName: snapshot.name,
        customerAddress: snapshot.address,
        customerEmail: snapshot.email,
        footerHtml: await this.documents.footer(invoiceFooterList(invoice.kind)),
        taxInvoiceKind: taxInvoiceKind({
          totalIncludingGstCents: invoice.totalCents,
          customerAddress: snapshot.address,
        }),
        version: invoice.version + 1,
      });
      await this.em.flush();
      await this.recordVersion(invoice, reason || 'Regenerated');
    });
  }

  /**
   * Deletes a draft. An issued manual invoice with no payment and no credit note is cancelled
   * instead: voided, keeping its number. Anything else is refused: void it instead (void entries).
   */
  async remove(id: number): Promise<{ deleted: boolean; voided: boolean }> {
    return this.em.transactional(async () => {
      const invoice = await this.lock(id);
      if (invoice.status === InvoiceStatus.Draft) {
        this.em.remove(invoice);
        await this.em.flush();
        return { deleted: true, voided: false };
      }
      const refuse = (why: string) =>
        conflict('VOID_INSTEAD', `Invoice ${invoice.invoiceNo} cannot be deleted: ${why}; void it instead`);
      if (invoice.status === InvoiceStatus.Void)
        throw conflict('INVOICE_VOID', `Invoice ${invoice.invoiceNo} is already void`);
      if (await this.hasPayments(id)) throw refuse('it has payments');
      if (
        (await this.em.count(CreditNote, { invoiceId: id, status: { $ne: CreditNoteStatus.Rejected } })) > 0
      ) {
        throw refuse('it has credit notes');
      }
      if (invoice.kind !== InvoiceKind.Manual) throw refuse(`it is a ${invoice.kind} invoice`);
      invoice.status = InvoiceStatus.Void;
      this.em.create(VoidEntry, {
        documentType: VoidableDocument.Invoice,
        documentId: invoice.id,
        documentNo: invoice.invoiceNo ?? '',
        reason: 'Cancelled before any payment',
        voidedOn: singaporeDate(),
        voidedById: RequestContext.userId() ?? null,
      });
      await this.em.flush();
      await refreshInvoiceCaches(this.em, [invoice.id]);
      return { deleted: false, voided: true };
    });
  }

  /** Any payment allocated to the invoice, void or not: such an invoice has a history to keep. */
  private async hasPayments(invoiceId: number): Promise<boolean> {
    const rows = await queryRows<{ found: number }>(
      this.em,
      `select 1 as found from payment_allocation where invoice_id = ? limit 1`,
      [invoiceId],
    );
    return rows.length > 0;
  }

  private async recordVersion(invoice: Invoice, reason: string | null): Promise<void> {
    const snapshot: InvoiceSnapshot = {
      invoiceNo: invoice.invoiceNo ?? '',
      kind: invoice.kind,
      taxInvoiceKind: invoice.taxInvoiceKind,
      issuedOn: invoice.issuedOn ?? '',
      dueOn: invoice.dueOn ?? '',
      customer: storedSnapshot(invoice),
      lines: invoice.lines,
      discounts: invoice.discounts,
      totalCents: invoice.totalCents,
      gstCents: invoice.gstCents,
      gstRateBasisPoints: invoice.gstRateBasisPoints,
      footerHtml: invoice.footerHtml,
      provider: this.documents.provider,
    };
    await this.versions.record(VersionedDocument.Invoice, invoice.id, invoice.version, snapshot, reason);
    if (reason)
      await writeChangeLog(this.em, [
        { type: 'Invoice', id: invoice.id, action: 'update', field: 'reason', newValue: reason },
      ]);
  }
}
