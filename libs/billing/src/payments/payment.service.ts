import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  RequestContext,
  conflict,
  fieldError,
  fieldErrors,
  formatCents,
  nextDocumentNumber,
  notFound,
  queryRows,
  singaporeDate,
  sqlPlaceholders,
  type FieldErrors,
} from '@app/core';
import { allocationProblem } from '../ledger/arithmetic';
import { type StoredAttachment } from '../ledger/attachment';
import { type CustomerRef, type CustomerSnapshot } from '../ledger/customer';
import {
  CustomerDirectory,
  customerColumns,
  customerOf,
  sameCustomer,
  storedSnapshot,
} from '../ledger/customers';
import { VersionedDocument } from '../ledger/document-version.entity';
import { DocumentVersions } from '../ledger/document-versions';
import { type LogEntry, refreshInvoiceCaches, writeChangeLog } from '../ledger/ledger.sql';
import { type ReceiptSnapshot } from '../ledger/snapshots';
import { BillingDocuments } from '../invoices/billing-documents.service';
import { Receipt, ReceiptStatus } from '../receipts/receipt.entity';
import { CHEQUE_MODES, PaymentModes, REFERENCE_MODES, type PaymentModeRow } from './payment-modes';
import { Payment, PaymentRecordStatus } from './payment.entity';

export interface AllocationSpec {
  invoiceId: number;
  amountCents: number;
}

/** Money received (docs/billing.md `PaymentService.receive`). */
export interface ReceiveSpec {
  customer: CustomerRef;
  /** The payment mode, by id (staff) or code (online providers). */
  mode: { id: number } | { code: string };
  receivedOn: string;
  amountCents: number;
  reference?: string | null;
  chequeBank?: string | null;
  providerReference?: string | null;
  attachment?: StoredAttachment | null;
  registrationId?: number | null;
  remarks?: string | null;
  allocations: AllocationSpec[];
  /** What is not allocated stays as a credit on the customer's account; otherwise it is refused. */
  creditOnAccount?: boolean;
  /** Adds the payment to this receipt (the rest paid another way) instead of issuing a new one. */
  receiptId?: number;
}

export interface Received {
  paymentId: number;
  receiptId: number;
  receiptNo: string;
}

interface LockedInvoice {
  id: number;
  invoice_no: string | null;
  status: string;
  balance_cents: number;
  customer_kind: CustomerRef['kind'];
  participant_id: number | null;
  corporate_id: number | null;
  customer_name: string;
  customer_address: string | null;
  customer_email: string | null;
}

export interface PaymentChanges {
  receivedOn?: string;
  paymentModeId?: number;
  chequeBank?: string | null;
  remarks?: string | null;
  reference?: string | null;
  amountCents?: number;
  creditOnAccount?: boolean;
  reason?: string | null;
}

/**
 * Receives money: the payment, its allocations to invoices, its receipt with a gapless number,
 * the invoices' caches, in one transaction and a few set-based statements, the invoices locked
 * first (by id), so two people paying one invoice at once cannot both pay it in full. Staff
 * payments and online confirmations both come through here.
 */
@Injectable()
export class PaymentService {
  constructor(
    private readonly em: EntityManager,
    private readonly modes: PaymentModes,
    private readonly customers: CustomerDirectory,
    private readonly documents: BillingDocuments,
    private readonly versions: DocumentVersions,
  ) {}

