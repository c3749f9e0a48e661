import {
  breaksRule,
  hasMissingRequired,
  initialCorporateValues,
  normaliseUen,
  toCorporateInput,
  type CorporateFormValues,
} from './corporateForm';
import type { Corporate } from './corporateTypes';

const values: CorporateFormValues = {
  name: ' Orange Tee & Tie ',
  uen: ' 53123456d ',
  address: '1 Raffles Place ',
  postalCode: '048 616',
  contactPerson: '',
  contactEmail: '  ',
  contactNo: '6123 4567',
  remarks: '',
};

const corporate: Corporate = {
  id: 3,
  name: 'Orange Tee & Tie',
  uen: '53123456D',
  address: null,
  postalCode: '048616',
  contactPerson: 'Grace Lee',
  contactEmail: null,
  contactNo: '61234567',
  remarks: null,
  participantCount: 2,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('toCorporateInput', () => {
  it('trims text, writes the UEN as the server keeps it, and sends empty optional fields as null', () => {
    expect(toCorporateInput(values)).toEqual({
      name: 'Orange Tee & Tie',
      uen: '53123456D',
      address: '1 Raffles Place',
      postalCode: '048616',
      contactPerson: null,
      contactEmail: null,
      contactNo: '61234567',
      remarks: null,
    });
  });

  it('carries the id when updating', () => {
    expect(toCorporateInput(values, 3)).toMatchObject({ id: 3, name: 'Orange Tee & Tie' });
  });
});

describe('initialCorporateValues', () => {
  it('starts a new corporate empty', () => {
    expect(Object.values(initialCorporateValues(null)).every((value) => value === '')).toBe(true);
  });

  it('shows missing values of a corporate as empty inputs, and round-trips it unchanged', () => {
    const initial = initialCorporateValues(corporate);
    expect(initial).toMatchObject({ address: '', contactEmail: '', contactPerson: 'Grace Lee' });
    expect(toCorporateInput(initial, corporate.id)).toEqual({
      id: 3,
      name: 'Orange Tee & Tie',
      uen: '53123456D',
      address: null,
      postalCode: '048616',
      contactPerson: 'Grace Lee',
      contactEmail: null,
      contactNo: '61234567',
      remarks: null,
    });
  });
});

describe('normaliseUen', () => {
  it('drops spaces and upper-cases the letters', () => {
    expect(normaliseUen(' t08ll 1234a ')).toBe('T08LL1234A');
  });
});

describe('breaksRule', () => {
  it.each(['201912345K', '53123456d', 'T08LL1234A'])('accepts the UEN %s', (uen) => {
    expect(breaksRule('uen', uen)).toBe(false);
  });

  it.each(['12345', '2019123456', 'X08LL1234A'])('refuses the UEN %s', (uen) => {
    expect(breaksRule('uen', uen)).toBe(true);
  });

  it('checks postal codes and contact numbers, forgiving spaces', () => {
    expect(breaksRule('postalCode', '048 616')).toBe(false);
    expect(breaksRule('postalCode', '4861')).toBe(true);
    expect(breaksRule('contactNo', '+65 6123 4567')).toBe(false);
    expect(breaksRule('contactNo', '3123 4567')).toBe(false);
    expect(breaksRule('contactNo', '12345678')).toBe(true);
  });

  it('leaves empty values alone', () => {
    expect(breaksRule('contactNo', '  ')).toBe(false);
    expect(breaksRule('uen', '')).toBe(false);
  });
});

describe('hasMissingRequired', () => {
  it('is true while the name or UEN is blank', () => {
    expect(hasMissingRequired({ ...values, uen: ' ' })).toBe(true);
    expect(hasMissingRequired({ ...values, name: '' })).toBe(true);
    expect(hasMissingRequired({})).toBe(true);
  });

  it('is false once both are filled, whatever the optional fields hold', () => {
    expect(hasMissingRequired({ name: 'A', uen: 'x' })).toBe(false);
  });
});
