import { SG_MOBILE, UEN, fieldError, isCalendarDate } from '@app/core';

/**
 * PayNow QR payloads: SGQR, the EMVCo merchant-presented mode (DOMAIN-SG, "PayNow QR"). Field layout
 * after ThunderQuoteTeam/PaynowQR, with the amount always written with two decimals.
 */

export type PaynowProxyType = 'mobile' | 'uen';

export interface PaynowPayloadInput {
  proxyType: PaynowProxyType;
  /** A UEN (201403121W), or a Singapore mobile number with or without +65 (91234567). */
  proxyValue: string;
  /** Integer cents, more than zero. */
  amountCents: number;
  /** Whether the payer's banking app lets them change the amount. */
  editable: boolean;
  /** Last day the code may be paid, YYYY-MM-DD. */
  expiresOn?: string;
  /** Shown by the banking app; cut to 25 characters. */
  merchantName: string;
  /** Registration or invoice number, returned in the bank record so the payment can be matched. */
  reference: string;
}

/** Bill numbers (field 62, sub-field 01): what banks carry through to the statement. */
export const PAYNOW_REFERENCE = /^[A-Za-z0-9-]{1,25}$/;

export const MERCHANT_NAME_MAX = 25;

/** EMVCo caps field 54 at 13 characters: 9999999999.99. */
export const MAX_AMOUNT_CENTS = 999_999_999_999;

const PROXY_TYPE_CODE: Record<PaynowProxyType, string> = { mobile: '0', uen: '2' };

/** Printable ASCII: EMVCo lengths count characters, and the CRC runs over single bytes. */
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;

/** ID (2 digits) + length (2 digits) + value. */
const field = (id: string, value: string): string => {
  if (value.length > 99) throw new RangeError(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) as 4 upper-case hex
 * digits, zero-padded.
 */
export const crc16CcittFalse = (text: string): string => {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

/** 1 → "0.01", 123456 → "1234.56": integer arithmetic only, so no floating-point drift. */
export const formatAmount = (amountCents: number): string =>
  `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;

/** The proxy value as PayNow expects it: +65XXXXXXXX for mobiles, the upper-case UEN otherwise. */
export const normaliseProxyValue = (proxyType: PaynowProxyType, proxyValue: string): string => {
  const compact = typeof proxyValue === 'string' ? proxyValue.replace(/\s+/g, '') : '';
  switch (proxyType) {
    case 'mobile':
      if (!SG_MOBILE.test(compact)) {
        throw fieldError(
          'proxyValue',
          'PayNow mobile number must be a Singapore mobile number (8 digits starting with 8 or 9)',
        );
      }
      return `+65${compact.slice(-8)}`;
    case 'uen': {
      const uen = compact.toUpperCase();
      if (!UEN.test(uen)) {
        throw fieldError('proxyValue', 'PayNow UEN must look like 201912345K, 53123456D or T08LL1234A');
      }
      return uen;
    }
    default:
      throw fieldError('proxyType', 'PayNow proxy type must be mobile or UEN');
  }
};

/** Trimmed and cut to 25 characters (without a dangling space), as field 59 allows. */
export const normaliseMerchantName = (merchantName: string): string => {
  const name = typeof merchantName === 'string' ? merchantName.trim() : '';
  if (name === '') throw fieldError('merchantName', 'Merchant name is required');
  if (!PRINTABLE_ASCII.test(name)) {
    throw fieldError('merchantName', 'Merchant name may only use letters, digits, spaces and punctuation');
  }
  return name.slice(0, MERCHANT_NAME_MAX).trimEnd();
};

const checkAmount = (amountCents: number): void => {
  if (!Number.isSafeInteger(amountCents)) {
    throw fieldError('amountCents', 'Amount must be a whole number of cents');
  }
  if (amountCents <= 0) throw fieldError('amountCents', 'Amount must be more than zero');
  if (amountCents > MAX_AMOUNT_CENTS) {
    throw fieldError('amountCents', 'Amount must be at most 9999999999.99');
  }
};

/** YYYY-MM-DD that names a real day → YYYYMMDD. */
const expiryField = (expiresOn: string): string => {
  const message = 'Expiry date must be a date (YYYY-MM-DD)';
  if (!isCalendarDate(expiresOn)) throw fieldError('expiresOn', message);
  return expiresOn.replace(/-/g, '');
};

const checkReference = (reference: string): void => {
  if (typeof reference !== 'string' || !PAYNOW_REFERENCE.test(reference)) {
    throw fieldError('reference', 'Reference must be 1 to 25 letters, digits or hyphens');
  }
};

/**
 * The EMVCo string for a one-off (dynamic) PayNow payment. Throws a field error (400) naming the
 * input that is wrong.
 */
export const paynowPayload = (input: PaynowPayloadInput): string => {
  const proxyValue = normaliseProxyValue(input.proxyType, input.proxyValue);
  checkAmount(input.amountCents);
  const merchantName = normaliseMerchantName(input.merchantName);
  checkReference(input.reference);
  const expiry = input.expiresOn === undefined ? undefined : expiryField(input.expiresOn);

  const paynow = [
    field('00', 'SG.PAYNOW'),
    field('01', PROXY_TYPE_CODE[input.proxyType]),
    field('02', proxyValue),
    field('03', input.editable ? '1' : '0'),
    expiry === undefined ? '' : field('04', expiry),
  ].join('');

  const body = [
    field('00', '01'),
    field('01', '12'),
    field('26', paynow),
    field('52', '0000'),
    field('53', '702'),
    field('54', formatAmount(input.amountCents)),
    field('58', 'SG'),
    field('59', merchantName),
    field('60', 'Singapore'),
    field('62', field('01', input.reference)),
    '6304',
  ].join('');
  return body + crc16CcittFalse(body);
};
