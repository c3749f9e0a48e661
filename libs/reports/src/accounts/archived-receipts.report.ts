import { PageQueryDto, escapeLike } from '@app/core';
import { defineReport } from '../mechanism/report-definition';

/** Receipts taken out of the active list (spec 2.2 "archived receipts"), searched by number or customer. */
export const ARCHIVED_RECEIPTS = defineReport<PageQueryDto>({
  name: 'archived-receipts',
  title: 'Archived receipts',
  query: (params) => {
    const keyword = params.keyword?.trim() ?? '';
    return {
      sql: `select r.id, r.receipt_no as "receiptNo", r.received_on as "receivedOn", r.customer_name as "customerName",
                   r.customer_kind as "customerKind", r.amount_cents as "amountCents"
              from receipt r
             where r.status = 'Archived' and (? = '' or r.receipt_no ilike ? or r.customer_name ilike ?)`,
      params: [keyword, `%${escapeLike(keyword)}%`, `%${escapeLike(keyword)}%`],
    };
  },
  columns: [
    { key: 'id', header: 'Id', type: 'integer', hidden: true },
    { key: 'receiptNo', header: 'Receipt No.', width: 18, sortable: true },
    { key: 'receivedOn', header: 'Date received', type: 'date', width: 14, sortable: true },
    { key: 'customerName', header: 'Customer', width: 32, sortable: true },
    { key: 'customerKind', header: 'Customer type', width: 12 },
    { key: 'amountCents', header: 'Amount (S$)', type: 'money', total: true, sortable: true },
  ],
  defaultSort: ['-receivedOn', 'id'],
});
