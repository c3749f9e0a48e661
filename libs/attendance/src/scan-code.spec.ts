import { DomainError } from '@app/core';
import { readPersonCode, readScanCode } from './scan-code';

describe('readScanCode', () => {
  it('reads the code out of a pass URL, whatever the host', () => {
    expect(readScanCode('https://training.example.sg/attendance/pass/7K3M9QXR2V4T')).toEqual({
      kind: 'code',
      value: '7K3M9QXR2V4T',
    });
    expect(readScanCode('http://localhost:3000/attendance/pass/7k3m9qxr2v4t?from=mail')).toEqual({
      kind: 'code',
      value: '7K3M9QXR2V4T',
    });
  });

  it('takes a typed code in any case, reading I, L and O as 1, 1 and 0', () => {
    expect(readScanCode(' 7k3m-9qxr-2v4t ')).toEqual({ kind: 'code', value: '7K3M9QXR2V4T' });
    expect(readScanCode('OLI000000000')).toEqual({ kind: 'code', value: '011000000000' });
  });

  it('recognises an NRIC/FIN and a Singapore mobile number', () => {
    expect(readScanCode('s1234567d')).toEqual({ kind: 'nric', value: 'S1234567D' });
    expect(readScanCode('+65 9123 4567')).toEqual({ kind: 'mobile', value: '91234567' });
  });

  const codeError = (input: string): string[] | undefined => {
    try {
      readScanCode(input);
    } catch (error) {
      return error instanceof DomainError ? error.errors?.code : undefined;
    }
    return undefined;
  };

  it('refuses an NRIC/FIN with a wrong check letter, and anything else, with a field message', () => {
    expect(codeError('S1234567A')).toEqual(['This NRIC/FIN is not valid: check the last letter']);
    expect(codeError('hello')).toEqual(['Enter or scan an attendance code, an NRIC/FIN or a mobile number']);
    expect(codeError('61234567')).toEqual([
      'Enter or scan an attendance code, an NRIC/FIN or a mobile number',
    ]);
  });

  it('holds lookups to the kind they ask for, on their own field', () => {
    expect(readPersonCode('s1234567d', 'nric')).toEqual({ kind: 'nric', value: 'S1234567D' });
    expect(readPersonCode('9123 4567', 'mobile')).toEqual({ kind: 'mobile', value: '91234567' });
    expect(() => readPersonCode('91234567', 'nric')).toThrow(DomainError);
    try {
      readPersonCode('S1234567D', 'mobile');
    } catch (error) {
      expect((error as DomainError).errors).toEqual({
        mobileNo: ['Enter a Singapore mobile number (8 digits starting with 8 or 9)'],
      });
    }
    expect.assertions(4);
  });
});
