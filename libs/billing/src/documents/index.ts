export { renderCreditNotePdf, renderInvoicePdf, renderReceiptPdf } from './render';
export type {
  CreditNoteDocument,
  ReceiptPayment,
  InvoiceDiscount,
  InvoiceDocument,
  InvoiceLine,
  PartyDetails,
  ProviderDetails,
  ReceiptDocument,
} from './types';
