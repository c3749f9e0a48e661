export { renderInvoicePdf, renderReceiptPdf } from './render';
export type {
  InvoiceDiscount,
  InvoiceDocument,
  InvoiceLine,
  PartyDetails,
  ProviderDetails,
  ReceiptDocument,
} from './types';
