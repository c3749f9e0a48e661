import { formatCents } from './money';

describe('formatCents', () => {
  it.each([
    [0, 'S$0.00'],
    [5, 'S$0.05'],
    [99, 'S$0.99'],
    [100, 'S$1.00'],
    [123456, 'S$1,234.56'],
    [100000, 'S$1,000.00'],
    [99999999, 'S$999,999.99'],
    [100000000, 'S$1,000,000.00'],
    [-5000, '-S$50.00'],
    [-123456789, '-S$1,234,567.89'],
    [-0, 'S$0.00'],
    [Number.MAX_SAFE_INTEGER, 'S$90,071,992,547,409.91'],
  ])('formats %p cents as %p', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it.each([1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %p, which is not a whole number of cents',
    (cents) => {
      expect(() => formatCents(cents)).toThrow(RangeError);
    },
  );
});
