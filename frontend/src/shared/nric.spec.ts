import { isNric, normaliseNric, nricCheckLetter } from './nric';

describe('nricCheckLetter', () => {
  it.each([
    ['S', '1234567', 'D'],
    ['S', '0000001', 'I'],
    ['T', '0123456', 'G'],
    ['F', '1234567', 'N'],
    ['G', '1234567', 'X'],
    ['M', '1234567', 'K'],
  ])('gives %s%s the letter %s', (prefix, digits, letter) => {
    expect(nricCheckLetter(prefix, digits)).toBe(letter);
  });
});

describe('isNric', () => {
  it.each(['S1234567D', 'T0123456G', 'F1234567N', 'G1234567X', 'M1234567K', ' s123 4567d '])(
    'accepts %s',
    (nric) => {
      expect(isNric(nric)).toBe(true);
    },
  );

  it.each(['S1234567A', 'A1234567D', 'S123456D', 'S12345678D', 'S1234567', ''])('refuses %s', (nric) => {
    expect(isNric(nric)).toBe(false);
  });
});

describe('normaliseNric', () => {
  it('upper-cases and drops spaces, as the server stores it', () => {
    expect(normaliseNric(' s123 4567d ')).toBe('S1234567D');
  });
});
