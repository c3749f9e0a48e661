import { TaxInvoiceKind } from '@app/core';
import { gstOfInclusive } from '@app/registration';
import { pdfPages, pdfRows } from '@app/test/pdf-text';
import { renderInvoicePdf } from '../documents';
import { type InvoiceSnapshot } from '../ledger/snapshots';
import { InvoiceKind, type InvoiceLineData } from './invoice.entity';
import { invoiceDocument } from './invoice-document';

const provider = {
  name: 'Realty Academy Pte. Ltd.',
  address: '10 Anson Road #12-34, Singapore 079903',
  uen: '201912345K',
  gstRegNo: 'M2-1234567-8',
};

/** Three S$100.00 seats less a S$10.00 promo, as the confirmation stores them: GST included. */
const line = (
  description: string,
  quantity: number,
  unitPriceCents: number,
  gstable = true,
): InvoiceLineData => ({
  description,
  quantity,
  unitPriceCents,
  amountCents: quantity * unitPriceCents,
  discountCents: 0,
  gstCents: 0,
  gstable,
});

const issued = (overrides: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot => {
  const totalCents = 29_000;
  return {
    kind: InvoiceKind.Registration,
    taxInvoiceKind: TaxInvoiceKind.Full,
    invoiceNo: 'INV-2026-000001',
    issuedOn: '2026-11-24',
    dueOn: '2026-11-24',
    customer: {
      name: 'Tan Mei Ling',
      address: 'Blk 1 Tampines St 11 #01-01\nSingapore 521001',
      email: null,
    },
    lines: ['Ann', 'Ben', 'Cai'].map((name) => line(`CPD: Ethics (${name})`, 1, 10_000)),
    discounts: [{ description: 'Promo code SAVE10', amountCents: 1_000 }],
    totalCents,
    gstCents: gstOfInclusive(totalCents, 900),
    gstRateBasisPoints: 900,
    footerHtml: '',
    ...overrides,
  };
};

const cents = (amount: string) => Math.round(Number(amount.replace(/[S$,]/g, '')) * 100);

describe('invoiceDocument', () => {
  it('prints a full invoice excluding GST per line, and the printed lines add up to the printed total', async () => {
    const document = invoiceDocument(issued(), provider);
    // S$290.00 incl. 9% GST: GST 2 394.495 → S$23.94, so S$266.06 excluding GST. Exactly, each
    // S$100.00 line is 9 174.31 cents and the discount -917.43; rounded down they make 26 604, so
    // the two cents left go to the shares that lost most: the discount (0.57), then the first line.
    expect(document.totalExcludingGstCents).toBe(26_606);
    expect(document.lines.map((line) => [line.unitPriceCents, line.amountCents])).toEqual([
      [9_175, 9_175],
      [9_174, 9_174],
      [9_174, 9_174],
    ]);
    expect(document.discounts).toEqual([{ description: 'Promo code SAVE10', amountCents: 917 }]);

    const [page] = await pdfPages(await renderInvoicePdf(document));
    const rows = pdfRows(page);
    const amount = (label: string) => cents(rows.find((row) => row[0] === label)!.at(-1)!);
    const lines = ['Ann', 'Ben', 'Cai'].map((name) => amount(`CPD: Ethics (${name})`));
    expect(lines).toEqual([9_175, 9_174, 9_174]);
    expect(amount('Promo code SAVE10')).toBe(-917);
    expect(lines.reduce((sum, cents) => sum + cents, 0) - 917).toBe(amount('Total excluding GST'));
    expect(amount('Total excluding GST') + amount('GST at 9%')).toBe(amount('Total including GST'));
    expect(amount('Total including GST')).toBe(29_000);
  });

  it('prints a simplified invoice as charged, including GST', () => {
    const document = invoiceDocument(
      issued({
        taxInvoiceKind: TaxInvoiceKind.Simplified,
        customer: { name: 'Tan Mei Ling', address: null, email: null },
      }),
      provider,
    );
    expect(document.customer).toEqual({ name: 'Tan Mei Ling', address: null });
    expect(document.lines.map((line) => line.amountCents)).toEqual([10_000, 10_000, 10_000]);
    expect(document.discounts).toEqual([{ description: 'Promo code SAVE10', amountCents: 1_000 }]);
    expect(document.totalIncludingGstCents).toBe(29_000);
  });

  it('leaves out a unit price the quantity does not divide', () => {
    const document = invoiceDocument(
      issued({
        lines: [line('Workbooks', 3, 1_090)],
        discounts: [],
        totalCents: 3_270,
        gstCents: 270,
      }),
      provider,
    );
    expect(document.lines).toEqual([
      { description: 'Workbooks', quantity: 3, unitPriceCents: 1_000, amountCents: 3_000 },
    ]);
    const odd = invoiceDocument(
      issued({
        lines: [line('Workbooks', 3, 1_000)],
        discounts: [],
        totalCents: 3_000,
        gstCents: gstOfInclusive(3_000, 900),
      }),
      provider,
    );
    expect(odd.lines[0]).toMatchObject({ unitPriceCents: null, amountCents: 2_752 });
  });

  it('prints lines without GST as charged, next to GST-able lines excluding GST, and still adds up', () => {
    // A S$109.00 workbook (GST S$9.00) and a S$50.00 exam fee without GST, less S$15.90 spread over both.
    const document = invoiceDocument(
      issued({
        lines: [line('Workbook', 1, 10_900), line('Exam fee', 1, 5_000, false)],
        discounts: [{ description: 'Member discount', amountCents: 1_590 }],
        totalCents: 14_310,
        gstCents: gstOfInclusive(9_810, 900),
        version: undefined,
      } as Partial<InvoiceSnapshot>),
      provider,
      2,
    );
    expect(document.version).toBe(2);
    expect(document.gstCents).toBe(810);
    expect(document.lines.map((printed) => printed.amountCents)).toEqual([10_000, 5_000]);
    // The discount's GST-able S$10.90 prints as S$10.00, its other S$5.00 as charged.
    expect(document.discounts).toEqual([{ description: 'Member discount', amountCents: 1_500 }]);
    expect(15_000 - 1_500).toBe(document.totalExcludingGstCents);
  });
});
