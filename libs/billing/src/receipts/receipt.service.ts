import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { conflict, fieldError, notFound, singaporeDate } from '@app/core';
import { CustomerKind, type CustomerRef } from '../ledger/customer';
import { CustomerDirectory, customerOf } from '../ledger/customers';
import { writeChangeLog } from '../ledger/ledger.sql';
import { BillingDocuments } from '../invoices/billing-documents.service';
import { Payment, PaymentRecordStatus } from '../payments/payment.entity';
import { PaymentService } from '../payments/payment.service';
import { Receipt, ReceiptStatus } from './receipt.entity';

/**
 * Corrections of receipts: each writes the receipt's next version (same number) and is in the
 * change log; the earlier versions' PDFs stay retrievable.
 */
@Injectable()
export class ReceiptService {
  constructor(
    private readonly em: EntityManager,
    private readonly payments: PaymentService,
    private readonly customers: CustomerDirectory,
    private readonly documents: BillingDocuments,
  ) {}

  private async lock(id: number): Promise<Receipt> {
    const receipt = await this.em.findOne(Receipt, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!receipt) throw notFound('Receipt');
    return receipt;
  }

  /** Whose receipt it is: a payment added to it must be the same customer's. */
  async customer(id: number): Promise<CustomerRef> {
    const receipt = await this.em.findOne(Receipt, { id });
    if (!receipt) throw notFound('Receipt');
    return customerOf(receipt);
  }

  /** Prints it again with the current footer and the customer's current name and address. */
  async regenerate(id: number, reason?: string | null): Promise<void> {
    await this.em.transactional(async () => {
      const receipt = await this.lock(id);
      if (receipt.status === ReceiptStatus.Void)
        throw conflict('RECEIPT_VOID', `Receipt ${receipt.receiptNo} is void`);
      const customer = customerOf(receipt);
      if (customer.kind !== CustomerKind.WalkIn) {
        const snapshot = await this.customers.snapshot(customer);
        Object.assign(receipt, {
          customerName: snapshot.name,
          customerAddress: snapshot.address,
          customerEmail: snapshot.email,
        });
      }
      receipt.footerHtml = await this.documents.footer('receiptfooter');
      receipt.version += 1;
      await this.em.flush();
      await this.payments.recordReceiptVersion(receipt.id, receipt.version, reason || 'Regenerated');
    });
  }

  /**
   * Corrects the date the money was received, with a reason: the receipt and its payments move to
   * that date (reports as at a date read the payments), never into the future.
   */
  async updateDate(id: number, receivedOn: string, reason: string): Promise<void> {
    if (receivedOn > singaporeDate())
      throw fieldError('receivedOn', 'The receipt date cannot be in the future');
    await this.em.transactional(async () => {
      const receipt = await this.lock(id);
      if (receipt.status === ReceiptStatus.Void)
        throw conflict('RECEIPT_VOID', `Receipt ${receipt.receiptNo} is void`);
      if (receipt.receivedOn === receivedOn) return;
      const payments = await this.em.find(
        Payment,
        { receiptId: id, status: PaymentRecordStatus.Received },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
      );
      receipt.receivedOn = receivedOn;
      receipt.version += 1;
      for (const payment of payments) payment.receivedOn = receivedOn;
      await this.em.flush();
      await writeChangeLog(this.em, [
        { type: 'Receipt', id, action: 'update', field: 'reason', newValue: reason },
      ]);
      await this.payments.recordReceiptVersion(receipt.id, receipt.version, reason);
    });
  }

  /** Archives (or brings back) a receipt: it leaves the daily lists, its money stays counted. */
  async archive(id: number, archived: boolean): Promise<void> {
    await this.em.transactional(async () => {
      const receipt = await this.lock(id);
      if (receipt.status === ReceiptStatus.Void)
        throw conflict('RECEIPT_VOID', `Receipt ${receipt.receiptNo} is void`);
      receipt.status = archived ? ReceiptStatus.Archived : ReceiptStatus.Active;
      await this.em.flush();
    });
  }
}
