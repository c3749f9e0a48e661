import { PDFDocument } from 'pdf-lib';
import { TaxInvoiceKind } from '@app/core';
import { type PdfText, pdfPages, pdfRows } from '@app/test/pdf-text';
import { renderCreditNotePdf, renderInvoicePdf, renderReceiptPdf } from './render';
import { type CreditNoteDocument, type InvoiceDocument, type ReceiptDocument } from './types';

/** The text objects of each page, as a reader's copy and search get them. */
const pageRuns = async (bytes: Uint8Array): Promise<{ text: string; size: number }[][]> =>
  (await pdfPages(bytes)).map((page) => page.map(({ text, size }) => ({ text, size })));

const texts = (pages: { text: string }[][]) => pages.flat().map((run) => run.text);

/** "S$1,234.56" or "-S$5.00" as cents. */
const cents = (amount: string): number => {
  const match = /^(-?)S\$([\d,]+)\.(\d\d)$/.exec(amount);
  if (!match) throw new Error(`Not an amount: "${amount}"`);
  return (match[1] ? -1 : 1) * Number(match[2].replace(/,/g, '') + match[3]);
};

/**
 * The money a reader adds up on the last page: every table row between the column headings and
 * the totals whose last cell is an amount (lines, then discounts), and the totals rows by label.
 */
