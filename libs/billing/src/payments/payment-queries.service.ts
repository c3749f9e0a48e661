import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AppAbility,
  type ExportColumn,
  type Page,
  EXACT_COUNT_LIMIT,
  countTotal,
  escapeLike,
  fieldError,
  keysetBatches,
  maskNric,
  nameSql,
  notFound,
  queryRows,
} from '@app/core';
import { CustomerKind } from '../ledger/customer';
import { type CustomerQuery } from '../ledger/ledger.dto';
import { Invoice, InvoiceStatus } from '../invoices/invoice.entity';
import { InvoiceQueries, type InvoiceSummary } from '../invoices/invoice-queries.service';
import { type CustomerLookupQuery, type GetInvoiceInput, type PaymentSearchQuery } from './payment-admin.dto';

export interface PaymentRow {
  id: number;
  receivedOn: string;
  amountCents: number;
  allocatedCents: number;
  status: string;
  paymentModeId: number;
  paymentMode: string;
  reference: string | null;
  chequeBank: string | null;
  remarks: string | null;
  receiptId: number;
  receiptNo: string;
  customerKind: CustomerKind;
  customerId: number | null;
  customerName: string;
  invoiceNos: string | null;
  recordedBy: string | null;
}

export interface CustomerWithInvoices {
  kind: CustomerKind;
  id: number;
  name: string;
  email: string | null;
  /** Masked unless the reader may see personal data. */
  nric: string | null;
  uen: string | null;
  unpaidInvoices: number;
  outstandingCents: number;
}

const SORTS: Record<string, string> = {
  receivedOn: 'p.received_on',
  amountCents: 'p.amount_cents',
  receiptNo: 'r.receipt_no',
};

/** The payments list's columns in the Excel export. */
export const PAYMENT_EXPORT_COLUMNS: ExportColumn<PaymentRow>[] = [
  { header: 'Date received', type: 'date', value: (row) => row.receivedOn, width: 14 },
  { header: 'Receipt No.', value: (row) => row.receiptNo, width: 18 },
  { header: 'Customer', value: (row) => row.customerName, width: 30 },
  { header: 'Invoice No.', value: (row) => row.invoiceNos, width: 24 },
  { header: 'Payment mode', value: (row) => row.paymentMode, width: 20 },
  { header: 'Reference', value: (row) => row.reference, width: 20 },
  { header: 'Cheque bank', value: (row) => row.chequeBank, width: 16 },
  { header: 'Amount (S$)', type: 'money', value: (row) => row.amountCents },
  { header: 'On account (S$)', type: 'money', value: (row) => row.amountCents - row.allocatedCents },
  { header: 'Status', value: (row) => row.status, width: 10 },
  { header: 'Recorded by', value: (row) => row.recordedBy ?? 'Online', width: 20 },
];

/** Reading payments for the back office: the search across customers, its export, customer lookups. */
@Injectable()
export class PaymentQueries {
  constructor(
    private readonly em: EntityManager,
    private readonly invoices: InvoiceQueries,
  ) {}

  /**
   * Where a keyword may be found, as conditions on a payment `p` and its receipt `r`, each served
   * by its own index: the payments found are their union, never an OR across the joins.
   */
  private keywordArms(keyword: string): { condition: string; params: unknown[] }[] {
    const like = `%${escapeLike(keyword)}%`;
    return [
      { condition: 'p.reference ilike ? or p.provider_reference ilike ?', params: [like, like] },
      { condition: 'r.receipt_no ilike ? or r.customer_name ilike ?', params: [like, like] },
      {
        condition: `p.id in (select a.payment_id from payment_allocation a join invoice i on i.id = a.invoice_id
                              where i.invoice_no ilike ?)`,
        params: [like],
      },
    ];
  }

  private filters(query: PaymentSearchQuery): { where: string; params: unknown[] } {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const add = (clause: string, ...values: unknown[]) => {
      clauses.push(clause);
      params.push(...values);
    };
    if (query.dateFrom) add('p.received_on >= ?', query.dateFrom);
    if (query.dateTo) add('p.received_on <= ?', query.dateTo);
    if (query.paymentModeId) add('p.payment_mode_id = ?', query.paymentModeId);
    if (query.customerKind) add('p.customer_kind = ?', query.customerKind);
    if (query.status) add('p.status = ?', query.status);
    if (query.receiptId) add('p.receipt_id = ?', query.receiptId);
    const keyword = query.keyword?.trim();
    if (keyword) {
      const arms = this.keywordArms(keyword).map(
        (arm) => `select p.id from payment p join receipt r on r.id = p.receipt_id where ${arm.condition}`,
      );
      add(`p.id in (${arms.join(' union ')})`, ...this.keywordArms(keyword).flatMap((arm) => arm.params));
    }
    return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
  }

