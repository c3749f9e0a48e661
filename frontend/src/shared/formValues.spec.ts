import { hasBlankRequired, optionalText } from './formValues';

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
