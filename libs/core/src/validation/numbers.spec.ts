import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { type CarrierTransformOptions, INT4_MAX, RecordId, WholeNumber } from './numbers';

class Sample {
  @RecordId()
  id!: number;

  @WholeNumber({ min: 0, max: 10, each: true })
  counts: number[] = [];
}

const read = (plain: object, carrier: CarrierTransformOptions['carrier']) => {
  const options: CarrierTransformOptions = { carrier };
  const instance = plainToInstance(Sample, plain, options);
  const errors = validateSync(instance).map((error) => error.property);
  return { value: instance.id, errors };
};

describe('RecordId and WholeNumber', () => {
  it('take only JSON integers from a JSON body: booleans, digit strings and hex never become ids', () => {
    expect(read({ id: 2 }, 'json')).toEqual({ value: 2, errors: [] });
    for (const id of [true, '2', '0x2', 1.5, 0, -1, INT4_MAX + 1, 1e20, null, [2], { id: 2 }]) {
      expect({ id, errors: read({ id }, 'json').errors }).toEqual({ id, errors: ['id'] });
    }
  });

  it('read decimal digits from a query string or form field, and nothing else', () => {
    expect(read({ id: '42' }, 'text')).toEqual({ value: 42, errors: [] });
    for (const id of ['0x2', '1e3', ' 1', '1.5', '', 'abc', '99999999999999999999', '0', '-1', ['1', '2']]) {
      expect({ id, errors: read({ id }, 'text').errors }).toEqual({ id, errors: ['id'] });
    }
  });

  it('checks each element of an array against the range', () => {
    expect(read({ id: 1, counts: [0, 10] }, 'json').errors).toEqual([]);
    expect(read({ id: 1, counts: [0, 11] }, 'json').errors).toEqual(['counts']);
    expect(read({ id: 1, counts: ['3', '4'] }, 'text').errors).toEqual([]);
  });
});