  private select(where: string, order: string, tail: string): string {
    return `select p.id, to_char(p.received_on, 'YYYY-MM-DD') as received_on, p.amount_cents, p.status,
              coalesce(p.reference, p.provider_reference) as reference, p.cheque_bank, p.remarks,
              p.payment_mode_id, m.name as payment_mode,
              r.id as receipt_id, r.receipt_no, p.customer_kind, coalesce(p.participant_id, p.corporate_id) as customer_id,
              r.customer_name,
              (select string_agg(i.invoice_no, ', ' order by i.invoice_no) from payment_allocation a
                 join invoice i on i.id = a.invoice_id where a.payment_id = p.id) as invoice_nos,
              coalesce((select sum(a.amount_cents) from payment_allocation a where a.payment_id = p.id), 0)::int as allocated_cents,
              nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as recorded_by
         from payment p join payment_mode m on m.id = p.payment_mode_id
         -- Each row's receipt by its key: a join let the planner hash every receipt for each batch of an export.
         cross join lateral (select r.id, r.receipt_no, r.customer_name from receipt r where r.id = p.receipt_id offset 0) r
         left join app_user u on u.id = p.created_by
         ${where} ${order} ${tail}`;
  }

  private toRow(row: Record<string, unknown>): PaymentRow {
    return {
      id: row.id as number,
      receivedOn: row.received_on as string,
      amountCents: row.amount_cents as number,
      allocatedCents: row.allocated_cents as number,
      status: row.status as string,
      paymentModeId: row.payment_mode_id as number,
      paymentMode: row.payment_mode as string,
      reference: (row.reference as string | null) ?? null,
      chequeBank: (row.cheque_bank as string | null) ?? null,
      remarks: (row.remarks as string | null) ?? null,
      receiptId: row.receipt_id as number,
      receiptNo: row.receipt_no as string,
      customerKind: row.customer_kind as CustomerKind,
      customerId: (row.customer_id as number | null) ?? null,
      customerName: row.customer_name as string,
      invoiceNos: (row.invoice_nos as string | null) ?? null,
      recordedBy: (row.recorded_by as string | null) ?? null,
    };
  }

  /** Payments across customers, filtered and paged (the "transactions" screens). */
  async search(query: PaymentSearchQuery): Promise<Page<PaymentRow>> {
    const { where, params } = this.filters(query);
    let order = 'order by p.received_on desc, p.id desc';
    if (query.sort) {
      const descending = query.sort.startsWith('-');
      const column = SORTS[descending ? query.sort.slice(1) : query.sort];
      if (!column) throw fieldError('sort', `sort must be one of: ${Object.keys(SORTS).join(', ')}`);
      order = `order by ${column} ${descending ? 'desc' : 'asc'}, p.id asc`;
    }
    const offset = (query.page - 1) * query.pageSize;
    const keyword = query.keyword?.trim();
    // With a keyword, each place it may be found gives its first rows of the page's order on its
    // own (walking the order's index while a common word matches often, or its matches sorted
    // when few), and the page is cut from their union: a common surname matched tens of thousands
    // of payments, all read before any was shown. Each place is its own lookup with the other
    // filters, cut by `tail`.
    const arms = (tail: string, tailParams: unknown[]) => {
      const plain = this.filters({ ...query, keyword: undefined });
      const found = this.keywordArms(keyword ?? '').map((arm) => ({
        sql: `(select p.id from payment p join receipt r on r.id = p.receipt_id
                ${plain.where ? `${plain.where} and` : 'where'} (${arm.condition}) ${tail})`,
        params: [...plain.params, ...arm.params, ...tailParams],
      }));
      return { sql: found.map((arm) => arm.sql), params: found.flatMap((arm) => arm.params) };
    };
    const first = arms(`${order} limit ?`, [offset + query.pageSize]);
    const rows = await queryRows<Record<string, unknown>>(
      this.em,
      this.select(
        keyword ? `where p.id in (${first.sql.join(' union all ')})` : where,
        order,
        'limit ? offset ?',
      ),
      [...(keyword ? first.params : params), query.pageSize, offset],
    );
    // Counted on the payment alone; with a keyword, from each place's first 10,001 (one past the
    // exact count's limit tells as much as all of them).
    const capped = arms(`limit ${EXACT_COUNT_LIMIT + 1}`, []);
    const total = await countTotal(
      this.em,
      keyword ? `select 1 from (${capped.sql.join(' union ')}) found` : `select 1 from payment p ${where}`,
      keyword ? capped.params : params,
      { offset, pageSize: query.pageSize, rows: rows.length },
    );
    return { items: rows.map((row) => this.toRow(row)), page: query.page, pageSize: query.pageSize, total };
  }

  async one(id: number): Promise<PaymentRow> {
    const [row] = await queryRows<Record<string, unknown>>(this.em, this.select('where p.id = ?', '', ''), [
      id,
    ]);
    if (!row) throw notFound('Payment');
    return this.toRow(row);
  }

