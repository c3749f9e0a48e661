import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { renderInvoicePdf, renderReceiptPdf } from './render';
import { type InvoiceDocument, type ReceiptDocument } from './types';

/** A piece of text as drawn: one Tj operator and the font size in force. */
interface TextRun {
  text: string;
  size: number;
}

/** WinAnsi bytes that are not Latin-1 (the only ones these tests draw). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '\u20ac',
  0x95: '\u2022',
  0x96: '\u2013',
  0x97: '\u2014',
};
const decodeHex = (hex: string) =>
  [...Buffer.from(hex, 'hex')].map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');

/**
 * The text on each page. pdf-lib draws standard-font text as `<hex> Tj` in Flate-compressed content
 * streams: inflate each page's streams, track `/Font size Tf`, decode every hex operand.
 */
const pageRuns = async (bytes: Uint8Array): Promise<TextRun[][]> => {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const runs: TextRun[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) throw new Error('Expected a raw content stream');
      const compressed = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
      const source = (compressed ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString(
        'latin1',
      );
      let size = 0;
      for (const match of source.matchAll(/\/\S+ ([\d.]+) Tf|<([0-9A-Fa-f]*)> Tj/g)) {
        if (match[1]) size = Number(match[1]);
        else runs.push({ text: decodeHex(match[2]), size });
      }
    }
    return runs;
  });
};

const texts = (pages: TextRun[][]) => pages.flat().map((run) => run.text);

const provider = {
  name: 'Realty Academy Pte. Ltd.',
  address: '10 Anson Road #12-34\nInternational Plaza\nSingapore 079903',
  uen: '201912345K',
  gstRegNo: 'M90-1234567-8',
  email: 'accounts@realty-academy.example',
  phone: '+65 6123 4567',
};

const invoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  provider,
  invoiceNo: 'INV-2024-00017',
  date: '2024-03-12',
  customer: { name: 'Tan Ah Kow', address: 'Blk 123 Ang Mo Kio Ave 3 #05-67\nSingapore 560123' },
  lines: [
    {
      description: 'RES Course (Paper 1 & 2), run 2024-04',
      quantity: 1,
      unitPriceCents: 80000,
      amountCents: 80000,
    },
    { description: 'Course materials', quantity: 2, unitPriceCents: 12500, amountCents: 25000 },
  ],
  discounts: [{ description: 'Early bird discount', amountCents: 5000 }],
  totalExcludingGstCents: 100000,
  gstRatePercent: 9,
  gstCents: 9000,
  totalIncludingGstCents: 109000,
  footerHtml:
    '<p>Thank you for your <strong>business</strong>.</p><p>Pay by PayNow to UEN 201912345K<br>or by cheque.</p>',
  ...overrides,
});

const receipt = (overrides: Partial<ReceiptDocument> = {}): ReceiptDocument => ({
  provider,
  receiptNo: 'R-2024-00005',
  date: '2024-03-15',
  receivedFrom: { name: 'Tan Ah Kow', address: 'Singapore 560123' },
  invoiceNos: ['INV-2024-00017', 'INV-2024-00018'],
  paymentMethod: 'PayNow',
  paymentReference: 'PN20240315-88812',
  amountReceivedCents: 109000,
  footerHtml: '<p>This receipt is computer generated.</p><ul><li>No signature is required.</li></ul>',
  ...overrides,
});

