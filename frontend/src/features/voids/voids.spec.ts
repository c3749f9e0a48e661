import { voidConsequences } from './voids';

describe('voidConsequences', () => {
  it('says a registration’s void frees its seats and voids its unpaid invoice', () => {
    const text = voidConsequences('Registration', 'REG-2026-000012', 10_900);
    expect(text).toContain('Registration REG-2026-000012 (S$109.00) is voided: its seats are freed');
    expect(text).toContain('stamped VOID');
  });

  it('says a receipt’s invoices owe again', () => {
    expect(voidConsequences('Receipt', 'RCT-1', 500)).toContain('the invoices it paid owe that money again');
  });
});
