import { centsToDollars, dollarsToCents } from '@/shared/money';
import type { CreditNoteInput, InvoiceLine, InvoiceLineInput } from './financeTypes';

/** What the finance forms hold, and how each becomes what the API takes (kept free of React for tests). */

/**
 * A line as the form holds it. The server names the price in cents; the form keeps dollars under that
 * name, so the server's errors on `lines.N.unitPriceCents` land on the field.
 */
export interface InvoiceLineValues {
  description?: string;
  quantity?: number | null;
  unitPriceCents?: number | null;
  gstable?: boolean;
}

export const newLine: InvoiceLineValues = { quantity: 1, gstable: true };

export const lineValuesOf = (line: InvoiceLine): InvoiceLineValues => ({
  description: line.description,
  quantity: line.quantity,
  unitPriceCents: centsToDollars(line.unitPriceCents),
  gstable: line.gstable ?? line.gstCents > 0,
});

export const lineInputOf = (line: InvoiceLineValues): InvoiceLineInput => ({
  description: line.description?.trim() ?? '',
  quantity: line.quantity ?? 0,
  unitPriceCents: dollarsToCents(line.unitPriceCents ?? 0),
  gstable: line.gstable ?? true,
});

export type CreditMode = 'full' | 'amount' | 'lines';

export interface CreditNoteValues {
  mode: CreditMode;
  amount: number | null;
  /** Dollars per line index; a line left empty is not credited. */
  lineAmounts: (number | null | undefined)[];
  reason: string;
}

/** The dialog's values as `creditnote/create` takes them: exactly one of full, an amount, or lines. */
export const creditNoteInput = (invoiceId: number, values: CreditNoteValues): CreditNoteInput => {
  const base = { invoiceId, reason: values.reason.trim() };
  if (values.mode === 'full') return { ...base, full: true };
  if (values.mode === 'amount') return { ...base, amountCents: dollarsToCents(values.amount ?? 0) };
  return {
    ...base,
    lines: (values.lineAmounts ?? [])
      .map((amount, lineIndex) => ({ lineIndex, amountCents: dollarsToCents(amount ?? 0) }))
      .filter((line) => line.amountCents > 0),
  };
};