describe('renderInvoicePdf', () => {
  it('draws a one-page tax invoice with the fields DOMAIN-SG requires', async () => {
    const bytes = await renderInvoicePdf(invoice());
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Tax Invoice INV-2024-00017');
    expect(pdf.getAuthor()).toBe('Realty Academy Pte. Ltd.');
    expect(pdf.getCreationDate()).toEqual(new Date('2024-03-12T00:00:00+08:00'));
    expect(pdf.getModificationDate()).toEqual(new Date('2024-03-12T00:00:00+08:00'));

    const pages = await pageRuns(bytes);
    expect(pages[0]).toContainEqual({ text: 'Tax Invoice', size: 20 });
    expect(texts(pages)).toEqual(
      expect.arrayContaining([
        // supplier
        'Realty Academy Pte. Ltd.',
        '10 Anson Road #12-34',
        'Singapore 079903',
        '201912345K',
        'GST Reg No',
        'M90-1234567-8',
        // invoice number, date, customer
        'INV-2024-00017',
        '12 Mar 2024',
        'Tan Ah Kow',
        'Blk 123 Ang Mo Kio Ave 3 #05-67',
        'Singapore 560123',
        // lines: description, quantity, unit price, amount
        'Description',
        'Qty',
        'Amount',
        'RES Course (Paper 1 & 2), run 2024-04',
        'S$800.00',
        'Course materials',
        '2',
        'S$125.00',
        'S$250.00',
        // discounts and totals
        'Early bird discount',
        '-S$50.00',
        'Total excluding GST',
        'S$1,000.00',
        'GST at 9%',
        'S$90.00',
        'Total including GST',
        'S$1,090.00',
        // footer, as text
        'Thank you for your business.',
        'Pay by PayNow to UEN 201912345K',
        'or by cheque.',
        'Tax Invoice INV-2024-00017',
        'Page 1 of 1',
      ]),
    );
    expect(texts(pages).join('\n')).not.toMatch(/<\/?(p|strong|br)>/);
  });

  it('is reproducible: the same invoice gives the same bytes', async () => {
    const [first, second] = await Promise.all([renderInvoicePdf(invoice()), renderInvoicePdf(invoice())]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('saves a classic cross-reference table, without object streams', async () => {
    const bytes = Buffer.from(await renderInvoicePdf(invoice()));
    expect(bytes.includes('/ObjStm')).toBe(false);
    expect(bytes.includes('\nxref\n')).toBe(true);
  });

  it('continues a long invoice on further pages with the table header repeated', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({
      description: `Course ${i + 1}: CPD elective on property law and ethics`,
      quantity: 1,
      unitPriceCents: 1000,
      amountCents: 1000,
    }));
    const bytes = await renderInvoicePdf(
      invoice({
        lines,
        discounts: [],
        totalExcludingGstCents: 80000,
        gstCents: 7200,
        totalIncludingGstCents: 87200,
      }),
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);

    const pages = await pageRuns(bytes);
    expect(pages).toHaveLength(pdf.getPageCount());
    for (const [index, page] of pages.entries()) {
      expect(page.map((run) => run.text)).toEqual(
        expect.arrayContaining(['Description', 'Amount', `Page ${index + 1} of ${pages.length}`]),
      );
    }
    const all = texts(pages);
    for (const line of lines) expect(all).toContain(line.description);
    expect(pages[pages.length - 1].map((run) => run.text)).toEqual(
      expect.arrayContaining([
        'Total excluding GST',
        'S$800.00',
        'GST at 9%',
        'S$72.00',
        'Total including GST',
        'S$872.00',
      ]),
    );
  });

  it('draws values as text: a newline or a directive character in a value adds no row or block', async () => {
    const injected = 'Course A\n| injected | 9 | S$0.01 | S$0.01';
    const bytes = await renderInvoicePdf(
      invoice({
        customer: { name: '# Fake title', address: '--\n!cols 10 10\n|^ X | Y' },
        lines: [{ description: injected, quantity: 1, unitPriceCents: 100, amountCents: 100 }],
        discounts: [{ description: 'Promo\n|* | Total including GST | S$0.00', amountCents: 100 }],
      }),
    );
    const runs = (await pageRuns(bytes)).flat();
    const all = runs.map((run) => run.text);

    // The whole value stays in its one cell, on one line.
    expect(all).toContain('Course A | injected | 9 | S$0.01 | S$0.01');
    expect(all).not.toContain('injected');
    expect(all).not.toContain('S$0.01');
    expect(all).toContain('Promo |* | Total including GST | S$0.00');
    expect(all.filter((text) => text === 'Total including GST')).toHaveLength(1);
    // A would-be title is body text, and the would-be directives are printed as written.
    expect(runs).toContainEqual({ text: '# Fake title', size: 9.5 });
    expect(runs.filter((run) => run.size === 20)).toEqual([{ text: 'Tax Invoice', size: 20 }]);
    expect(all).toEqual(expect.arrayContaining(['--', '!cols 10 10', '|^ X | Y']));
  });

  it('replaces characters the standard fonts cannot draw instead of failing', async () => {
    const bytes = await renderInvoicePdf(
      invoice({ customer: { name: 'Zoë Łukasz Nguyễn 陈大文', address: 'Singapore' } }),
    );
    expect(texts(await pageRuns(bytes))).toContain('Zoë ?ukasz Nguyen ???');
  });

  it('refuses totals that do not add up, and dates that are not YYYY-MM-DD', async () => {
    await expect(renderInvoicePdf(invoice({ gstCents: 9001 }))).rejects.toThrow(
      /is not the total including GST/,
    );
    await expect(renderInvoicePdf(invoice({ date: '12/03/2024' }))).rejects.toThrow(/YYYY-MM-DD/);
    await expect(renderInvoicePdf(invoice({ date: '2024-02-30' }))).rejects.toThrow(/YYYY-MM-DD/);
    await expect(
      renderInvoicePdf(invoice({ gstCents: 9000.5, totalIncludingGstCents: 109000.5 })),
    ).rejects.toThrow(/whole number of cents/);
  });
});

describe('renderReceiptPdf', () => {
  it('draws a receipt with number, date, payer, invoices paid, payment and footer', async () => {
    const bytes = await renderReceiptPdf(receipt());
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Receipt R-2024-00005');
    expect(pdf.getAuthor()).toBe('Realty Academy Pte. Ltd.');
    expect(pdf.getCreationDate()).toEqual(new Date('2024-03-15T00:00:00+08:00'));

    const pages = await pageRuns(bytes);
    expect(pages[0]).toContainEqual({ text: 'Receipt', size: 20 });
    expect(texts(pages)).toEqual(
      expect.arrayContaining([
        'Realty Academy Pte. Ltd.',
        'M90-1234567-8',
        'Receipt No',
        'R-2024-00005',
        '15 Mar 2024',
        'Received from',
        'Tan Ah Kow',
        'For invoices',
        'INV-2024-00017, INV-2024-00018',
        'Payment method',
        'PayNow',
        'Reference',
        'PN20240315-88812',
        'Amount received',
        'S$1,090.00',
        'This receipt is computer generated.',
        '\u2022 No signature is required.',
        'Page 1 of 1',
      ]),
    );
  });

  it('leaves out a missing payment reference and names a single invoice', async () => {
    const bytes = await renderReceiptPdf(
      receipt({
        invoiceNos: ['INV-2024-00017'],
        paymentMethod: 'Cash',
        paymentReference: null,
        footerHtml: '',
      }),
    );
    const all = texts(await pageRuns(bytes));
    expect(all).toEqual(expect.arrayContaining(['For invoice', 'INV-2024-00017', 'Cash']));
    expect(all).not.toContain('Reference');
    expect(all).not.toContain('This receipt is computer generated.');
  });

  it('refuses a receipt that names no invoice', async () => {
    await expect(renderReceiptPdf(receipt({ invoiceNos: [] }))).rejects.toThrow(/names no invoice/);
  });
});