const printedSums = (page: PdfText[]) => {
  const rows = pdfRows(page);
  const start = rows.findIndex((row) => row[0] === 'Description');
  const end = rows.findIndex((row) => /^Total (excluding|including) GST$/.test(row[0]));
  const amounts = rows
    .slice(start + 1, end)
    .map((row) => row[row.length - 1])
    .filter((cell) => /S\$/.test(cell))
    .map(cents);
  const total = (label: string) => {
    const row = rows.find((candidate) => candidate[0] === label);
    return row ? cents(row[row.length - 1]) : undefined;
  };
  return { amounts, total };
};

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
  kind: TaxInvoiceKind.Full,
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
  payments: [{ method: 'PayNow', reference: 'PN20240315-88812', amountCents: 109000 }],
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
        // lines: description, quantity, unit price, amount, labelled as excluding GST
        'Description',
        'Qty',
        'Unit price',
        'Amount',
        '(excl.\u00a0GST)',
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

  it('is reproducible: the same invoice gives the same bytes, embedded fonts included', async () => {
    for (const name of ['Tan Ah Kow', '陈美玲 கார்த்திகேயன்']) {
      const document = invoice({ customer: { name, address: 'Singapore 560123' } });
      const [first, second] = await Promise.all([renderInvoicePdf(document), renderInvoicePdf(document)]);
      expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    }
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
        totalExcludingGstCents: 0,
        gstCents: 0,
        totalIncludingGstCents: 0,
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

  it('prints the line amounts excluding GST so that the columns add up to the totals', async () => {
    const [page] = await pdfPages(await renderInvoicePdf(invoice()));
    const { amounts, total } = printedSums(page);
    expect(amounts).toEqual([80_000, 25_000, -5_000]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total('Total excluding GST'));
    expect(total('Total excluding GST')! + total('GST at 9%')!).toBe(total('Total including GST'));
  });

  it('draws a simplified tax invoice: amounts including GST, no address, "Price payable includes GST"', async () => {
    const bytes = await renderInvoicePdf(
      invoice({
        kind: TaxInvoiceKind.Simplified,
        customer: { name: 'Tan Ah Kow', address: null },
        lines: [{ description: 'CPD: Ethics', quantity: 1, unitPriceCents: 21_800, amountCents: 21_800 }],
        discounts: [{ description: 'Promo code SAVE', amountCents: 1_090 }],
        totalExcludingGstCents: 19_000,
        gstCents: 1_710,
        totalIncludingGstCents: 20_710,
      }),
    );
    const pages = await pdfPages(bytes);
    expect((await PDFDocument.load(bytes, { updateMetadata: false })).getTitle()).toBe(
      'Simplified Tax Invoice INV-2024-00017',
    );
    expect(pages[0]).toContainEqual(expect.objectContaining({ text: 'Simplified Tax Invoice', size: 20 }));
    const all = texts(pages);
    expect(all).toEqual(
      expect.arrayContaining([
        'Realty Academy Pte. Ltd.',
        'M90-1234567-8',
        'INV-2024-00017',
        '12 Mar 2024',
        'CPD: Ethics',
        '(incl.\u00a0GST)',
        'Includes GST at 9%',
        'S$17.10',
        'Price payable includes GST',
      ]),
    );
    expect(all).not.toContain('Total excluding GST');
    const { amounts, total } = printedSums(pages[0]);
    expect(amounts).toEqual([21_800, -1_090]);
    expect(amounts[0] + amounts[1]).toBe(total('Total including GST'));
    await expect(
      renderInvoicePdf(invoice({ kind: TaxInvoiceKind.Simplified, customer: { name: 'Tan Ah Kow' } })),
    ).rejects.toThrow('lines less discounts S$1,000.00 are not the total including GST S$1,090.00');
  });

  it('draws Chinese and Tamil names in fonts that have their glyphs, Latin text in Helvetica', async () => {
    const bytes = await renderInvoicePdf(
      invoice({
        customer: { name: '陈美玲', address: 'Blk 1 Tampines St 11 #01-01\nSingapore 521001' },
        lines: [
          {
            description: 'CPD: Ethics (கார்த்திகேயன் Subramaniam)',
            quantity: 1,
            unitPriceCents: 100_000,
            amountCents: 100_000,
          },
        ],
        discounts: [],
      }),
    );
    const all = texts(await pageRuns(bytes));
    expect(all).toEqual(
      expect.arrayContaining(['陈美玲', 'CPD: Ethics (கார்த்திகேயன் Subramaniam)', 'Tax Invoice']),
    );
    expect(all.join('\n')).not.toContain('?');
    // Latin runs stay in Helvetica; each other script is a subset of its Noto font, embedded once
    // and only in the weight drawn (the names are in regular text).
    const fonts =
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/BaseFont \/[\w+-]+/g) ?? [];
    expect([...new Set(fonts)].sort()).toEqual([
      '/BaseFont /Helvetica',
      '/BaseFont /Helvetica-Bold',
      '/BaseFont /NotoSansSC-Regular',
      '/BaseFont /NotoSansTamil-Regular',
    ]);
    // Subsets of the glyphs drawn: the fonts add kilobytes, not megabytes.
    expect(bytes.length).toBeLessThan(40_000);
  });

  it('embeds no font file for a Latin-only invoice, and keeps it small', async () => {
    const bytes = Buffer.from(await renderInvoicePdf(invoice()));
    expect(bytes.includes('/FontFile2')).toBe(false);
    expect(bytes.length).toBeLessThan(6_000);
  });

  it('replaces characters no font can draw instead of failing', async () => {
    const bytes = await renderInvoicePdf(
      invoice({ customer: { name: 'Zoë Łukasz Nguyễn 陈大文 😀', address: 'Singapore' } }),
    );
    expect(texts(await pageRuns(bytes))).toContain('Zoë ?ukasz Nguyen 陈大文 ?');
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
        payments: [{ method: 'Cash', reference: null, amountCents: 109000 }],
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

  it('lists several payments with their references, and the part kept on account', async () => {
    const bytes = await renderReceiptPdf(
      receipt({
        payments: [
          { method: 'Cheque', reference: '123456', amountCents: 100_000 },
          { method: 'NETS', reference: null, amountCents: 9_500 },
        ],
        amountReceivedCents: 109_500,
        creditOnAccountCents: 500,
        version: 2,
      }),
    );
    const all = texts(await pageRuns(bytes));
    expect(all).toEqual(
      expect.arrayContaining([
        'Version 2',
        'Cheque',
        '123456',
        'NETS',
        'S$95.00',
        'Credit on account',
        'S$5.00',
        'S$1,095.00',
      ]),
    );
    await expect(
      renderReceiptPdf(receipt({ payments: [{ method: 'Cash', amountCents: 1 }], amountReceivedCents: 2 })),
    ).rejects.toThrow(/are not the/);
  });
});

describe('renderCreditNotePdf', () => {
  const note = (overrides: Partial<CreditNoteDocument> = {}): CreditNoteDocument => ({
    provider,
    creditNoteNo: 'CN-2026-000003',
    date: '2026-11-24',
    customer: { name: 'Tan Ah Kow', address: 'Singapore 560123' },
    invoiceNo: 'INV-2026-000017',
    invoiceDate: '2026-11-02',
    reason: 'Session cancelled',
    lines: [{ description: 'CPD: Ethics (Tan Ah Kow)', amountCents: 10_900 }],
    totalExcludingGstCents: 10_000,
    gstRatePercent: 9,
    gstCents: 900,
    totalIncludingGstCents: 10_900,
    ...overrides,
  });

  it('names the invoice it credits, the reason, and the GST reversed', async () => {
    const bytes = await renderCreditNotePdf(note());
    const all = texts(await pageRuns(bytes));
    expect(all).toEqual(
      expect.arrayContaining([
        'Credit Note',
        'CN-2026-000003',
        'INV-2026-000017',
        '2 Nov 2026',
        'Session cancelled',
        'GST Reg No',
        'GST reversed at 9%',
        'S$9.00',
        'S$100.00',
        'S$109.00',
      ]),
    );
  });

  it('refuses figures that do not add up', async () => {
    await expect(renderCreditNotePdf(note({ gstCents: 901 }))).rejects.toThrow(/total credited/);
    await expect(renderCreditNotePdf(note({ lines: [] }))).rejects.toThrow(/lines/);
  });
});
