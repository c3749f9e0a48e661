import {
  type PdfMetadata,
  TaxInvoiceKind,
  type TemplateContext,
  formatCents,
  formatDocumentDate,
  htmlToText,
  renderLayoutPdf,
} from '@app/core';
import { type DocumentTemplateName, billingTemplates } from './templates';
import {
  type CreditNoteDocument,
  type InvoiceDocument,
  type ProviderDetails,
  type ReceiptDocument,
  type StatementDocument,
} from './types';

const lines = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const providerView = (provider: ProviderDetails) => ({
  name: provider.name,
  addressLines: lines(provider.address),
  uen: provider.uen,
  gstRegNo: provider.gstRegNo,
  email: provider.email || null,
  phone: provider.phone || null,
});

/** "9" → "9%", "8.5" → "8.5%". */
const formatRate = (percent: number): string => {
  if (!Number.isFinite(percent) || percent < 0)
    throw new RangeError(`GST rate must be a percentage, got ${percent}`);
  return `${percent}%`;
};

/** "Version 2" on a reissued document; nothing on the first. */
const versionLabel = (version: number | undefined): string | null =>
  version && version > 1 ? `Version ${version}` : null;

const footerLines = (html: string): string[] => {
  const text = htmlToText(html);
  return text ? text.split('\n') : [];
};

const renderPdf = (
  template: DocumentTemplateName,
  context: TemplateContext,
  meta: PdfMetadata,
): Promise<Uint8Array> => renderLayoutPdf(billingTemplates.fill(template, context), meta);

/** Refuses an invoice a reader could not add up: totals, and lines less discounts. */
const checkSums = (doc: InvoiceDocument): void => {
  const fail = (what: string) => new RangeError(`Invoice ${doc.invoiceNo}: ${what}`);
  if (doc.totalExcludingGstCents + doc.gstCents !== doc.totalIncludingGstCents) {
    throw fail(
      `total excluding GST ${formatCents(doc.totalExcludingGstCents)} plus GST ${formatCents(doc.gstCents)} ` +
        `is not the total including GST ${formatCents(doc.totalIncludingGstCents)}`,
    );
  }
  const [total, basis] =
    doc.kind === TaxInvoiceKind.Full
      ? [doc.totalExcludingGstCents, 'excluding']
      : [doc.totalIncludingGstCents, 'including'];
  const net =
    doc.lines.reduce((sum, line) => sum + line.amountCents, 0) -
    doc.discounts.reduce((sum, discount) => sum + Math.abs(discount.amountCents), 0);
  if (net !== total) {
    throw fail(
      `lines less discounts ${formatCents(net)} are not the total ${basis} GST ${formatCents(total)}`,
    );
  }
};

/**
 * A Singapore tax invoice (DOMAIN-SG "GST"; IRAS "Tax invoice"). Full: supplier with GST
 * registration number, invoice number and date, customer name and address, lines and discounts
 * excluding GST, total excluding GST, GST rate and amount, total including GST. Simplified (total at
 * most S$1,000): amounts including GST, the total payable and "Price payable includes GST"; the
 * customer's address may be absent. The amounts are printed as given; the columns must add up.
 */
export const renderInvoicePdf = async (doc: InvoiceDocument): Promise<Uint8Array> => {
  checkSums(doc);
  const simplified = doc.kind === TaxInvoiceKind.Simplified;
  // A no-break space keeps "(excl. GST)" together on the heading's second line.
  const basis = simplified ? '(incl.\u00a0GST)' : '(excl.\u00a0GST)';
  const title = `${simplified ? 'Simplified Tax Invoice' : 'Tax Invoice'} ${doc.invoiceNo}`;
  return renderPdf(
    'invoice',
    {
      provider: providerView(doc.provider),
      title: simplified ? 'Simplified Tax Invoice' : 'Tax Invoice',
      simplified,
      invoiceNo: doc.invoiceNo,
      date: formatDocumentDate(doc.date),
      customer: { name: doc.customer.name, addressLines: lines(doc.customer.address) },
      unitPriceHeading: `Unit price ${basis}`,
      amountHeading: `Amount ${basis}`,
      lines: doc.lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPriceCents == null ? '' : formatCents(line.unitPriceCents),
        amount: formatCents(line.amountCents),
      })),
      discounts: doc.discounts.map((discount) => ({
        description: discount.description,
        amount: formatCents(-Math.abs(discount.amountCents)),
      })),
      totalExcludingGst: formatCents(doc.totalExcludingGstCents),
      gstRate: formatRate(doc.gstRatePercent),
      gst: formatCents(doc.gstCents),
      totalIncludingGst: formatCents(doc.totalIncludingGstCents),
      footer: footerLines(doc.footerHtml),
      versionLabel: versionLabel(doc.version),
    },
    { title, author: doc.provider.name, date: doc.date },
  );
};

/**
 * A receipt: number, date, who paid, the invoices paid, each payment's method and reference (a table
 * when there are several), any credit on account, amount, footer. The payments must add up.
 */
