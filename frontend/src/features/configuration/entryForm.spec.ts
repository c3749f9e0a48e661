import type { Entry, ListDescription } from './configurationTypes';
import { formFieldNames, initialFormValues, splitFieldErrors, toEntryInput } from './entryForm';
import { listFixture } from './listFixture';

const promo: ListDescription = listFixture({
  name: 'bundlepromosetting',
  hasDefault: true,
  fields: [
    { name: 'bundle2Enabled', label: 'Bundle of 2 on', type: 'boolean', required: true },
    { name: 'bundle2DiscountCents', label: 'Bundle of 2 discount', type: 'money', required: true },
    { name: 'startsOn', label: 'From', type: 'date' },
  ],
});

const venues: ListDescription = listFixture({
  fields: [
    { name: 'address', label: 'Address', type: 'text', maxLength: 300, required: true },
    { name: 'capacity', label: 'Capacity', type: 'integer', min: 1, required: true },
    { name: 'venueId', label: 'Venue', type: 'reference', list: 'venues' },
  ],
});

const coded: ListDescription = listFixture({ name: 'acp', hasCode: true });

function entry(values: Partial<Entry>): Entry {
  return {
    id: 7,
    name: 'Entry',
    status: 'Active',
    sortOrder: 10,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...values,
  };
}

describe('formFieldNames', () => {
  it('names the common fields, the code only when the list has one, then the list fields', () => {
    expect(formFieldNames(coded)).toEqual(['code', 'name', 'sortOrder']);
    expect(formFieldNames(venues)).toEqual(['name', 'sortOrder', 'address', 'capacity', 'venueId']);
  });
});

describe('initialFormValues', () => {
  it('starts a new entry blank, with switches off', () => {
    expect(initialFormValues(promo, null)).toEqual({
      name: '',
      sortOrder: null,
      bundle2Enabled: false,
      bundle2DiscountCents: null,
      startsOn: null,
    });
    expect(initialFormValues(coded, null)).toEqual({ code: '', name: '', sortOrder: null });
  });

  it("shows an entry's money in dollars and keeps its other values", () => {
    const saved = entry({
      name: 'Promo',
      isDefault: true,
      bundle2Enabled: true,
      bundle2DiscountCents: 2550,
      startsOn: '2026-03-01',
    });
    expect(initialFormValues(promo, saved)).toEqual({
      name: 'Promo',
      sortOrder: 10,
      bundle2Enabled: true,
      bundle2DiscountCents: 25.5,
      startsOn: '2026-03-01',
    });
  });

  it('turns a missing code into an empty input', () => {
    expect(initialFormValues(coded, entry({ code: null })).code).toBe('');
  });
});

describe('toEntryInput', () => {
  it('sends money in cents and clears emptied optional fields', () => {
    expect(
      toEntryInput(promo, {
        name: '  Promo ',
        sortOrder: null,
        bundle2Enabled: false,
        bundle2DiscountCents: 19.99,
        startsOn: '',
      }),
    ).toEqual({ name: 'Promo', bundle2Enabled: false, bundle2DiscountCents: 1999, startsOn: null });
  });

  it('sends the id and the order when editing', () => {
    expect(
      toEntryInput(
        venues,
        { name: 'Hall', sortOrder: 5, address: ' 1 Main St ', capacity: 40, venueId: 3 },
        12,
      ),
    ).toEqual({ id: 12, name: 'Hall', sortOrder: 5, address: '1 Main St', capacity: 40, venueId: 3 });
  });

  it('sends an empty code as null, so the entry has none', () => {
    expect(toEntryInput(coded, { code: ' ', name: 'Cash' })).toEqual({ code: null, name: 'Cash' });
  });

  it('round-trips an entry through the form unchanged', () => {
    const saved = entry({ bundle2Enabled: true, bundle2DiscountCents: 1999, startsOn: null });
    expect(toEntryInput(promo, initialFormValues(promo, saved), saved.id)).toEqual({
      id: 7,
      name: 'Entry',
      sortOrder: 10,
      bundle2Enabled: true,
      bundle2DiscountCents: 1999,
      startsOn: null,
    });
  });
});

describe('splitFieldErrors', () => {
  it("puts errors on the form's fields and keeps the rest for a message", () => {
    expect(
      splitFieldErrors(venues, {
        address: ['Address is required'],
        capacity: ['Capacity must be at least 1'],
        id: ['id must be a whole number'],
      }),
    ).toEqual({
      onFields: { address: ['Address is required'], capacity: ['Capacity must be at least 1'] },
      elsewhere: ['id must be a whole number'],
    });
  });
});
