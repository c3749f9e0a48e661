import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  AppConfig,
  RequestContext,
  conflict,
  currentTime,
  fieldError,
  forbidden,
  formatCents,
  nextDocumentNumber,
  notFound,
  singaporeDate,
} from '@app/core';
import { storedSnapshot } from '../ledger/customers';
import { CreditRefused, type CreditRequest, creditNoteFigures } from '../ledger/arithmetic';
import { VersionedDocument } from '../ledger/document-version.entity';
import { DocumentVersions } from '../ledger/document-versions';
import { refreshInvoiceCaches } from '../ledger/ledger.sql';
import { type CreditNoteSnapshot } from '../ledger/snapshots';
import { BillingDocuments } from '../invoices/billing-documents.service';
import { Invoice, InvoiceStatus } from '../invoices/invoice.entity';
import { InvoiceService } from '../invoices/invoice.service';
import { SeatLedger } from '@app/registration';
import { refundDecided } from '../refunds/refund-decisions';
import { CreditNote, CreditNoteStatus } from './credit-note.entity';

export interface CreditNoteRequest {
  invoiceId: number;
  reason: string;
  credit: CreditRequest;
  /** Set by the refund service (issue 16) when a refund makes the credit note. */
  refundId?: number | null;
  /**
   * Issued whatever the amount (a course transfer): the credit only moves what was paid to the
   * transfer's new invoice, so no money leaves without a refund, which waits above the threshold.
   */
  issueNow?: boolean;
}

/**
 * Credit notes: requested against an invoice, issued at once up to the approval threshold, above it
 * waiting (without a number) for an Administrator or Staff member other than the requester. Only
 * an issued credit note counts in the invoice's balance; it is numbered in its own series when issued.
 */
