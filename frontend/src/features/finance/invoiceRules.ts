import type { InvoiceDetail } from './financeTypes';

/** Nothing paid or credited yet: the server refuses a correction after that (409, a credit note instead). */
export const isEditable = (invoice: InvoiceDetail) =>
  invoice.status === 'Draft' ||
  (invoice.status === 'Issued' && invoice.paidCents === 0 && invoice.creditedCents === 0);
