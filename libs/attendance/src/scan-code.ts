import { fieldError, isNric, isSgMobile, normaliseNric, normaliseSgMobile } from '@app/core';
import { ATTENDANCE_CODE_ALPHABET, ATTENDANCE_CODE_LENGTH } from '@app/registration';

export type ScanCode =
  { kind: 'code'; value: string } | { kind: 'nric'; value: string } | { kind: 'mobile'; value: string };

const PASS_URL = new RegExp(`/attendance/pass/([0-9A-Za-z]{${ATTENDANCE_CODE_LENGTH}})(?:[/?#].*)?$`);
const CODE = new RegExp(`^[${ATTENDANCE_CODE_ALPHABET}]{${ATTENDANCE_CODE_LENGTH}}$`);
const NRIC_SHAPE = /^[STFGM]\d{7}[A-Z]$/;

/** Crockford's decoding: letters people (and cheap scanners) confuse with digits read as those digits. */
const crockford = (value: string): string =>
  value.toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0').replace(/[\s-]/g, '');

/**
 * What a scanner or a person entered: a pass URL or its code, an NRIC/FIN, or a mobile number.
 * An NRIC-shaped entry with a wrong check letter is refused here, so a typo is not reported as
 * "not registered".
 */
export const readScanCode = (input: string): ScanCode => {
  const trimmed = input.trim();
  const fromUrl = PASS_URL.exec(trimmed);
  if (fromUrl) return { kind: 'code', value: crockford(fromUrl[1]) };
  const nric = normaliseNric(trimmed);
  if (NRIC_SHAPE.test(nric)) {
    if (!isNric(nric)) throw fieldError('code', 'This NRIC/FIN is not valid: check the last letter');
    return { kind: 'nric', value: nric };
  }
  if (isSgMobile(trimmed)) return { kind: 'mobile', value: normaliseSgMobile(trimmed) };
  const code = crockford(trimmed);
  if (CODE.test(code)) return { kind: 'code', value: code };
  throw fieldError('code', 'Enter or scan an attendance code, an NRIC/FIN or a mobile number');
};

/** An entry a lookup expects to be an NRIC/FIN, or a mobile number: 400 on its own field otherwise. */
export const readPersonCode = (input: string, kind: 'nric' | 'mobile'): ScanCode => {
  let code: ScanCode | undefined;
  try {
    code = readScanCode(input);
  } catch {
    code = undefined;
  }
  if (code?.kind === kind) return code;
  throw kind === 'nric'
    ? fieldError('nric', 'Enter a valid NRIC/FIN')
    : fieldError('mobileNo', 'Enter a Singapore mobile number (8 digits starting with 8 or 9)');
};
