import { IsIn } from 'class-validator';
import { RequiredText, SEARCH_TYPES, type SearchType } from '@app/core';

/** `?searchType=NRIC&keyword=S1234567D`: one of spec 9's filter types and what to look for. */
export class GlobalSearchQueryDto {
  @IsIn(SEARCH_TYPES, { message: `searchType must be one of: ${SEARCH_TYPES.join(', ')}` })
  searchType!: SearchType;

  @RequiredText('Keyword', 100)
  keyword!: string;
}

export interface SearchGroup<T> {
  items: T[];
  /** More matched than are listed: the reader should narrow the keyword. */
  more: boolean;
}

export interface RegistrationHit {
  id: number;
  regNo: string;
  status: string;
  paymentStatus: string;
  totalCents: number;
  payerName: string | null;
  createdAt: string;
}

export interface ParticipantHit {
  id: number;
  name: string;
  nric: string | null;
  email: string;
  mobileNo: string;
  ceaRegNo: string | null;
}

export interface InvoiceHit {
  id: number;
  invoiceNo: string;
  customerName: string;
  issuedOn: string;
  totalCents: number;
  balanceCents: number;
  status: string;
}

export interface ReceiptHit {
  id: number;
  receiptNo: string;
  customerName: string;
  receivedOn: string;
  amountCents: number;
  status: string;
}

/** Groups the reader may not see are absent, not empty. */
export interface SearchResults {
  searchType: SearchType;
  keyword: string;
  registrations?: SearchGroup<RegistrationHit>;
  participants?: SearchGroup<ParticipantHit>;
  invoices?: SearchGroup<InvoiceHit>;
  receipts?: SearchGroup<ReceiptHit>;
}
