import {
  CreditRefused,
  type CreditableInvoice,
  allocationProblem,
  apportion,
  creditNoteFigures,
  gstableDiscountShares,
  invoiceBalance,
  priceInvoice,
  settlementOf,
} from './arithmetic';

const issued = (figures: Partial<Parameters<typeof invoiceBalance>[0]> = {}) => ({
  status: 'Issued' as const,
  totalCents: 10_900,
  paidCents: 0,
  creditedCents: 0,
  refundedCents: 0,
  ...figures,
});

describe('apportion', () => {
  it('splits exactly, the leftover cents to the largest remainders, the earlier first on a tie', () => {
    expect(apportion(1_000, [10_000, 20_000])).toEqual([333, 667]);
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    expect(apportion(7, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to the total', () => {
    for (let total = 0; total < 500; total += 7) {
      const weights = [total % 13, 3, total % 5, 11];
      expect(apportion(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});

describe('priceInvoice', () => {
  it('shares the discount over the lines and the GST over the GST-able ones, adding up exactly', () => {
    const priced = priceInvoice(
      [
        { description: 'Course A', quantity: 1, unitPriceCents: 10_000, gstable: true },
        { description: 'Course B', quantity: 2, unitPriceCents: 10_000, gstable: true },
      ],
      [{ description: 'Bundle', amountCents: 1_000 }],
      900,
    );
    expect(priced.totalCents).toBe(29_000);
    // 29 000 × 9/109 = 2 394.5… → 2 394 (half up applies only to exact halves).
    expect(priced.gstCents).toBe(2_394);
    expect(priced.lines.map((line) => line.discountCents)).toEqual([333, 667]);
    expect(priced.lines.map((line) => line.gstCents)).toEqual([798, 1_596]);
  });

  it('charges no GST on a line that is not GST-able', () => {
    const priced = priceInvoice(
      [
        { description: 'Workbook', quantity: 1, unitPriceCents: 10_900, gstable: true },
        { description: 'Exam fee', quantity: 1, unitPriceCents: 5_000, gstable: false },
      ],
      [],
      900,
    );
    expect(priced).toMatchObject({ totalCents: 15_900, gstCents: 900 });
    expect(priced.lines.map((line) => line.gstCents)).toEqual([900, 0]);
    expect(gstableDiscountShares(priced.lines, [{ amountCents: 159 }])).toEqual([109]);
  });

  it('refuses discounts larger than the lines', () => {
    expect(() =>
      priceInvoice(
        [{ description: 'A', quantity: 1, unitPriceCents: 100, gstable: true }],
        [{ description: 'Too much', amountCents: 101 }],
        900,
      ),
    ).toThrow(RangeError);
  });
});

describe('invoice balance and settlement', () => {
  it('is what is owed: total less credits and payments, plus refunds paid out', () => {
    expect(invoiceBalance(issued())).toBe(10_900);
    expect(invoiceBalance(issued({ paidCents: 4_000 }))).toBe(6_900);
    expect(invoiceBalance(issued({ paidCents: 10_900, creditedCents: 2_000 }))).toBe(-2_000);
    expect(invoiceBalance(issued({ paidCents: 10_900, creditedCents: 2_000, refundedCents: 2_000 }))).toBe(0);
    expect(invoiceBalance({ ...issued({ paidCents: 100 }), status: 'Void' })).toBe(0);
    expect(invoiceBalance({ ...issued(), status: 'Draft' })).toBe(0);
  });

  it('names the state lists filter by', () => {
    expect(settlementOf(issued())).toBe('Unpaid');
    expect(settlementOf(issued({ paidCents: 1 }))).toBe('PartlyPaid');
    expect(settlementOf(issued({ paidCents: 10_900 }))).toBe('Paid');
    expect(settlementOf(issued({ creditedCents: 5_450 }))).toBe('Unpaid');
    expect(settlementOf(issued({ creditedCents: 5_450, paidCents: 5_450 }))).toBe('Paid');
    expect(settlementOf(issued({ creditedCents: 10_900 }))).toBe('Credited');
    expect(settlementOf(issued({ creditedCents: 10_900, paidCents: 10_900, refundedCents: 10_900 }))).toBe(
      'Credited',
    );
    expect(settlementOf({ ...issued(), status: 'Void' })).toBe('Void');
    expect(settlementOf(issued({ totalCents: 0 }))).toBe('Paid');
  });
});

describe('allocationProblem (partial payments)', () => {
  const balances = new Map([
    [1, 10_900],
    [2, 5_000],
  ]);

  it('accepts a partial payment of one invoice and a payment spread over two', () => {
    expect(
      allocationProblem(
        { amountCents: 4_000, allocations: [{ invoiceId: 1, amountCents: 4_000 }], balances },
        false,
      ),
    ).toBeNull();
    expect(
      allocationProblem(
        {
          amountCents: 15_900,
          allocations: [
            { invoiceId: 1, amountCents: 10_900 },
            { invoiceId: 2, amountCents: 5_000 },
          ],
          balances,
        },
        false,
      ),
    ).toBeNull();
  });

  it('refuses more than an invoice owes, more than was paid, or money left over unless on account', () => {
    expect(
      allocationProblem(
        { amountCents: 11_000, allocations: [{ invoiceId: 1, amountCents: 11_000 }], balances },
        false,
      ),
    ).toEqual({ kind: 'over-balance', invoiceId: 1, balanceCents: 10_900, amountCents: 11_000 });
    expect(
      allocationProblem(
        { amountCents: 100, allocations: [{ invoiceId: 1, amountCents: 200 }], balances },
        false,
      ),
    ).toEqual({ kind: 'over-allocated', allocatedCents: 200 });
    const over = { amountCents: 11_000, allocations: [{ invoiceId: 1, amountCents: 10_900 }], balances };
    expect(allocationProblem(over, false)).toEqual({ kind: 'unallocated', unallocatedCents: 100 });
    expect(allocationProblem(over, true)).toBeNull();
    expect(
      allocationProblem(
        { amountCents: 100, allocations: [{ invoiceId: 3, amountCents: 100 }], balances },
        false,
      ),
    ).toMatchObject({ kind: 'over-balance', balanceCents: 0 });
  });
});

describe('creditNoteFigures', () => {
  const priced = priceInvoice(
    [
      { description: 'Course A', quantity: 1, unitPriceCents: 10_000, gstable: true },
      { description: 'Course B', quantity: 1, unitPriceCents: 20_000, gstable: true },
    ],
    [{ description: 'Bundle', amountCents: 1_000 }],
    900,
  );
  const invoice = (earlierCredits: CreditableInvoice['earlierCredits'] = []): CreditableInvoice => ({
    lines: priced.lines,
    totalCents: priced.totalCents,
    gstCents: priced.gstCents,
    gstRateBasisPoints: 900,
    earlierCredits,
  });

  it('credits the whole invoice with exactly its GST', () => {
    expect(creditNoteFigures(invoice(), { kind: 'full' })).toMatchObject({
      totalCents: 29_000,
      gstCents: 2_394,
    });
  });

  it('reverses GST at the invoice rate on a part, and the rest of the GST with the rest', () => {
    const half = creditNoteFigures(invoice(), {
      kind: 'amount',
      amountCents: 14_500,
      description: 'Goodwill',
    });
    // 14 500 × 9/109 = 1 197.2… → 1 197.
    expect(half).toMatchObject({ totalCents: 14_500, gstCents: 1_197 });
    const rest = creditNoteFigures(invoice([half]), { kind: 'full' });
    expect(rest).toMatchObject({ totalCents: 14_500, gstCents: 2_394 - 1_197 });
    expect(() => creditNoteFigures(invoice([half, rest]), { kind: 'full' })).toThrow(CreditRefused);
  });

  it('credits a line at most its net amount, with its GST share when it closes the line', () => {
    const seatA = creditNoteFigures(invoice(), {
      kind: 'lines',
      lines: [{ lineIndex: 0, amountCents: 9_667 }],
    });
    expect(seatA).toMatchObject({ totalCents: 9_667, gstCents: 798 });
    expect(() =>
      creditNoteFigures(invoice([seatA]), { kind: 'lines', lines: [{ lineIndex: 0, amountCents: 1 }] }),
    ).toThrow(/left to credit/);
    const partOfB = creditNoteFigures(invoice([seatA]), {
      kind: 'lines',
      lines: [{ lineIndex: 1, amountCents: 10_900 }],
    });
    expect(partOfB.gstCents).toBe(900);
    expect(() =>
      creditNoteFigures(invoice(), { kind: 'lines', lines: [{ lineIndex: 5, amountCents: 1 }] }),
    ).toThrow(/no such line/);
  });

  it('refuses more than is left of the invoice', () => {
    expect(() =>
      creditNoteFigures(invoice(), { kind: 'amount', amountCents: 29_001, description: 'x' }),
    ).toThrow(/At most 29000 cents/);
  });

  it('reverses no GST on a credit of a line that carried none', () => {
    const mixed = priceInvoice(
      [
        { description: 'Workbook', quantity: 1, unitPriceCents: 10_900, gstable: true },
        { description: 'Exam fee', quantity: 1, unitPriceCents: 5_000, gstable: false },
      ],
      [],
      900,
    );
    const base = { ...mixed, gstRateBasisPoints: 900, earlierCredits: [] };
    expect(
      creditNoteFigures(base, { kind: 'lines', lines: [{ lineIndex: 1, amountCents: 2_000 }] }).gstCents,
    ).toBe(0);
    // An amount spread like the invoice: 7 950 of 15 900 is half, half of the GST-able 10 900 carries GST.
    expect(
      creditNoteFigures(base, { kind: 'amount', amountCents: 7_950, description: 'Half' }).gstCents,
    ).toBe(450);
  });
});