  async receive(spec: ReceiveSpec): Promise<Received> {
    if (!this.em.isInTransaction()) return this.em.transactional(() => this.receive(spec));
    const mode =
      'id' in spec.mode ? await this.modes.active(spec.mode.id) : await this.modes.byCode(spec.mode.code);
    this.checkInput(spec, mode);
    const invoices = await this.lockInvoices(spec);
    const receipt = spec.receiptId ? await this.lockReceipt(spec.receiptId, spec.customer) : null;
    const snapshot = await this.receiptCustomer(spec.customer, invoices);
    const receiptNo =
      receipt?.receiptNo ??
      (await nextDocumentNumber(this.em, 'receipt', Number(spec.receivedOn.slice(0, 4))));
    const footerHtml = receipt?.footerHtml ?? (await this.documents.footer('receiptfooter'));
    const columns = customerColumns(spec.customer);
    const userId = RequestContext.userId() ?? null;
    const allocated = spec.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
    const newReceiptSnapshot: ReceiptSnapshot = {
      receiptNo,
      receivedOn: spec.receivedOn,
      customer: snapshot,
      invoiceNos: [...new Set(invoices.map((invoice) => invoice.invoice_no ?? ''))].sort(),
      payments: [
        {
          mode: mode.name,
          reference: spec.reference ?? spec.providerReference ?? null,
          amountCents: spec.amountCents,
          receivedOn: spec.receivedOn,
        },
      ],
      amountCents: spec.amountCents,
      creditOnAccountCents: spec.amountCents - allocated,
      footerHtml,
      provider: this.documents.provider,
    };
    const receiptStep = receipt
      ? `update receipt set amount_cents = amount_cents + ?, version = version + 1, updated_at = now() where id = ? returning id`
      : `insert into receipt (receipt_no, customer_kind, participant_id, corporate_id, customer_name, customer_address,
           customer_email, received_on, amount_cents, footer_html, created_by)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`;
    const receiptParams = receipt
      ? [spec.amountCents, receipt.id]
      : [
          receiptNo,
          columns.customerKind,
          columns.participantId,
          columns.corporateId,
          snapshot.name,
          snapshot.address,
          snapshot.email,
          spec.receivedOn,
          spec.amountCents,
          footerHtml,
          userId,
        ];
    const [row] = await queryRows<{ receipt_id: number; payment_id: number }>(
      this.em,
      `with receipt_row as (${receiptStep}),
       payment_row as (
         insert into payment (customer_kind, participant_id, corporate_id, received_on, payment_mode_id, amount_cents,
           reference, cheque_bank, provider_reference, attachment, registration_id, receipt_id, remarks, created_by)
         select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, receipt_row.id, ?, ? from receipt_row
         returning id),
       allocation_rows as (
         insert into payment_allocation (payment_id, invoice_id, amount_cents)
         select payment_row.id, wanted.invoice_id, wanted.amount_cents
           from payment_row, jsonb_to_recordset(?::jsonb) as wanted(invoice_id int, amount_cents int)
         returning id),
       version_row as (
         insert into document_version (document_type, document_id, version, effective_on, snapshot, created_by)
         select 'Receipt', receipt_row.id, 1, ?, ?::jsonb, ? from receipt_row where ?::boolean
         returning id)
       select (select id from receipt_row) as receipt_id, (select id from payment_row) as payment_id,
              (select count(*) from allocation_rows) as allocations, (select count(*) from version_row) as versions`,
      [
        ...receiptParams,
        columns.customerKind,
        columns.participantId,
        columns.corporateId,
        spec.receivedOn,
        mode.id,
        spec.amountCents,
        spec.reference ?? null,
        spec.chequeBank ?? null,
        spec.providerReference ?? null,
        spec.attachment ? JSON.stringify(spec.attachment) : null,
        spec.registrationId ?? null,
        spec.remarks ?? null,
        userId,
        JSON.stringify(
          spec.allocations.map((a) => ({ invoice_id: a.invoiceId, amount_cents: a.amountCents })),
        ),
        spec.receivedOn,
        JSON.stringify(newReceiptSnapshot),
        userId,
        !receipt,
      ],
    );
    if (receipt) {
      await this.recordReceiptVersion(receipt.id, receipt.version + 1, 'Payment added');
    }
    const logs: LogEntry[] = [
      {
        type: 'Payment',
        id: row.payment_id,
        action: 'create',
        field: 'amountCents',
        newValue: String(spec.amountCents),
      },
      receipt
        ? {
            type: 'Receipt',
            id: row.receipt_id,
            action: 'update',
            field: 'amountCents',
            oldValue: String(receipt.amountCents),
            newValue: String(receipt.amountCents + spec.amountCents),
          }
        : { type: 'Receipt', id: row.receipt_id, action: 'create', field: 'receiptNo', newValue: receiptNo },
      ...spec.allocations.map((allocation): LogEntry => ({
        type: 'Invoice',
        id: allocation.invoiceId,
        action: 'update',
        field: 'payment',
        newValue: `${formatCents(allocation.amountCents)} by ${mode.name} (${receiptNo})`,
      })),
    ];
    await writeChangeLog(this.em, logs);
    await refreshInvoiceCaches(
      this.em,
      spec.allocations.map((allocation) => allocation.invoiceId),
    );
    return { paymentId: row.payment_id, receiptId: row.receipt_id, receiptNo };
  }

