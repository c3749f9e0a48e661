import { endsBeforeStart, hasBlankRequired, optionalText, optionalTexts, textInputs } from './formValues';

describe('optionalText', () => {
  it('trims text and turns nothing into null', () => {
    expect(optionalText('  a ')).toBe('a');
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(undefined)).toBeNull();
  });
});

describe('hasBlankRequired', () => {
  interface Values {
    name: string;
    roleCode: number | null;
  }
  const required: (keyof Values)[] = ['name', 'roleCode'];

  it('is true while a required field is missing, null or only spaces', () => {
    expect(hasBlankRequired<Values>({ name: ' ', roleCode: 10 }, required)).toBe(true);
    expect(hasBlankRequired<Values>({ name: 'A', roleCode: null }, required)).toBe(true);
    expect(hasBlankRequired<Values>({}, required)).toBe(true);
  });

  it('is false once every required field holds something', () => {
    expect(hasBlankRequired<Values>({ name: 'A', roleCode: 10 }, required)).toBe(false);
  });
});

describe('textInputs', () => {
  it("fills each input from the record, '' for nothing and for no record", () => {
    expect(textInputs({ name: 'Ann', remarks: null }, ['name', 'remarks'])).toEqual({
      name: 'Ann',
      remarks: '',
    });
    expect(textInputs(null, ['name'])).toEqual({ name: '' });
  });
});

describe('optionalTexts', () => {
  it('trims each field and turns nothing into null', () => {
    expect(optionalTexts({ name: ' Ann ', remarks: '  ' }, ['name', 'remarks'])).toEqual({
      name: 'Ann',
      remarks: null,
    });
    expect(optionalTexts(undefined, ['name'])).toEqual({ name: null });
  });
});

describe('endsBeforeStart', () => {
  it('finds an end before its start, ignoring open ends', () => {
    expect(endsBeforeStart('2026-02-01', '2026-01-31')).toBe(true);
    expect(endsBeforeStart('2026-02-01', '2026-02-01')).toBe(false);
    expect(endsBeforeStart('2026-02-01', '')).toBe(false);
    expect(endsBeforeStart('', '2026-01-31')).toBe(false);
    expect(endsBeforeStart('2026-02-01', null)).toBe(false);
  });
});