export const renderReceiptPdf = async (doc: ReceiptDocument): Promise<Uint8Array> => {
  const onAccount = doc.creditOnAccountCents ?? 0;
  if (!doc.invoiceNos.length && onAccount <= 0) {
    throw new RangeError(`Receipt ${doc.receiptNo} names no invoice`);
  }
  if (!doc.payments.length) throw new RangeError(`Receipt ${doc.receiptNo} has no payment`);
  const paid = doc.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  if (paid !== doc.amountReceivedCents) {
    throw new RangeError(
      `Receipt ${doc.receiptNo}: payments of ${formatCents(paid)} are not the ${formatCents(doc.amountReceivedCents)} received`,
    );
  }
  const [single] = doc.payments;
  const title = `Receipt ${doc.receiptNo}`;
  return renderPdf(
    'receipt',
    {
      provider: providerView(doc.provider),
      receiptNo: doc.receiptNo,
      date: formatDocumentDate(doc.date),
      versionLabel: versionLabel(doc.version),
      receivedFrom: { name: doc.receivedFrom.name, addressLines: lines(doc.receivedFrom.address) },
      invoicesLabel: doc.invoiceNos.length > 1 ? 'For invoices' : 'For invoice',
      invoiceNos: doc.invoiceNos.length ? doc.invoiceNos.join(', ') : null,
      single: doc.payments.length === 1,
      paymentMethod: single.method,
      paymentReference: single.reference || null,
      payments: doc.payments.map((payment) => ({
        method: payment.method,
        reference: payment.reference || '',
        amount: formatCents(payment.amountCents),
      })),
      creditOnAccount: onAccount > 0 ? formatCents(onAccount) : null,
      amountReceived: formatCents(doc.amountReceivedCents),
      footer: footerLines(doc.footerHtml),
    },
    { title, author: doc.provider.name, date: doc.date },
  );
};

/**
 * A credit note: supplier with GST registration number, its number and date, the invoice it
 * credits, the customer, the reason, the lines credited (including GST), and the GST reversed at
 * the invoice's rate. The amounts must add up.
 */
export const renderCreditNotePdf = async (doc: CreditNoteDocument): Promise<Uint8Array> => {
  const fail = (what: string) => new RangeError(`Credit note ${doc.creditNoteNo}: ${what}`);
  if (doc.totalExcludingGstCents + doc.gstCents !== doc.totalIncludingGstCents) {
    throw fail('total excluding GST plus GST is not the total credited');
  }
  if (doc.lines.reduce((sum, line) => sum + line.amountCents, 0) !== doc.totalIncludingGstCents) {
    throw fail('the lines are not the total credited');
  }
  const title = `Credit Note ${doc.creditNoteNo}`;
  return renderPdf(
    'credit-note',
    {
      provider: providerView(doc.provider),
      creditNoteNo: doc.creditNoteNo,
      date: formatDocumentDate(doc.date),
      customer: { name: doc.customer.name, addressLines: lines(doc.customer.address) },
      invoiceNo: doc.invoiceNo,
      invoiceDate: formatDocumentDate(doc.invoiceDate),
      reason: doc.reason,
      amountHeading: 'Amount (incl.\u00a0GST)',
      lines: doc.lines.map((line) => ({
        description: line.description,
        amount: formatCents(line.amountCents),
      })),
      totalExcludingGst: formatCents(doc.totalExcludingGstCents),
      gstRate: formatRate(doc.gstRatePercent),
      gst: formatCents(doc.gstCents),
      totalIncludingGst: formatCents(doc.totalIncludingGstCents),
    },
    { title, author: doc.provider.name, date: doc.date },
  );
};

/**
 * A statement of account: the supplier, the customer, each document with its debit or credit and
 * the running balance, the closing balance, and at the foot that balance by age. The lines must
 * run to the closing balance and the buckets add up to it.
 */
export const renderStatementPdf = async (doc: StatementDocument): Promise<Uint8Array> => {
  const fail = (what: string) => new RangeError(`Statement of ${doc.customer.name}: ${what}`);
  let balance = 0;
  for (const line of doc.lines) {
    balance += line.debitCents - line.creditCents;
    if (balance !== line.balanceCents)
      throw fail(`the balance on ${line.number || line.document} does not run`);
  }
  if (doc.ageing.reduce((sum, bucket) => sum + bucket.amountCents, 0) !== balance) {
    throw fail('the ageing does not add up to the closing balance');
  }
  const money = (cents: number) => (cents ? formatCents(cents) : '');
  return renderPdf(
    'statement',
    {
      provider: providerView(doc.provider),
      customer: { name: doc.customer.name, addressLines: lines(doc.customer.address) },
      date: formatDocumentDate(doc.date),
      lines: doc.lines.map((line) => ({
        date: formatDocumentDate(line.date),
        document: line.document,
        number: line.number,
        debit: money(line.debitCents),
        credit: money(line.creditCents),
        balance: formatCents(line.balanceCents),
      })),
      totalDebit: formatCents(doc.lines.reduce((sum, line) => sum + line.debitCents, 0)),
      totalCredit: formatCents(doc.lines.reduce((sum, line) => sum + line.creditCents, 0)),
      closingBalance: formatCents(balance),
      ageing: doc.ageing.map((bucket) => ({ label: bucket.label, amount: formatCents(bucket.amountCents) })),
    },
    { title: `Statement of Account ${doc.customer.name}`, author: doc.provider.name, date: doc.date },
  );
};
