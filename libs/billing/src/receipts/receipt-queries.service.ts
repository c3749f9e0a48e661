import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FilterQuery } from '@mikro-orm/core';
import { subject } from '@casl/ability';
import { type AppAbility, abilityAllows, findPage, notFound, type Page, queryRows } from '@app/core';
import { type CustomerKind } from '../ledger/customer';
import { VersionedDocument } from '../ledger/document-version.entity';
import { DocumentVersions, type VersionSummary } from '../ledger/document-versions';
import { BillingDocuments, type ReceiptContents } from '../invoices/billing-documents.service';
import { type ReceiptListQuery } from './receipt.dto';
import { Receipt } from './receipt.entity';

export interface ReceiptSummary {
  id: number;
  receiptNo: string;
  receivedOn: string;
  amountCents: number;
  status: Receipt['status'];
  version: number;
  customer: { kind: CustomerKind; id: number | null; name: string };
}

export interface ReceiptDetail extends ReceiptSummary, ReceiptContents {
  customerAddress: string | null;
  versions: VersionSummary[];
}

const summary = (receipt: Receipt): ReceiptSummary => ({
  id: receipt.id,
  receiptNo: receipt.receiptNo,
  receivedOn: receipt.receivedOn,
  amountCents: receipt.amountCents,
  status: receipt.status,
  version: receipt.version,
  customer: {
    kind: receipt.customerKind,
    id: receipt.participantId ?? receipt.corporateId ?? null,
    name: receipt.customerName,
  },
});

/** Reading receipts: the paged list (the archived receipts screen filters by status), one receipt. */
@Injectable()
export class ReceiptQueries {
  constructor(
    private readonly em: EntityManager,
    private readonly documents: BillingDocuments,
    private readonly versions: DocumentVersions,
  ) {}

  list(query: ReceiptListQuery): Promise<Page<ReceiptSummary>> {
    const filters: FilterQuery<Receipt>[] = [];
    if (query.status) filters.push({ status: query.status });
    if (query.dateFrom) filters.push({ receivedOn: { $gte: query.dateFrom } });
    if (query.dateTo) filters.push({ receivedOn: { $lte: query.dateTo } });
    return findPage(this.em, Receipt, query, {
      where: filters.length ? { $and: filters } : undefined,
      searchFields: ['receiptNo', 'customerName'],
      sortable: ['receivedOn', 'receiptNo', 'amountCents', 'customerName'],
      defaultSort: { receivedOn: 'desc', id: 'desc' },
      map: summary,
    });
  }

  async detail(id: number): Promise<ReceiptDetail> {
    const receipt = await this.em.findOne(Receipt, { id }, { refresh: true });
    if (!receipt) throw notFound('Receipt');
    return {
      ...summary(receipt),
      ...(await this.documents.receiptContents(id)),
      amountCents: receipt.amountCents,
      customerAddress: receipt.customerAddress ?? null,
      versions: await this.versions.list(VersionedDocument.Receipt, id),
    };
  }

  /**
   * Refuses a reader whose rule reaches only some receipts (a coordinator: those of the
   * registrations they entered) a receipt outside it, with the 404 of a missing one.
   */
  async assertReadable(id: number, ability: AppAbility): Promise<void> {
    if (abilityAllows(ability, { action: 'read', subject: 'Receipt' })) return;
    const [row] = await queryRows<{ user_ids: number[] }>(
      this.em,
      `select coalesce(array_agg(distinct r.user_id) filter (where r.user_id is not null), '{}') as user_ids
         from payment p join registration r on r.id = p.registration_id where p.receipt_id = ?`,
      [id],
    );
    if (!ability.can('read', subject('Receipt', { registrationUserIds: row.user_ids }))) {
      throw notFound(`Receipt ${id}`);
    }
  }
}
