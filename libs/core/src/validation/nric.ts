import { ValidateBy, type ValidationOptions } from 'class-validator';

const NRIC = /^([STFGM])(\d{7})([A-Z])$/;
const WEIGHTS = [2, 7, 6, 5, 4, 3, 2];
const OFFSET: Record<string, number> = { S: 0, F: 0, T: 4, G: 4, M: 3 };
const CITIZEN_LETTERS = 'JZIHGFEDCBA';
const FOREIGNER_LETTERS = 'XWUTRQPNMLK';
const M_LETTERS = 'KLJNPQRTUWX';

/** Upper case without spaces: how NRIC/FIN numbers are stored and compared. */
export const normaliseNric = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The check letter a prefix and seven digits must end with (DOMAIN-SG, after FormSG). */
export const nricCheckLetter = (prefix: string, digits: string): string => {
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * WEIGHTS[index], 0);
  const r = (sum + OFFSET[prefix]) % 11;
  if (prefix === 'M') return M_LETTERS[10 - r];
  return prefix === 'S' || prefix === 'T' ? CITIZEN_LETTERS[r] : FOREIGNER_LETTERS[r];
};

export const isNric = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  const match = NRIC.exec(normaliseNric(value));
  return match !== null && nricCheckLetter(match[1], match[2]) === match[3];
};

/** Lists show S****567D: the prefix, the last three digits and the check letter (PDPA). */
export const maskNric = (value: string): string => `${value.slice(0, 1)}****${value.slice(-4)}`;

export const IsNric = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isNric',
      validator: {
        validate: isNric,
        defaultMessage: () => 'NRIC/FIN must be a valid NRIC or FIN number, e.g. S1234567D',
      },
    },
    options,
  );
