/** Spec 9's search filter types, as the server names them. */
export const searchTypes = [
  'Name',
  'NRIC',
  'Email',
  'Invoice No.',
  'CEA Registration No.',
  'Phone',
  'Registration No.',
  'Receipt No.',
  'Reference No.',
  'Company Registration No.',
  'Title',
  'Code',
] as const;
export type SearchType = (typeof searchTypes)[number];

export interface SearchGroup<T> {
  items: T[];
  more: boolean;
}

export interface SearchResults {
  searchType: SearchType;
  keyword: string;
  registrations?: SearchGroup<{
    id: number;
    regNo: string;
    status: string;
    paymentStatus: string;
    totalCents: number;
    payerName: string | null;
    createdAt: string;
  }>;
  participants?: SearchGroup<{
    id: number;
    name: string;
    nric: string | null;
    email: string;
    mobileNo: string;
    ceaRegNo: string | null;
  }>;
  invoices?: SearchGroup<{
    id: number;
    invoiceNo: string;
    customerName: string;
    issuedOn: string;
    totalCents: number;
    balanceCents: number;
    status: string;
  }>;
  receipts?: SearchGroup<{
    id: number;
    receiptNo: string;
    customerName: string;
    receivedOn: string;
    amountCents: number;
    status: string;
  }>;
}
