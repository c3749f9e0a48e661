export { renderCreditNotePdf, renderInvoicePdf, renderReceiptPdf, renderStatementPdf } from './render';
export type {
  CreditNoteDocument,
  ReceiptPayment,
  InvoiceDiscount,
  InvoiceDocument,
  InvoiceLine,
  PartyDetails,
  ProviderDetails,
  ReceiptDocument,
  StatementDocument,
  StatementLine,
} from './types';