  /** 400 with every field's problem: amount, date, the mode's required details, repeated invoices. */
  private checkInput(spec: ReceiveSpec, mode: PaymentModeRow): void {
    const errors: FieldErrors = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    if (!Number.isSafeInteger(spec.amountCents) || spec.amountCents <= 0)
      add('amountCents', 'The amount must be more than zero');
    if (spec.receivedOn > singaporeDate()) add('receivedOn', 'The payment date cannot be in the future');
    if (mode.code && CHEQUE_MODES.has(mode.code)) {
      if (!spec.reference?.trim()) add('reference', 'Cheque number is required');
      if (!spec.chequeBank?.trim()) add('chequeBank', 'Bank of the cheque is required');
    }
    if (mode.code && REFERENCE_MODES.has(mode.code) && !spec.reference?.trim() && !spec.providerReference) {
      add('reference', 'Reference no. is required');
    }
    const seen = new Set<number>();
    spec.allocations.forEach((allocation, index) => {
      if (seen.has(allocation.invoiceId))
        add(`allocations.${index}.invoiceId`, 'Each invoice may appear once');
      seen.add(allocation.invoiceId);
    });
    if (Object.keys(errors).length) throw fieldErrors(errors);
  }

  /**
   * The invoices paid, locked in id order; each must be issued, the customer's, and owe at least
   * what is allocated to it. Money left over must be meant as a credit on account.
   */
  private async lockInvoices(spec: ReceiveSpec): Promise<LockedInvoice[]> {
    const ids = spec.allocations.map((allocation) => allocation.invoiceId);
    const invoices = ids.length
      ? await queryRows<LockedInvoice>(
          this.em,
          `select id, invoice_no, status, balance_cents, customer_kind, participant_id, corporate_id,
                  customer_name, customer_address, customer_email
             from invoice where id in (${sqlPlaceholders(ids)}) order by id for update`,
          ids,
        )
      : [];
    spec.allocations.forEach((allocation, index) => {
      const invoice = invoices.find((candidate) => candidate.id === allocation.invoiceId);
      if (!invoice) throw fieldError(`allocations.${index}.invoiceId`, 'No invoice has this id');
      const owner = customerOf({
        customerKind: invoice.customer_kind,
        participantId: invoice.participant_id,
        corporateId: invoice.corporate_id,
      });
      if (!sameCustomer(owner, spec.customer)) {
        throw fieldError(
          `allocations.${index}.invoiceId`,
          `Invoice ${invoice.invoice_no} belongs to another customer`,
        );
      }
      if (invoice.status === 'Void') throw conflict('INVOICE_VOID', `Invoice ${invoice.invoice_no} is void`);
      if (invoice.status !== 'Issued') throw conflict('INVOICE_DRAFT', 'A draft invoice cannot be paid');
      if (invoice.balance_cents <= 0) {
        throw conflict('INVOICE_PAID', `Invoice ${invoice.invoice_no} is already paid`);
      }
    });
    const problem = allocationProblem(
      {
        amountCents: spec.amountCents,
        allocations: spec.allocations,
        balances: new Map(invoices.map((invoice) => [invoice.id, invoice.balance_cents])),
      },
      spec.creditOnAccount === true,
    );
    if (problem?.kind === 'over-balance') {
      const invoice = invoices.find((candidate) => candidate.id === problem.invoiceId);
      throw conflict(
        'OVER_BALANCE',
        `${formatCents(problem.amountCents)} is more than the ${formatCents(problem.balanceCents)} left to pay on invoice ${invoice?.invoice_no}`,
      );
    }
    if (problem?.kind === 'over-allocated') {
      throw fieldError(
        'allocations',
        `The allocations (${formatCents(problem.allocatedCents)}) are more than the amount paid`,
      );
    }
    if (problem?.kind === 'unallocated') {
      throw conflict(
        'OVERPAYMENT',
        `${formatCents(problem.unallocatedCents)} is more than the invoices owe: record it as a credit on account`,
      );
    }
    return invoices;
  }

