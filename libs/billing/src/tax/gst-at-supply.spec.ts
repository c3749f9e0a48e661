import { gstAtSupply, rateBasisPoints, timeOfSupply } from './gst-at-supply';

describe('GST at the time of supply', () => {
  it('takes the earlier of the invoice date and the payment date', () => {
    expect(timeOfSupply('2024-01-02', '2023-12-30')).toBe('2023-12-30');
    expect(timeOfSupply('2023-12-30', '2024-01-02')).toBe('2023-12-30');
    expect(timeOfSupply('2024-01-01', '2024-01-01')).toBe('2024-01-01');
  });

  it('reads a percentage as basis points', () => {
    expect(rateBasisPoints(9)).toBe(900);
    expect(rateBasisPoints(8.5)).toBe(850);
    expect(rateBasisPoints(7.000000001)).toBe(700);
  });

  it('keeps the agreed inclusive price and recomputes its GST share at the new rate', () => {
    // S$108.00 quoted at 8% (GST S$8.00), supplied once 9% applies: 108 x 9/109 = 8.917 → S$8.92.
    expect(gstAtSupply(10_800, 800)).toEqual({
      gstRateBasisPoints: 800,
      gstCents: 800,
      totalExcludingGstCents: 10_000,
    });
    expect(gstAtSupply(10_800, 900)).toEqual({
      gstRateBasisPoints: 900,
      gstCents: 892,
      totalExcludingGstCents: 9_908,
    });
  });

  it('rounds the GST share half up to the cent', () => {
    // 1 090 005 x 9/109 = 90 000.41 → 90 000; 6 x 9/109 = 0.495 → 0; 2 180 x 10/110 = 198.18 → 198.
    expect(gstAtSupply(1_090_005, 900).gstCents).toBe(90_000);
    expect(gstAtSupply(6, 900).gstCents).toBe(0);
    expect(gstAtSupply(2_180, 1_000).gstCents).toBe(198);
    // Exactly half a cent rounds up (at 100%, 1 x 100/200 = 0.5 → 1).
    expect(gstAtSupply(1, 10_000).gstCents).toBe(1);
  });
});
