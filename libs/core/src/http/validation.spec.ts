import { type ValidationError } from '@nestjs/common';
import { IsString } from 'class-validator';
import { WholeNumber } from '../validation/numbers';
import { createValidationPipe, MAX_NESTING_DEPTH, toFieldErrors, unusableInput } from './validation';

describe('toFieldErrors', () => {
  it('flattens nested validation errors into dotted field paths', () => {
    const errors: ValidationError[] = [
      { property: 'email', constraints: { isEmail: 'email must be an e-mail address' }, children: [] },
      {
        property: 'address',
        children: [
          { property: 'postalCode', constraints: { length: 'postalCode must be 6 digits' }, children: [] },
        ],
      },
    ];
    expect(toFieldErrors(errors)).toEqual({
      email: ['email must be an e-mail address'],
      'address.postalCode': ['postalCode must be 6 digits'],
    });
  });
});

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? { a: value } : [value];
  return value;
};

describe('unusableInput', () => {
  it('measures nesting of arrays and objects alike, without recursion', () => {
    expect(unusableInput(nested(32), 32)).toBeUndefined();
    expect(unusableInput(nested(33), 32)).toBe('too deep');
    expect(unusableInput(nested(100_000), 32)).toBe('too deep');
    expect(unusableInput('[[[[', 1)).toBeUndefined();
  });

  it('finds a NUL character in any string or key, which PostgreSQL text cannot hold', () => {
    expect(unusableInput('a\u0000b', 32)).toBe('NUL character');
    expect(unusableInput({ list: [{ name: 'x\u0000' }] }, 32)).toBe('NUL character');
    expect(unusableInput({ ['k\u0000']: 1 }, 32)).toBe('NUL character');
    expect(unusableInput({ name: 'Tan Mei Ling' }, 32)).toBeUndefined();
  });
});

class Query {
  @WholeNumber({ min: 1 })
  page!: number;

  @IsString()
  keyword!: string;
}

describe('the validation pipe', () => {
  const pipe = createValidationPipe();

  it('refuses a body nested deeper than the limit with 400 before class-transformer walks it', async () => {
    await expect(
      pipe.transform({ page: 1, keyword: nested(5000) }, { type: 'body', metatype: Query }),
    ).rejects.toMatchObject({
      status: 400,
      message: `The request nests arrays and objects deeper than ${MAX_NESTING_DEPTH} levels`,
    });
  });

  it('reads digits as numbers in a query string but not in a JSON body', async () => {
    await expect(
      pipe.transform({ page: '2', keyword: 'a' }, { type: 'query', metatype: Query }),
    ).resolves.toEqual(Object.assign(new Query(), { page: 2, keyword: 'a' }));
    await expect(
      pipe.transform({ page: '2', keyword: 'a' }, { type: 'body', metatype: Query }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('leaves single path and query parameters to their own pipes instead of converting them loosely', async () => {
    await expect(pipe.transform('0x2', { type: 'param', metatype: Number, data: 'id' })).resolves.toBe('0x2');
  });
});
