import { DomainError } from '@app/core';
import { type PaynowPayloadInput, crc16CcittFalse, formatAmount, paynowPayload } from './sgqr';

/** ID (2) + length (2) + value, repeated: the whole string must be used up exactly. */
const tlv = (text: string): [string, string][] => {
  const fields: [string, string][] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length) {
      throw new Error(`Malformed TLV at ${at}: ${text.slice(at)}`);
    }
    fields.push([id, text.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
};

/** The CRC in the last four characters covers everything before them, "6304" included. */
const crcHolds = (payload: string): boolean =>
  payload.slice(-8, -4) === '6304' && crc16CcittFalse(payload.slice(0, -4)) === payload.slice(-4);

const input = (overrides: Partial<PaynowPayloadInput> = {}): PaynowPayloadInput => ({
  proxyType: 'uen',
  proxyValue: '201912345K',
  amountCents: 123_456,
  editable: true,
  merchantName: 'Real Estate Training Academy',
  reference: 'REG-2026-000123',
  ...overrides,
});

const fieldOf = (payload: string, id: string): string | undefined =>
  tlv(payload).find(([fieldId]) => fieldId === id)?.[1];

const errorsOf = (run: () => unknown): Record<string, string[]> | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.errors;
    throw error;
  }
  throw new Error('Expected a field error');
};

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the catalogue check value for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('is FFFF (the initial value) for nothing', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
  });

  it('verifies the output of the paynowqr package (README inputs, amount written as 500)', () => {
    const vector =
      '00020101021226490009SG.PAYNOW010120210201403121W030110408202012315204000053037025403500' +
      '5802SG5913ACME Pte Ltd.6009Singapore62150111TQINV-1000163044001';
    expect(crcHolds(vector)).toBe(true);
  });

  it('zero-pads to four digits (0FC5, not FC5)', () => {
    const vector =
      '00020101021226490009SG.PAYNOW010120210201403121W03011040820301231520400005303702540105802SG' +
      '5913ACME Pte Ltd.6009Singapore63040FC5';
    expect(crc16CcittFalse(vector.slice(0, -4))).toBe('0FC5');
  });
});

