import { isNric, maskNric, normaliseNric, nricCheckLetter } from './nric';

describe('NRIC/FIN check letter', () => {
  it.each(['S1234567D', 'T1234567J', 'F1234567N', 'G1234567X', 'M1234567K', 's1234567d', ' S123 4567D'])(
    'accepts %s',
    (value) => {
      expect(isNric(value)).toBe(true);
    },
  );

  // One wrong check letter per prefix, plus the M letter many public snippets compute.
  it.each([
    'S1234567A',
    'T1234567D',
    'F1234567X',
    'G1234567N',
    'M1234567L',
    'A1234567D',
    'S123456D',
    'S12345678D',
    'S1234567',
    12345678,
    undefined,
  ])('refuses %s', (value) => {
    expect(isNric(value)).toBe(false);
  });

  it("adds each prefix's offset before taking the remainder", () => {
    // All-zero digits leave only the offset: S/F 0, T/G 4, M 3 (read from the end of its table).
    expect(nricCheckLetter('S', '0000000')).toBe('J');
    expect(nricCheckLetter('T', '0000000')).toBe('G');
    expect(nricCheckLetter('F', '0000000')).toBe('X');
    expect(nricCheckLetter('G', '0000000')).toBe('R');
    expect(nricCheckLetter('M', '0000000')).toBe('T');
  });

  it('normalises and masks', () => {
    expect(normaliseNric(' s123 4567d ')).toBe('S1234567D');
    expect(maskNric('S1234567D')).toBe('S****567D');
  });
});