@Injectable()
export class CreditNoteService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly invoices: InvoiceService,
    private readonly documents: BillingDocuments,
    private readonly versions: DocumentVersions,
    private readonly seats: SeatLedger,
  ) {}

  get approvalThresholdCents(): number {
    return this.config.finance.approvalThresholdCents;
  }

  async request(input: CreditNoteRequest): Promise<CreditNote> {
    return this.em.transactional(async () => {
      const invoice = await this.invoices.lock(input.invoiceId);
      if (invoice.status !== InvoiceStatus.Issued) {
        throw conflict(
          'NOT_CREDITABLE',
          `Invoice ${invoice.invoiceNo ?? '(draft)'} is ${invoice.status.toLowerCase()}: it cannot be credited`,
        );
      }
      // Pending requests count too, so two requests cannot together credit more than the invoice.
      const figures = await this.figures(invoice, input.credit, [
        CreditNoteStatus.Issued,
        CreditNoteStatus.PendingApproval,
      ]);
      const pending = !input.issueNow && figures.totalCents > this.approvalThresholdCents;
      const note = this.em.create(CreditNote, {
        customerKind: invoice.customerKind,
        participantId: invoice.participantId,
        corporateId: invoice.corporateId,
        customerName: invoice.customerName,
        customerAddress: invoice.customerAddress,
        customerEmail: invoice.customerEmail,
        invoiceId: invoice.id,
        reason: input.reason.trim(),
        lines: figures.lines,
        totalCents: figures.totalCents,
        gstCents: figures.gstCents,
        gstRateBasisPoints: invoice.gstRateBasisPoints,
        status: CreditNoteStatus.PendingApproval,
        requestedById: RequestContext.userId() ?? null,
        requestedAt: currentTime(),
        refundId: input.refundId ?? null,
      });
      await this.em.flush();
      if (!pending) await this.issue(note, invoice);
      return note;
    });
  }

  /** Approves a pending credit note: numbered and counted from today. Never by the person who asked for it. */
  async approve(id: number): Promise<CreditNote> {
    return this.decide(id, async (note, invoice) => {
      if (invoice.status !== InvoiceStatus.Issued) {
        throw conflict(
          'NOT_CREDITABLE',
          `Invoice ${invoice.invoiceNo} is ${invoice.status.toLowerCase()}: it cannot be credited`,
        );
      }
      // What was credited since the request may leave less to credit now.
      await this.figures(
        invoice,
        { kind: 'amount', amountCents: note.totalCents, description: note.reason },
        [CreditNoteStatus.Issued],
      );
      await this.issue(note, invoice);
    });
  }

  async reject(id: number, reason: string): Promise<CreditNote> {
    return this.decide(id, (note) => {
      note.status = CreditNoteStatus.Rejected;
      note.decisionNote = reason.trim();
      return refundDecided(this.em, this.seats, note.refundId, false);
    });
  }

  private async decide(
    id: number,
    apply: (note: CreditNote, invoice: Invoice) => Promise<void>,
  ): Promise<CreditNote> {
    return this.em.transactional(async () => {
      const peek = await this.em.findOne(CreditNote, { id });
      if (!peek) throw notFound('Credit note');
      // The invoice first, then the note: the order every money change locks in.
      const invoice = await this.invoices.lock(peek.invoiceId);
      const note = await this.em.findOneOrFail(
        CreditNote,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (note.status !== CreditNoteStatus.PendingApproval) {
        throw conflict(
          'ALREADY_DECIDED',
          `This credit note is already ${note.status === CreditNoteStatus.Issued ? 'issued' : 'rejected'}`,
        );
      }
      const userId = RequestContext.userId() ?? null;
      if (userId !== null && note.requestedById === userId) {
        throw forbidden('A credit note must be approved or rejected by someone other than who requested it');
      }
      note.decidedById = userId;
      note.decidedAt = currentTime();
      await apply(note, invoice);
      await this.em.flush();
      return note;
    });
  }

  /** Figures of a credit against what the invoice has left after the credit notes in these states. */
  private async figures(invoice: Invoice, credit: CreditRequest, counted: CreditNoteStatus[]) {
    const earlier = await this.em.find(CreditNote, { invoiceId: invoice.id, status: { $in: counted } });
    try {
      return creditNoteFigures(
        {
          lines: invoice.lines.map((line) => ({ ...line, gstable: line.gstable !== false })),
          totalCents: invoice.totalCents,
          gstCents: invoice.gstCents,
          gstRateBasisPoints: invoice.gstRateBasisPoints,
          earlierCredits: earlier,
        },
        credit,
      );
    } catch (error) {
      if (!(error instanceof CreditRefused)) throw error;
      if (error.field === 'invoiceId')
        throw conflict('FULLY_CREDITED', `Invoice ${invoice.invoiceNo} is already fully credited`);
      if (credit.kind === 'amount' && error.field === 'amountCents') {
        const left = invoice.totalCents - earlier.reduce((sum, note) => sum + note.totalCents, 0);
        throw conflict(
          'OVER_CREDIT',
          `At most ${formatCents(left)} is left to credit on invoice ${invoice.invoiceNo}`,
        );
      }
      throw fieldError(error.field, error.message);
    }
  }

  /** Numbers the note, dates it today, writes its version 1 and brings the invoice's balance along. */
  private async issue(note: CreditNote, invoice: Invoice): Promise<void> {
    const issuedOn = singaporeDate();
    note.creditNoteNo = await nextDocumentNumber(this.em, 'credit-note', Number(issuedOn.slice(0, 4)));
    note.issuedOn = issuedOn;
    note.status = CreditNoteStatus.Issued;
    await this.em.flush();
    const snapshot: CreditNoteSnapshot = {
      creditNoteNo: note.creditNoteNo,
      issuedOn,
      customer: storedSnapshot(note),
      invoiceNo: invoice.invoiceNo ?? '',
      invoiceDate: invoice.issuedOn ?? issuedOn,
      reason: note.reason,
      lines: note.lines,
      totalCents: note.totalCents,
      gstCents: note.gstCents,
      gstRateBasisPoints: note.gstRateBasisPoints,
      provider: this.documents.provider,
    };
    await this.versions.record(VersionedDocument.CreditNote, note.id, 1, snapshot, null, issuedOn);
    await refreshInvoiceCaches(this.em, [invoice.id]);
    await refundDecided(this.em, this.seats, note.refundId, true);
  }
}
