import { creditNoteInput, lineInputOf, lineValuesOf } from './financeInputs';

describe('finance form values as the API takes them', () => {
  it('sends a credit note as exactly one of full, an amount in cents, or the lines given', () => {
    const values = { amount: 12.34, lineAmounts: [null, 54.5, 0], reason: '  Day 2 cut short ' };
    expect(creditNoteInput(7, { ...values, mode: 'full' })).toEqual({
      invoiceId: 7,
      reason: 'Day 2 cut short',
      full: true,
    });
    expect(creditNoteInput(7, { ...values, mode: 'amount' })).toEqual({
      invoiceId: 7,
      reason: 'Day 2 cut short',
      amountCents: 1_234,
    });
    expect(creditNoteInput(7, { ...values, mode: 'lines' })).toEqual({
      invoiceId: 7,
      reason: 'Day 2 cut short',
      lines: [{ lineIndex: 1, amountCents: 5_450 }],
    });
  });

  it('keeps an invoice line in dollars on the form and in cents for the API, without losing a cent', () => {
    const line = {
      description: 'Workshop',
      quantity: 3,
      unitPriceCents: 10_999,
      amountCents: 32_997,
      discountCents: 0,
      gstCents: 2_724,
    };
    const values = lineValuesOf(line);
    expect(values).toEqual({ description: 'Workshop', quantity: 3, unitPriceCents: 109.99, gstable: true });
    expect(lineInputOf(values)).toEqual({
      description: 'Workshop',
      quantity: 3,
      unitPriceCents: 10_999,
      gstable: true,
    });
    expect(lineValuesOf({ ...line, gstCents: 0 }).gstable).toBe(false);
    expect(lineValuesOf({ ...line, gstCents: 0, gstable: true }).gstable).toBe(true);
  });
});
