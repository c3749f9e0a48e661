import { gstOfInclusive } from '@app/registration';
import { amountsExcludingGst } from './amounts-excluding-gst';

const exclusiveTotal = (amounts: number[], rate: number) => {
  const total = amounts.reduce((sum, cents) => sum + cents, 0);
  return total - gstOfInclusive(total, rate);
};

describe('amountsExcludingGst', () => {
  it('converts lines that divide exactly as they are', () => {
    // S$218.00 + S$109.00 at 9%: S$200.00 + S$100.00 = S$300.00.
    expect(amountsExcludingGst([21_800, 10_900], 900, 30_000)).toEqual([20_000, 10_000]);
  });

  it('gives the rounding cents to the lines that lost most, so the lines add up to the total', () => {
    // Three lines of S$100.00 at 9%: each is 9 174.31 cents; the total S$300.00 excludes GST
    // 27 522.94 → 27 523 (GST 2 477), so one line gets the cent: the first, on a tie.
    const total = exclusiveTotal([10_000, 10_000, 10_000], 900);
    expect(total).toBe(27_523);
    expect(amountsExcludingGst([10_000, 10_000, 10_000], 900, total)).toEqual([9_175, 9_174, 9_174]);
  });

  it('handles discounts as negative lines', () => {
    const amounts = [80_000, 25_000, -5_000];
    const total = exclusiveTotal(amounts, 900);
    const excluding = amountsExcludingGst(amounts, 900, total);
    expect(excluding.reduce((sum, cents) => sum + cents, 0)).toBe(total);
    expect(excluding[2]).toBeLessThan(0);
  });

  it('always adds up, each line within a cent of its exact share, and is deterministic', () => {
    let seed = 42;
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    for (let round = 0; round < 500; round++) {
      const rate = [700, 800, 900, 850][random(4)];
      const lines = Array.from({ length: 1 + random(8) }, () => 1 + random(200_000));
      const discounts = Array.from({ length: random(3) }, () => -random(5_000));
      const amounts = [...lines, ...discounts];
      if (amounts.reduce((sum, cents) => sum + cents, 0) < 0) continue;
      const total = exclusiveTotal(amounts, rate);
      const excluding = amountsExcludingGst(amounts, rate, total);
      expect(excluding.reduce((sum, cents) => sum + cents, 0)).toBe(total);
      excluding.forEach((cents, index) => {
        expect(Math.abs(cents - (amounts[index] * 10_000) / (10_000 + rate))).toBeLessThan(1);
      });
      expect(amountsExcludingGst(amounts, rate, total)).toEqual(excluding);
    }
  });

  it('refuses a total the lines cannot make', () => {
    expect(() => amountsExcludingGst([10_900], 900, 9_000)).toThrow(/cannot make 9000 excluding GST/);
  });
});
