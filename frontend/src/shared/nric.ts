/**
 * Singapore NRIC/FIN numbers: a prefix (S, T, F, G, M), seven digits and a check letter. The server's
 * rule (libs/core/src/validation/nric.ts), checked early so the user need not wait for a round trip;
 * the server still checks and its message is the one shown when they differ.
 */

const pattern = /^([STFGM])(\d{7})([A-Z])$/;
const weights = [2, 7, 6, 5, 4, 3, 2];
const offsets: Readonly<Record<string, number>> = { S: 0, F: 0, T: 4, G: 4, M: 3 };
const citizenLetters = 'JZIHGFEDCBA';
const foreignerLetters = 'XWUTRQPNMLK';
const mLetters = 'KLJNPQRTUWX';

/** The server's wording, so the client and the server say the same. */
export const nricMessage = 'NRIC/FIN must be a valid NRIC or FIN number, e.g. S1234567D';

/** Upper case without spaces: how NRIC/FIN numbers are stored and compared. */
export function normaliseNric(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The check letter a prefix and seven digits must end with. */
export function nricCheckLetter(prefix: string, digits: string): string {
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  const remainder = (sum + (offsets[prefix] ?? 0)) % 11;
  if (prefix === 'M') return mLetters[10 - remainder];
  return prefix === 'S' || prefix === 'T' ? citizenLetters[remainder] : foreignerLetters[remainder];
}

/** Whether the value is an NRIC/FIN number with the right check letter; case and spaces are forgiven. */
export function isNric(value: string): boolean {
  const match = pattern.exec(normaliseNric(value));
  return match !== null && nricCheckLetter(match[1], match[2]) === match[3];
}
