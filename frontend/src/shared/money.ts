// Money travels as integer cents so sums never pick up floating-point dust; people read and type dollars.

const dollars = new Intl.NumberFormat('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Rounds to the nearest cent, because dollar amounts are not exact in binary (19.99 * 100 is 1998.999...). */
export function dollarsToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** S$1,234.50; a negative amount (owed to the customer) -S$163.50, not S$-163.50. */
export function formatMoney(cents: number): string {
  const formatted = `S$${dollars.format(centsToDollars(Math.abs(cents)))}`;
  return cents < 0 ? `-${formatted}` : formatted;
}