describe('paynowPayload', () => {
  it('reproduces known-good third-party payloads for a mobile and a UEN', () => {
    const demo = {
      amountCents: 2_550,
      editable: false,
      expiresOn: '2031-09-17',
      merchantName: 'Demo Merchant',
      reference: 'INV-DEMO-001',
    };
    expect(paynowPayload({ ...demo, proxyType: 'mobile', proxyValue: '91234567' })).toBe(
      '00020101021226500009SG.PAYNOW010100211+659123456703010040820310917520400005303702540525.50' +
        '5802SG5913Demo Merchant6009Singapore62160112INV-DEMO-0016304826B',
    );
    expect(paynowPayload({ ...demo, proxyType: 'uen', proxyValue: '201403121W' })).toBe(
      '00020101021226490009SG.PAYNOW010120210201403121W03010040820310917520400005303702540525.50' +
        '5802SG5913Demo Merchant6009Singapore62160112INV-DEMO-00163047102',
    );
  });

  it('builds the exact payload for a UEN, field by field', () => {
    const payload = paynowPayload(input());
    expect(payload).toBe(
      '00020101021226370009SG.PAYNOW010120210201912345K0301152040000530370254071234.56' +
        '5802SG5925Real Estate Training Acad6009Singapore62190115REG-2026-0001236304B2BE',
    );
    expect(tlv(payload)).toEqual([
      ['00', '01'],
      ['01', '12'],
      ['26', '0009SG.PAYNOW010120210201912345K03011'],
      ['52', '0000'],
      ['53', '702'],
      ['54', '1234.56'],
      ['58', 'SG'],
      ['59', 'Real Estate Training Acad'],
      ['60', 'Singapore'],
      ['62', '0115REG-2026-000123'],
      ['63', 'B2BE'],
    ]);
    expect(tlv(fieldOf(payload, '26') ?? '')).toEqual([
      ['00', 'SG.PAYNOW'],
      ['01', '2'],
      ['02', '201912345K'],
      ['03', '1'],
    ]);
    expect(tlv(fieldOf(payload, '62') ?? '')).toEqual([['01', 'REG-2026-000123']]);
    expect(crcHolds(payload)).toBe(true);
  });

  it('builds the exact payload for a mobile number with an expiry, field by field', () => {
    const payload = paynowPayload(
      input({
        proxyType: 'mobile',
        proxyValue: '8123 4567',
        amountCents: 1,
        editable: false,
        expiresOn: '2026-12-31',
        merchantName: '  ACME Pte Ltd ',
        reference: 'INV-000042',
      }),
    );
    expect(payload).toBe(
      '00020101021226500009SG.PAYNOW010100211+65812345670301004082026123152040000530370254040.01' +
        '5802SG5912ACME Pte Ltd6009Singapore62140110INV-0000426304C2C3',
    );
    expect(tlv(fieldOf(payload, '26') ?? '')).toEqual([
      ['00', 'SG.PAYNOW'],
      ['01', '0'],
      ['02', '+6581234567'],
      ['03', '0'],
      ['04', '20261231'],
    ]);
    expect(crcHolds(payload)).toBe(true);
  });

  it('writes mobile numbers as +65 and eight digits, and UENs in upper case', () => {
    const proxy = (proxyType: 'mobile' | 'uen', proxyValue: string) =>
      tlv(fieldOf(paynowPayload(input({ proxyType, proxyValue })), '26') ?? '')[2][1];
    expect(proxy('mobile', '+6591234567')).toBe('+6591234567');
    expect(proxy('mobile', '+65 9123 4567')).toBe('+6591234567');
    expect(proxy('uen', 't08ll1234a')).toBe('T08LL1234A');
  });

  it('writes amounts from cents with two decimals', () => {
    const amount = (amountCents: number) => fieldOf(paynowPayload(input({ amountCents })), '54');
    expect(amount(1)).toBe('0.01');
    expect(amount(10)).toBe('0.10');
    expect(amount(123_456)).toBe('1234.56');
    expect(amount(10_000_000)).toBe('100000.00');
    // 0.29 * 100 is 28.999... in floating point; cents avoid it.
    expect(amount(29)).toBe('0.29');
    expect(amount(999_999_999_999)).toBe('9999999999.99');
    expect(formatAmount(100)).toBe('1.00');
  });

  it('cuts the merchant name to 25 characters without a trailing space', () => {
    const name = (merchantName: string) => fieldOf(paynowPayload(input({ merchantName })), '59');
    expect(name('Real Estate Training Academy Pte Ltd')).toBe('Real Estate Training Acad');
    expect(name('ABCDEFGHIJKLMNOPQRSTUVWXY')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXY');
    expect(name('Twenty-four characters X Z')).toBe('Twenty-four characters X');
  });

  it('leaves the expiry out when none is given', () => {
    const paynow = tlv(fieldOf(paynowPayload(input()), '26') ?? '');
    expect(paynow.map(([id]) => id)).toEqual(['00', '01', '02', '03']);
  });

  it.each<[string, Partial<PaynowPayloadInput>, Record<string, string[]>]>([
    ['a zero amount', { amountCents: 0 }, { amountCents: ['Amount must be more than zero'] }],
    ['a negative amount', { amountCents: -100 }, { amountCents: ['Amount must be more than zero'] }],
    [
      'a fractional amount',
      { amountCents: 12.5 },
      { amountCents: ['Amount must be a whole number of cents'] },
    ],
    ['NaN', { amountCents: Number.NaN }, { amountCents: ['Amount must be a whole number of cents'] }],
    [
      'an amount over 13 characters',
      { amountCents: 1_000_000_000_000 },
      { amountCents: ['Amount must be at most 9999999999.99'] },
    ],
    [
      'a reference over 25 characters',
      { reference: 'A'.repeat(26) },
      { reference: ['Reference must be 1 to 25 letters, digits or hyphens'] },
    ],
    [
      'a reference with a space',
      { reference: 'REG 1' },
      { reference: ['Reference must be 1 to 25 letters, digits or hyphens'] },
    ],
    [
      'a reference with a slash',
      { reference: 'INV/1' },
      { reference: ['Reference must be 1 to 25 letters, digits or hyphens'] },
    ],
    [
      'an empty reference',
      { reference: '' },
      { reference: ['Reference must be 1 to 25 letters, digits or hyphens'] },
    ],
    [
      'a landline as the mobile',
      { proxyType: 'mobile', proxyValue: '61234567' },
      {
        proxyValue: [
          'PayNow mobile number must be a Singapore mobile number (8 digits starting with 8 or 9)',
        ],
      },
    ],
    [
      'a foreign mobile',
      { proxyType: 'mobile', proxyValue: '+6091234567' },
      {
        proxyValue: [
          'PayNow mobile number must be a Singapore mobile number (8 digits starting with 8 or 9)',
        ],
      },
    ],
    [
      'a malformed UEN',
      { proxyType: 'uen', proxyValue: '12345' },
      { proxyValue: ['PayNow UEN must look like 201912345K, 53123456D or T08LL1234A'] },
    ],
    [
      'an unknown proxy type',
      { proxyType: 'nric' as 'uen' },
      { proxyType: ['PayNow proxy type must be mobile or UEN'] },
    ],
    ['a blank merchant name', { merchantName: '   ' }, { merchantName: ['Merchant name is required'] }],
    [
      'a merchant name outside ASCII',
      { merchantName: 'Café Pte Ltd' },
      { merchantName: ['Merchant name may only use letters, digits, spaces and punctuation'] },
    ],
    [
      'an expiry that is not YYYY-MM-DD',
      { expiresOn: '31/12/2026' },
      { expiresOn: ['Expiry date must be a date (YYYY-MM-DD)'] },
    ],
    [
      'an expiry on a day that does not exist',
      { expiresOn: '2026-02-29' },
      { expiresOn: ['Expiry date must be a date (YYYY-MM-DD)'] },
    ],
  ])('refuses %s', (_, overrides, errors) => {
    expect(errorsOf(() => paynowPayload(input(overrides)))).toEqual(errors);
  });

  it('accepts 29 February in a leap year', () => {
    expect(fieldOf(fieldOf(paynowPayload(input({ expiresOn: '2028-02-29' })), '26') ?? '', '04')).toBe(
      '20280229',
    );
  });
});
