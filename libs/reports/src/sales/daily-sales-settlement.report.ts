import { IsOptional } from 'class-validator';
import { OptionalDate, PageQueryDto, RecordId, escapeLike, fieldError, singaporeDate } from '@app/core';
import { defineReport, type ReportSql } from '../mechanism/report-definition';

/** A Singapore business day or a range of them (today when none), optionally one mode or one staff member. */
export class SettlementQuery extends PageQueryDto {
  @OptionalDate('From date')
  dateFrom?: string;

  @OptionalDate('To date')
  dateTo?: string;

  @IsOptional()
  @RecordId()
  paymentModeId?: number;

  /** The staff member who recorded the payments; online payments have none. */
  @IsOptional()
  @RecordId()
  staffId?: number;
}

/** Payments received in the range and not void: what the cashier's drawer and the bank must show. */
const settledPayments = (query: SettlementQuery): ReportSql => {
  const from = query.dateFrom || singaporeDate();
  const to = query.dateTo || from;
  if (to < from) throw fieldError('dateTo', 'To date must be on or after the from date');
  const clauses = ["p.status = 'Received'", 'p.received_on between ? and ?'];
  const params: unknown[] = [from, to];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (query.paymentModeId) add('p.payment_mode_id = ?', query.paymentModeId);
  if (query.staffId) add('p.created_by = ?', query.staffId);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    add('(r.receipt_no ilike ? or r.customer_name ilike ? or p.reference ilike ?)', like, like, like);
  }
  return {
    sql: `select p.id, p.received_on, p.amount_cents, p.reference, p.created_by, m.name as mode, r.receipt_no,
                 r.customer_name, reg.reg_no as registration_no,
                 coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), 'Online') as staff
            from payment p join payment_mode m on m.id = p.payment_mode_id join receipt r on r.id = p.receipt_id
            left join app_user u on u.id = p.created_by left join registration reg on reg.id = p.registration_id
           where ${clauses.join(' and ')}`,
    params,
  };
};

/** Each payment of the range (the list behind either summary). */
export const SETTLEMENT_PAYMENTS = defineReport<SettlementQuery>({
  name: 'daily-sales-settlement-list',
  title: 'Daily sales settlement',
  query: (params) => {
    const payments = settledPayments(params);
    return {
      sql: `select id, to_char(received_on, 'YYYY-MM-DD') as "receivedOn", receipt_no as "receiptNo",
                   customer_name as "customerName", registration_no as "registrationNo", mode as "paymentMode",
                   reference, staff, amount_cents as "amountCents"
              from (${payments.sql}) s`,
      params: payments.params,
    };
  },
  columns: [
    { key: 'id', header: 'Id', type: 'integer', hidden: true },
    { key: 'receivedOn', header: 'Date', type: 'date', sortable: true },
    { key: 'receiptNo', header: 'Receipt No.', width: 18, sortable: true },
    { key: 'customerName', header: 'Customer', width: 30, sortable: true },
    { key: 'registrationNo', header: 'Registration No.', width: 18 },
    { key: 'paymentMode', header: 'Payment mode', width: 16, sortable: true },
    { key: 'reference', header: 'Reference', width: 18 },
    { key: 'staff', header: 'Staff', width: 20, sortable: true },
    { key: 'amountCents', header: 'Amount (S$)', type: 'money', total: true, sortable: true },
  ],
  defaultSort: ['receivedOn', 'id'],
});

const totalsBy = (name: string, title: string, byStaff: boolean) =>
  defineReport<SettlementQuery>({
    name,
    title,
    query: (params) => {
      const payments = settledPayments(params);
      return {
        sql: `select ${byStaff ? `coalesce(created_by, 0)` : '0'} as "staffId", ${byStaff ? 'min(staff)' : `'All staff'`} as staff,
                     mode as "paymentMode", count(*)::int as payments, sum(amount_cents)::bigint as "amountCents"
                from (${payments.sql}) s group by ${byStaff ? 'coalesce(created_by, 0), ' : ''}mode`,
        params: payments.params,
      };
    },
    columns: [
      { key: 'staffId', header: 'Staff id', type: 'integer', hidden: true },
      { key: 'staff', header: 'Staff', width: 20, sortable: true },
      { key: 'paymentMode', header: 'Payment mode', width: 16, sortable: true },
      { key: 'payments', header: 'Payments', type: 'integer', total: true },
      { key: 'amountCents', header: 'Amount (S$)', type: 'money', total: true, sortable: true },
    ],
    defaultSort: ['staff', 'staffId', 'paymentMode'],
  });

/** Per staff member and payment mode (individual settlement). */
export const SETTLEMENT_INDIVIDUAL = totalsBy(
  'daily-sales-settlement-individual',
  'Settlement by staff',
  true,
);
/** Per payment mode over every staff member (consolidated settlement). */
export const SETTLEMENT_CONSOLIDATED = totalsBy(
  'daily-sales-settlement-consolidated',
  'Consolidated settlement',
  false,
);
