import { HttpException } from '@nestjs/common';
import { IdPipe } from './path-params';

const status = (value: string): number | 'ok' => {
  try {
    IdPipe.transform(value, { type: 'param', data: 'id' });
    return 'ok';
  } catch (error) {
    return (error as HttpException).getStatus();
  }
};

describe('IdPipe', () => {
  it('reads plain positive ids within PostgreSQL integer range', () => {
    expect(IdPipe.transform('42', { type: 'param', data: 'id' })).toBe(42);
    expect(IdPipe.transform('2147483647', { type: 'param', data: 'id' })).toBe(2147483647);
  });

  it('refuses every other spelling with 400', () => {
    for (const value of [
      '0x2',
      '1e3',
      ' 1',
      '+1',
      '01',
      '-1',
      '0',
      '1.5',
      'abc',
      '',
      '2147483648',
      '99999999999999999999',
      '\u0000',
    ]) {
      expect({ value, status: status(value) }).toEqual({ value, status: 400 });
    }
  });
});
