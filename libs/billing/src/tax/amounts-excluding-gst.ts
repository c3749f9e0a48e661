/**
 * Each line of a tax invoice excluding GST (GST (General) Regulations, reg. 11), so that the lines
 * add up to the invoice's total excluding GST exactly. GST is rounded once on the invoice total,
 * not per line (see pricing), so converting each line on its own can miss that total by a few
 * cents; the cents left over go, one each, to the lines whose exact share lost the most to rounding
 * down (largest remainder), the earlier line first on a tie, so the same invoice always prints the
 * same amounts.
 *
 * `inclusiveCents` are signed: charges positive, discounts negative. Their sum is the total
 * including GST whose split is `totalExcludingGstCents` + GST at `rateBasisPoints`.
 */
export const amountsExcludingGst = (
  inclusiveCents: readonly number[],
  rateBasisPoints: number,
  totalExcludingGstCents: number,
): number[] => {
  const denominator = 10_000 + rateBasisPoints;
  const shares = inclusiveCents.map((cents, index) => {
    const numerator = cents * 10_000;
    const floor = Math.floor(numerator / denominator);
    return { index, floor, lost: numerator - floor * denominator };
  });
  const amounts = shares.map((share) => share.floor);
  const left = totalExcludingGstCents - amounts.reduce((sum, cents) => sum + cents, 0);
  if (!Number.isSafeInteger(left) || left < 0 || left > shares.length) {
    throw new RangeError(
      `Amounts ${inclusiveCents.join(', ')} at ${rateBasisPoints} basis points cannot make ${totalExcludingGstCents} excluding GST`,
    );
  }
  const byLoss = [...shares].sort((a, b) => b.lost - a.lost || a.index - b.index);
  for (const share of byLoss.slice(0, left)) amounts[share.index] += 1;
  return amounts;
};
