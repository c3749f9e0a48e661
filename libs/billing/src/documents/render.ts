import { PDFDocument } from 'pdf-lib';
import { documentDateInstant, formatDocumentDate } from './dates';
import { htmlToText } from './html-text';
import { parseLayout } from './layout';
import { formatCents } from '@app/core';
import { writeLayout } from './pdf-writer';
import { type DocumentTemplateName, fillTemplate, type TemplateValue } from './templates';
import { type InvoiceDocument, type ProviderDetails, type ReceiptDocument } from './types';

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

const footerLines = (html: string): string[] => {
  const text = htmlToText(html);
  return text ? text.split('\n') : [];
};

interface PdfMetadata {
  title: string;
  author: string;
  date: string;
}

const renderPdf = async (
  template: DocumentTemplateName,
  context: { [key: string]: TemplateValue },
  meta: PdfMetadata,
): Promise<Uint8Array> => {
  const blocks = parseLayout(fillTemplate(template, context));
  // Without updateMetadata pdf-lib would stamp the current time; the document date keeps output reproducible.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const created = documentDateInstant(meta.date);
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  pdf.setAuthor(meta.author);
  pdf.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)');
  pdf.setLanguage('en-SG');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  await writeLayout(pdf, blocks, { pageLabel: meta.title });
  // Classic cross-reference table, no object streams: readable by older and archival PDF tools.
  return pdf.save({ useObjectStreams: false });
};

/**
 * A Singapore tax invoice (DOMAIN-SG "GST"): supplier with GST registration number, invoice number and
 * date, customer, lines, discounts, totals excluding GST, GST rate and amount, total including GST,
 * and the footer. The amounts are printed as given; the totals must add up.
 */
export const renderInvoicePdf = async (doc: InvoiceDocument): Promise<Uint8Array> => {
  if (doc.totalExcludingGstCents + doc.gstCents !== doc.totalIncludingGstCents) {
    throw new RangeError(
      `Invoice ${doc.invoiceNo}: total excluding GST ${formatCents(doc.totalExcludingGstCents)} plus GST ` +
        `${formatCents(doc.gstCents)} is not the total including GST ${formatCents(doc.totalIncludingGstCents)}`,
    );
  }
  const title = `Tax Invoice ${doc.invoiceNo}`;
  return renderPdf(
    'invoice',
    {
      provider: providerView(doc.provider),
      invoiceNo: doc.invoiceNo,
      date: formatDocumentDate(doc.date),
      customer: { name: doc.customer.name, addressLines: lines(doc.customer.address) },
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
    },
    { title, author: doc.provider.name, date: doc.date },
  );
};

/** A receipt: number, date, who paid, the invoices paid, payment method and reference, amount, footer. */
export const renderReceiptPdf = async (doc: ReceiptDocument): Promise<Uint8Array> => {
  if (!doc.invoiceNos.length) throw new RangeError(`Receipt ${doc.receiptNo} names no invoice`);
  const title = `Receipt ${doc.receiptNo}`;
  return renderPdf(
    'receipt',
    {
      provider: providerView(doc.provider),
      receiptNo: doc.receiptNo,
      date: formatDocumentDate(doc.date),
      receivedFrom: { name: doc.receivedFrom.name, addressLines: lines(doc.receivedFrom.address) },
      invoicesLabel: doc.invoiceNos.length > 1 ? 'For invoices' : 'For invoice',
      invoiceNos: doc.invoiceNos.join(', '),
      paymentMethod: doc.paymentMethod,
      paymentReference: doc.paymentReference || null,
      amountReceived: formatCents(doc.amountReceivedCents),
      footer: footerLines(doc.footerHtml),
    },
    { title, author: doc.provider.name, date: doc.date },
  );
};
