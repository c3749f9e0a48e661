import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FilterQuery } from '@mikro-orm/core';
import { countTotal, findPage, notFound, type Page, type PageQueryDto, queryRows, sqlDate } from '@app/core';
import { User } from '@app/core';
import { Invoice } from '../invoices/invoice.entity';
import { type CreditNoteListQuery } from './credit-note.dto';
import { CreditNote, type CreditNoteLineData } from './credit-note.entity';

export interface CreditNoteView {
  id: number;
  creditNoteNo: string | null;
  status: CreditNote['status'];
  invoiceId: number;
  invoiceNo: string | null;
  customerName: string;
  issuedOn: string | null;
  reason: string;
  lines: CreditNoteLineData[];
  totalCents: number;
  gstCents: number;
  gstRateBasisPoints: number;
  requestedBy: string | null;
  requestedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  decisionNote: string | null;
}

/** One row of the CFO's approvals: a credit note (and, with issue 16, a refund) waiting for a decision. */
export interface PendingApproval {
  type: 'CreditNote' | 'Refund';
  id: number;
  invoiceId: number;
  invoiceNo: string | null;
  customerName: string;
  amountCents: number;
  reason: string | null;
  requestedBy: string | null;
  requestedAt: Date;
  /** What to approve or reject: the credit note itself, or a refund's credit note (one decision for both). */
  creditNoteId: number | null;
}

/** What waits for the CFO: credit notes, and refunds (which decide through their credit note). */
const PENDING = `select 'CreditNote' as type, c.id, c.invoice_id, c.total_cents as amount_cents, c.reason, c.requested_by,
         c.requested_at, c.id as credit_note_id
    from credit_note c where c.status = 'PendingApproval' and c.refund_id is null
  union all
  -- A refund waits on its credit note: listed once, as the refund, deciding through the note.
  select 'Refund', r.id, r.invoice_id, r.amount_cents, r.reason, r.requested_by, r.requested_at, r.credit_note_id
    from refund r where r.status = 'PendingApproval'`;

/** Reading credit notes and what awaits approval. */
@Injectable()
export class CreditNoteQueries {
  constructor(private readonly em: EntityManager) {}

  private async views(notes: CreditNote[]): Promise<CreditNoteView[]> {
    const invoiceIds = [...new Set(notes.map((note) => note.invoiceId))];
    const userIds = [
      ...new Set(
        notes.flatMap((note) => [note.requestedById, note.decidedById]).filter((id): id is number => !!id),
      ),
    ];
    const invoices = invoiceIds.length ? await this.em.find(Invoice, { id: { $in: invoiceIds } }) : [];
    const users = userIds.length ? await this.em.find(User, { id: { $in: userIds } }) : [];
    const invoiceNo = new Map(invoices.map((invoice) => [invoice.id, invoice.invoiceNo ?? null]));
    const name = new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
    return notes.map((note) => ({
      id: note.id,
      creditNoteNo: note.creditNoteNo ?? null,
      status: note.status,
      invoiceId: note.invoiceId,
      invoiceNo: invoiceNo.get(note.invoiceId) ?? null,
      customerName: note.customerName,
      issuedOn: note.issuedOn ?? null,
      reason: note.reason,
      lines: note.lines,
      totalCents: note.totalCents,
      gstCents: note.gstCents,
      gstRateBasisPoints: note.gstRateBasisPoints,
      requestedBy: note.requestedById ? (name.get(note.requestedById) ?? null) : null,
      requestedAt: note.requestedAt,
      decidedBy: note.decidedById ? (name.get(note.decidedById) ?? null) : null,
      decidedAt: note.decidedAt ?? null,
      decisionNote: note.decisionNote ?? null,
    }));
  }

  async list(query: CreditNoteListQuery): Promise<Page<CreditNoteView>> {
    const filters: FilterQuery<CreditNote>[] = [];
    if (query.status) filters.push({ status: query.status });
    if (query.dateFrom) filters.push({ issuedOn: { $gte: query.dateFrom } });
    if (query.dateTo) filters.push({ issuedOn: { $lte: query.dateTo } });
    const page = await findPage(this.em, CreditNote, query, {
      where: filters.length ? { $and: filters } : undefined,
      searchFields: ['creditNoteNo', 'customerName', 'reason'],
      sortable: ['issuedOn', 'requestedAt', 'creditNoteNo', 'totalCents'],
      defaultSort: { requestedAt: 'desc', id: 'desc' },
      map: (note) => note,
    });
    return { ...page, items: await this.views(page.items) };
  }

  async one(id: number): Promise<CreditNoteView> {
    const note = await this.em.findOne(CreditNote, { id }, { refresh: true });
    if (!note) throw notFound('Credit note');
    return (await this.views([note]))[0];
  }

  /**
   * What waits for a finance decision, oldest first: credit notes above the approval threshold and
   * refunds pending approval (issue 16 writes them), in one paged query.
   */
  async pending(query: PageQueryDto): Promise<Page<PendingApproval>> {
    const offset = (query.page - 1) * query.pageSize;
    const rows = await queryRows<{
      type: PendingApproval['type'];
      id: number;
      invoice_id: number;
      invoice_no: string | null;
      customer_name: string;
      amount_cents: number;
      reason: string | null;
      requested_by: string | null;
      requested_at: string | Date;
      credit_note_id: number | null;
    }>(
      this.em,
      `with pending as (${PENDING})
       select pending.type, pending.id, pending.invoice_id, i.invoice_no, i.customer_name, pending.amount_cents,
              pending.reason, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as requested_by,
              pending.requested_at, pending.credit_note_id
         from pending join invoice i on i.id = pending.invoice_id left join app_user u on u.id = pending.requested_by
        order by pending.requested_at, pending.type, pending.id limit ? offset ?`,
      [query.pageSize, offset],
    );
    const total = await countTotal(this.em, `select 1 from (${PENDING}) pending`, [], {
      offset,
      pageSize: query.pageSize,
      rows: rows.length,
    });
    const items = rows.map((row) => ({
      type: row.type,
      id: row.id,
      invoiceId: row.invoice_id,
      invoiceNo: row.invoice_no,
      customerName: row.customer_name,
      amountCents: row.amount_cents,
      reason: row.reason,
      requestedBy: row.requested_by,
      requestedAt: sqlDate(row.requested_at),
      creditNoteId: row.credit_note_id,
    }));
    return { items, page: query.page, pageSize: query.pageSize, total };
  }
}
