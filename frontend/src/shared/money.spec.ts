import { centsToDollars, dollarsToCents, formatMoney } from './money';

describe('money', () => {
  it('converts cents to dollars', () => {
    expect(centsToDollars(1234)).toBe(12.34);
    expect(centsToDollars(0)).toBe(0);
    expect(centsToDollars(5)).toBe(0.05);
  });

  it('converts dollars to whole cents, rounding away floating-point error', () => {
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it('round-trips every cent amount', () => {
    for (const cents of [0, 1, 99, 100, 101, 1999, 123_456, 100_000_000]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });

  it('shows S$ with two decimals and thousands separators', () => {
    expect(formatMoney(0)).toBe('S$0.00');
    expect(formatMoney(5000)).toBe('S$50.00');
    expect(formatMoney(123_456)).toBe('S$1,234.56');
    expect(formatMoney(-16_350)).toBe('-S$163.50');
  });
});
