import { type ValidationError } from '@nestjs/common';
import { toFieldErrors } from './validation';

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
