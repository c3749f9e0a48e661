import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
export const ATTENDANCE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ATTENDANCE_CODE_LENGTH = 12;

/**
 * A seat's attendance code: 60 random bits, so codes cannot be guessed from one another, and
 * nothing in it says who the participant is (the QR replaces showing an NRIC at the door).
 */
export const newAttendanceCode = (): string =>
  Array.from(
    { length: ATTENDANCE_CODE_LENGTH },
    () => ATTENDANCE_CODE_ALPHABET[randomInt(ATTENDANCE_CODE_ALPHABET.length)],
  ).join('');

/** The pass page a seat's QR opens; scanners read the code back out of it. */
export const attendancePassUrl = (publicUrl: string, code: string): string =>
  `${publicUrl}/attendance/pass/${code}`;
