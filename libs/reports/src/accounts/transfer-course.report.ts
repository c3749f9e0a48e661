import { IfGiven, IsCalendarDate, PageQueryDto, escapeLike } from '@app/core';
import { defineReport } from '../mechanism/report-definition';

export class TransferCourseQuery extends PageQueryDto {
  @IfGiven()
  @IsCalendarDate('From')
  dateFrom?: string;

  @IfGiven()
  @IsCalendarDate('To')
  dateTo?: string;
}

const person = (alias: string) => `trim(${alias}.first_name || ' ' || ${alias}.last_name)`;

/**
 * Every course transfer (spec 7.9 "transfer course"): from which course, event and participant to
 * which, the documents it issued (credit note, new invoice, receipt) and the amounts, who and when.
 */
export const TRANSFER_COURSE = defineReport<TransferCourseQuery>({
  name: 'transfer-course',
  title: 'Transfer course',
  query: (params) => {
    const keyword = params.keyword?.trim() ?? '';
    const like = `%${escapeLike(keyword)}%`;
    return {
      sql: `select t.id, to_char(t.transferred_on, 'YYYY-MM-DD') as "transferredOn",
                   fr.reg_no as "fromRegNo", fc.title as "fromCourse", fe.title as "fromEvent",
                   ${person('fp')} as "fromParticipant", fi.invoice_no as "fromInvoiceNo",
                   cn.credit_note_no as "creditNoteNo", t.credited_cents as "creditedCents",
                   tr.reg_no as "toRegNo", tc.title as "toCourse", te.title as "toEvent",
                   ${person('tp')} as "toParticipant", ti.invoice_no as "toInvoiceNo",
                   t.new_price_cents as "newPriceCents", t.difference_cents as "differenceCents",
                   rc.receipt_no as "receiptNo", t.reason,
                   nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "transferredBy",
                   t.from_registration_event_id as "fromSeatId", t.to_registration_event_id as "toSeatId"
              from course_transfer t
              join registration_event fre on fre.id = t.from_registration_event_id
              join registration fr on fr.id = fre.registration_id
              join event fe on fe.id = fre.event_id join course fc on fc.id = fe.course_id
              join participant fp on fp.id = fre.participant_id
              join registration_event tre on tre.id = t.to_registration_event_id
              join registration tr on tr.id = tre.registration_id
              join event te on te.id = tre.event_id join course tc on tc.id = te.course_id
              join participant tp on tp.id = tre.participant_id
              join invoice fi on fi.id = t.from_invoice_id join invoice ti on ti.id = t.to_invoice_id
              join credit_note cn on cn.id = t.credit_note_id
              left join payment pay on pay.id = t.payment_id left join receipt rc on rc.id = pay.receipt_id
              left join app_user u on u.id = t.transferred_by
             where (?::date is null or t.transferred_on >= ?::date) and (?::date is null or t.transferred_on <= ?::date)
               and (? = '' or fr.reg_no ilike ? or tr.reg_no ilike ? or fi.invoice_no ilike ? or ti.invoice_no ilike ?
                    or fe.title ilike ? or te.title ilike ? or ${person('fp')} ilike ? or ${person('tp')} ilike ?)`,
      params: [
        params.dateFrom ?? null,
        params.dateFrom ?? null,
        params.dateTo ?? null,
        params.dateTo ?? null,
        keyword,
        ...Array<string>(8).fill(like),
      ],
    };
  },
  columns: [
    { key: 'id', header: 'Id', type: 'integer', hidden: true },
    { key: 'fromSeatId', header: 'From seat', type: 'integer', hidden: true },
    { key: 'toSeatId', header: 'To seat', type: 'integer', hidden: true },
    { key: 'transferredOn', header: 'Transferred on', type: 'date', width: 14, sortable: true },
    { key: 'fromRegNo', header: 'From registration', width: 18, sortable: true },
    { key: 'fromCourse', header: 'From course', width: 28 },
    { key: 'fromEvent', header: 'From event', width: 28 },
    { key: 'fromParticipant', header: 'From participant', width: 24 },
    { key: 'fromInvoiceNo', header: 'Invoice credited', width: 18 },
    { key: 'creditNoteNo', header: 'Credit note', width: 18 },
    { key: 'creditedCents', header: 'Credited (S$)', type: 'money', total: true, sortable: true },
    { key: 'toRegNo', header: 'To registration', width: 18, sortable: true },
    { key: 'toCourse', header: 'To course', width: 28 },
    { key: 'toEvent', header: 'To event', width: 28 },
    { key: 'toParticipant', header: 'To participant', width: 24 },
    { key: 'toInvoiceNo', header: 'New invoice', width: 18 },
    { key: 'newPriceCents', header: 'New invoice (S$)', type: 'money', total: true },
    { key: 'differenceCents', header: 'Difference (S$)', type: 'money', total: true },
    { key: 'receiptNo', header: 'Receipt', width: 18 },
    { key: 'reason', header: 'Reason', width: 32 },
    { key: 'transferredBy', header: 'Transferred by', width: 24 },
  ],
  defaultSort: ['-transferredOn', '-id'],
});
