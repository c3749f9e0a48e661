import { describeUsages } from './userRegistrations';

describe('describeUsages', () => {
  it('names each referencing table with its count', () => {
    expect(
      describeUsages([
        { table: 'registration', count: 2 },
        { table: 'registration_event', count: 1 },
      ]),
    ).toBe('2 registration records, 1 registration event record');
  });

  it('says nothing when nothing references the record', () => {
    expect(describeUsages([])).toBe('');
  });
});
