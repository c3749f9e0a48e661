import { sqlPlaceholders } from './usage';

describe('sqlPlaceholders', () => {
  it('gives one placeholder a value', () => {
    expect(sqlPlaceholders([4, 5, 6])).toBe('?, ?, ?');
  });

  it('gives null for an empty list, so `in (...)` stays valid SQL and matches nothing', () => {
    expect(sqlPlaceholders([])).toBe('null');
  });
});