  private async lockReceipt(id: number, customer: CustomerRef): Promise<Receipt> {
    const receipt = await this.em.findOne(Receipt, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!receipt) throw notFound('Receipt');
    if (receipt.status !== ReceiptStatus.Active) {
      throw conflict('RECEIPT_CLOSED', `Receipt ${receipt.receiptNo} is ${receipt.status.toLowerCase()}`);
    }
    if (!sameCustomer(customerOf(receipt), customer)) {
      throw fieldError('receiptId', `Receipt ${receipt.receiptNo} is another customer's`);
    }
    return receipt;
  }

  /** The receipt is addressed as the invoice it pays was, or from the customer's record. */
  private async receiptCustomer(customer: CustomerRef, invoices: LockedInvoice[]): Promise<CustomerSnapshot> {
    const [first] = invoices;
    if (first)
      return { name: first.customer_name, address: first.customer_address, email: first.customer_email };
    return this.customers.snapshot(customer);
  }

  /** Writes a receipt's next version from what it now carries. */
  async recordReceiptVersion(receiptId: number, version: number, reason: string | null): Promise<void> {
    const receipt = await this.em.findOneOrFail(Receipt, { id: receiptId }, { refresh: true });
    const contents = await this.documents.receiptContents(receiptId);
    const snapshot: ReceiptSnapshot = {
      receiptNo: receipt.receiptNo,
      receivedOn: receipt.receivedOn,
      customer: storedSnapshot(receipt),
      ...contents,
      footerHtml: receipt.footerHtml,
      provider: this.documents.provider,
    };
    await this.versions.record(VersionedDocument.Receipt, receiptId, version, snapshot, reason);
  }

  /**
   * Corrects a payment: date, mode, cheque bank, remarks, reference, or its total (never below what
   * it pays towards invoices). Each change is in the change log; the receipt gets its next version.
   */
  async update(id: number, changes: PaymentChanges): Promise<void> {
    await this.em.transactional(async () => {
      const payment = await this.em.findOne(Payment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!payment) throw notFound('Payment');
      if (payment.status === PaymentRecordStatus.Void) throw conflict('PAYMENT_VOID', 'The payment is void');
      const mode = await this.modes.active(changes.paymentModeId ?? payment.paymentModeId);
      const next = {
        receivedOn: changes.receivedOn ?? payment.receivedOn,
        amountCents: changes.amountCents ?? payment.amountCents,
        reference: changes.reference !== undefined ? changes.reference?.trim() || null : payment.reference,
        chequeBank:
          changes.chequeBank !== undefined ? changes.chequeBank?.trim() || null : payment.chequeBank,
      };
      this.checkInput(
        {
          customer: customerOf(payment),
          mode: { id: mode.id },
          receivedOn: next.receivedOn,
          amountCents: next.amountCents,
          reference: next.reference,
          chequeBank: next.chequeBank,
          providerReference: payment.providerReference,
          allocations: [],
        },
        mode,
      );
      if (changes.amountCents !== undefined && changes.amountCents !== payment.amountCents) {
        const [{ allocated }] = await queryRows<{ allocated: number }>(
          this.em,
          `select coalesce(sum(amount_cents), 0)::int as allocated from payment_allocation where payment_id = ?`,
          [id],
        );
        if (changes.amountCents < allocated) {
          throw conflict(
            'BELOW_ALLOCATED',
            `The payment pays ${formatCents(allocated)} towards invoices; its total cannot be less`,
          );
        }
        if (
          changes.amountCents > allocated &&
          changes.amountCents > payment.amountCents &&
          !changes.creditOnAccount
        ) {
          throw conflict(
            'OVERPAYMENT',
            `${formatCents(changes.amountCents - allocated)} would not pay any invoice: record it as a credit on account`,
          );
        }
      }
      const receipt = await this.em.findOneOrFail(
        Receipt,
        { id: payment.receiptId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const difference = next.amountCents - payment.amountCents;
      Object.assign(payment, {
        ...next,
        paymentModeId: mode.id,
        remarks: changes.remarks !== undefined ? changes.remarks : payment.remarks,
      });
      receipt.amountCents += difference;
      receipt.version += 1;
      await this.em.flush();
      if (changes.reason) {
        await writeChangeLog(this.em, [
          { type: 'Payment', id, action: 'update', field: 'reason', newValue: changes.reason },
        ]);
      }
      await this.recordReceiptVersion(receipt.id, receipt.version, changes.reason ?? 'Payment corrected');
    });
  }
}
