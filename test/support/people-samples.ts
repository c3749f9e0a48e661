import { randomInt } from 'node:crypto';
import { nricCheckLetter } from '@app/core';

/** A valid NRIC/FIN no other test run is likely to use. */
export const uniqueNric = (prefix: 'S' | 'T' | 'F' | 'G' | 'M' = 'S'): string => {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return `${prefix}${digits}${nricCheckLetter(prefix, digits)}`;
};

export const uniqueMobile = (): string => `9${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

export const uniqueEmail = (name = 'participant'): string =>
  `${name}-${randomInt(0, 2 ** 40).toString(36)}@example.com`;

export const uniqueCeaNo = (): string => `R${String(randomInt(0, 1_000_000)).padStart(6, '0')}A`;

/** A participant form any role may submit: required fields plus a CEA number. */
export const participantInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Mei Ling',
  lastName: 'Tan',
  nric: uniqueNric(),
  email: uniqueEmail(),
  mobileNo: uniqueMobile(),
  ceaRegNo: uniqueCeaNo(),
  ...overrides,
});

/** A company registration number (UEN, local company form) other test runs are unlikely to use. */
export const uniqueUen = (): string =>
  `20${randomInt(10, 100)}${String(randomInt(0, 100_000)).padStart(5, '0')}K`;

/** A corporate form staff may submit: its name, a fresh UEN and a Singapore address. */
export const corporateInput = (name: string) => ({
  name,
  uen: uniqueUen(),
  address: '1 Raffles Place',
  postalCode: '048616',
});
