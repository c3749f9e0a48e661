import type { ListQuery } from '@/shared/listQuery';

/** Spec 4: the documents that can be voided. */
export type VoidableDocument = 'Receipt' | 'Invoice' | 'Registration';
export const voidableDocuments: readonly VoidableDocument[] = ['Receipt', 'Invoice', 'Registration'];

export interface VoidEntry {
  id: number;
  documentType: VoidableDocument;
  documentId: number;
  documentNo: string;
  reason: string;
  voidedOn: string;
  voidedById: number | null;
  unvoidedOn: string | null;
  unvoidedById: number | null;
  unvoidReason: string | null;
}

/** `GET /admin/register/voidentry/fetch/{receipt,invoice,registration}?no=`. */
export interface VoidableView {
  documentType: VoidableDocument;
  id: number;
  documentNo: string;
  status: string;
  customerName: string | null;
  amountCents: number;
  openVoid: VoidEntry | null;
  history: VoidEntry[];
}

/** A row of `GET /admin/reports/accounts/voidentries/getallbypage`. */
export interface VoidEntryRow {
  id: number;
  documentType: VoidableDocument;
  documentNo: string;
  voidedOn: string;
  reason: string;
  voidedBy: string | null;
  unvoidedOn: string | null;
  unvoidReason: string | null;
}

export type VoidEntriesQuery = ListQuery<'dateFrom' | 'dateTo' | 'documentType'>;
