/**
 * The one money formatter: documents, e-mails and messages. Amounts are integer cents (never floats), shown as
 * Singapore dollars with thousands separators: 123456 → "S$1,234.56", -5000 → "-S$50.00".
 */
export const formatCents = (cents: number): string => {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be a whole number of cents, got ${String(cents)}`);
  }
  const abs = Math.abs(cents);
  const rest = abs % 100;
  // Exact integer division: abs - rest is a multiple of 100.
  const dollars = ((abs - rest) / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}S$${dollars}.${rest.toString().padStart(2, '0')}`;
};
