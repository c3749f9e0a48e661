import { IsIn, IsOptional } from 'class-validator';
import { IfGiven, IsCalendarDate, PageQueryDto, escapeLike } from '@app/core';
import { defineReport } from '../mechanism/report-definition';

const DOCUMENT_TYPES = ['Receipt', 'Invoice', 'Registration'] as const;

export class VoidEntriesQuery extends PageQueryDto {
  @IfGiven()
  @IsCalendarDate('From')
  dateFrom?: string;

  @IfGiven()
  @IsCalendarDate('To')
  dateTo?: string;

  @IsOptional()
  @IsIn(DOCUMENT_TYPES, { message: 'Document type must be Receipt, Invoice or Registration' })
  documentType?: (typeof DOCUMENT_TYPES)[number];
}

/** Every void (spec 7.9 "void entries"): by the date it was voided, by document type, with who and why. */
export const VOID_ENTRIES = defineReport<VoidEntriesQuery>({
  name: 'void-entries',
  title: 'Void entries',
  query: (params) => {
    const keyword = params.keyword?.trim() ?? '';
    return {
      sql: `select v.id, v.document_type as "documentType", v.document_no as "documentNo",
                   to_char(v.voided_on, 'YYYY-MM-DD') as "voidedOn", v.reason,
                   nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "voidedBy",
                   to_char(v.unvoided_on, 'YYYY-MM-DD') as "unvoidedOn", v.unvoid_reason as "unvoidReason"
              from void_entry v left join app_user u on u.id = v.voided_by
             where (?::date is null or v.voided_on >= ?::date) and (?::date is null or v.voided_on <= ?::date)
               and (?::text is null or v.document_type = ?) and (? = '' or v.document_no ilike ? or v.reason ilike ?)`,
      params: [
        params.dateFrom ?? null,
        params.dateFrom ?? null,
        params.dateTo ?? null,
        params.dateTo ?? null,
        params.documentType ?? null,
        params.documentType ?? null,
        keyword,
        `%${escapeLike(keyword)}%`,
        `%${escapeLike(keyword)}%`,
      ],
    };
  },
  columns: [
    { key: 'id', header: 'Id', type: 'integer', hidden: true },
    { key: 'voidedOn', header: 'Voided on', type: 'date', width: 14, sortable: true },
    { key: 'documentType', header: 'Type', width: 14, sortable: true },
    { key: 'documentNo', header: 'Number', width: 20, sortable: true },
    { key: 'reason', header: 'Reason', width: 40 },
    { key: 'voidedBy', header: 'Voided by', width: 24 },
    { key: 'unvoidedOn', header: 'Unvoided on', type: 'date', width: 14 },
    { key: 'unvoidReason', header: 'Unvoid reason', width: 32 },
  ],
  defaultSort: ['-voidedOn', '-id'],
});