  /** Every payment the search finds, in id order and batches, for the export. */
  exportRows(query: PaymentSearchQuery): AsyncGenerator<PaymentRow[]> {
    const { where, params } = this.filters(query);
    return keysetBatches<PaymentRow, number>(
      async (after, limit) => {
        const clause = after === null ? where : `${where ? `${where} and` : 'where'} p.id > ${Number(after)}`;
        const rows = await queryRows<Record<string, unknown>>(
          this.em,
          this.select(clause, 'order by p.id', 'limit ?'),
          [...params, limit],
        );
        return rows.map((row) => this.toRow(row));
      },
      (row) => row.id,
    );
  }

  /** The invoice to take a payment for, by number or id; "Invoice not found" otherwise. */
  async invoiceToPay(input: GetInvoiceInput): Promise<InvoiceSummary> {
    if (input.invoice_no) return this.invoices.byNumber(input.invoice_no);
    if (input.invoice_id) return this.invoices.summary(input.invoice_id);
    throw fieldError('invoice_no', 'Invoice number is required');
  }

  /** A customer's invoices that still owe money, oldest due first. */
  async unpaidInvoices(query: CustomerQuery): Promise<InvoiceSummary[]> {
    const owner =
      query.kind === CustomerKind.Corporate ? { corporateId: query.id } : { participantId: query.id };
    const invoices = await this.em.find(
      Invoice,
      { ...owner, status: InvoiceStatus.Issued, balanceCents: { $gt: 0 } },
      { orderBy: { dueOn: 'asc', id: 'asc' }, limit: 500 },
    );
    return this.invoices.summaries(invoices);
  }

  /**
   * Participants and corporates with invoices (or all of them: `scope=all`), found by name, NRIC/FIN, e-mail or company
   * registration no., with what they owe; NRIC/FIN masked unless the reader may see it.
   */
  async customersWithInvoices(
    query: CustomerLookupQuery,
    ability: AppAbility,
  ): Promise<Page<CustomerWithInvoices>> {
    const keyword = query.keyword?.trim() ?? '';
    const like = `%${escapeLike(keyword)}%`;
    const everyone = query.scope === 'all';
    const name = nameSql('p', keyword);
    const offset = (query.page - 1) * query.pageSize;
    // Each kind is read in name order from its own index and cut at the page's end, then the two
    // are merged: ordering the union of every customer with an invoice sorted them all. Whether a
    // customer has an invoice is asked by its index, customer by customer (`offset 0` keeps
    // PostgreSQL from hashing every invoice to answer the first twenty).
    const arms = {
      participant: `from participant p
          where (? or exists (select 1 from invoice i where i.participant_id = p.id and i.status <> 'Draft' offset 0))
            and (? = '' or p.id in (select p.id from participant p where ${name.sql}
                                    union select p.id from participant p where p.email ilike ? or p.nric ilike ?))`,
      corporate: `from corporate c
          where (? or exists (select 1 from invoice i where i.corporate_id = c.id and i.status <> 'Draft' offset 0))
            and (? = '' or c.name ilike ? or c.uen ilike ? or c.contact_email ilike ?)`,
    };
    const armParams = {
      participant: [everyone, keyword, ...name.params, like, like],
      corporate: [everyone, keyword, like, like, like],
    };
    const rows = await queryRows<{
      kind: CustomerKind;
      id: number;
      name: string;
      email: string | null;
      nric: string | null;
      uen: string | null;
      unpaid: number;
      outstanding: number;
    }>(
      this.em,
      `select found.*, owed.unpaid, owed.outstanding
         from ((select 'participant'::text as kind, p.id, p.first_name || ' ' || p.last_name as name, p.email, p.nric, null::text as uen
                  ${arms.participant} order by 3, 2 limit ?)
               union all
               (select 'corporate'::text, c.id, c.name::text, c.contact_email::text, null::text, c.uen::text
                  ${arms.corporate} order by 3, 2 limit ?)) found
        cross join lateral (
          select count(*) filter (where owing.balance_cents > 0)::int as unpaid,
                 coalesce(sum(owing.balance_cents), 0)::int as outstanding
            from (select i.balance_cents from invoice i
                   where found.kind = 'participant' and i.participant_id = found.id and i.status = 'Issued'
                  union all
                  select i.balance_cents from invoice i
                   where found.kind = 'corporate' and i.corporate_id = found.id and i.status = 'Issued') owing) owed
        order by found.name, found.kind, found.id limit ? offset ?`,
      [
        ...armParams.participant,
        offset + query.pageSize,
        ...armParams.corporate,
        offset + query.pageSize,
        query.pageSize,
        offset,
      ],
    );
    const short = rows.length < query.pageSize && (rows.length > 0 || offset === 0);
    const total = short
      ? offset + rows.length
      : (await countTotal(this.em, `select 1 ${arms.participant}`, armParams.participant)) +
        (await countTotal(this.em, `select 1 ${arms.corporate}`, armParams.corporate));
    const reveal = ability.can('read', 'PersonalData');
    const items = rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      email: row.email,
      nric: row.nric ? (reveal ? row.nric : maskNric(row.nric)) : null,
      uen: row.uen,
      unpaidInvoices: row.unpaid,
      outstandingCents: row.outstanding,
    }));
    return { items, page: query.page, pageSize: query.pageSize, total };
  }
}
