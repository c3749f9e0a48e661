import {
  describeUsages,
  fieldValue,
  keptChoices,
  mergeInput,
  otherSide,
  tableLabel,
} from './participantMerge';
import type { Participant } from './participantTypes';

describe('merge choices', () => {
  it('starts with every field from the kept record', () => {
    const choices = keptChoices('b');
    expect(Object.values(choices).every((side) => side === 'b')).toBe(true);
    expect(Object.keys(choices)).toContain('nric');
  });

  it('keeps one record, merges the other, and takes only the fields chosen from the other', () => {
    const choices = { ...keptChoices('a'), address: 'b' as const, postalCode: 'b' as const };
    expect(mergeInput({ a: 1, b: 2 }, 'a', choices)).toEqual({
      keepId: 1,
      mergeId: 2,
      takeFields: ['address', 'postalCode'],
    });
  });

  it('takes nothing when the fields stay with the kept record, whichever record that is', () => {
    expect(mergeInput({ a: 1, b: 2 }, 'b', keptChoices('b'))).toEqual({
      keepId: 2,
      mergeId: 1,
      takeFields: [],
    });
  });

  it('names the other side', () => {
    expect(otherSide('a')).toBe('b');
    expect(otherSide('b')).toBe('a');
  });
});

describe('fieldValue', () => {
  it('shows a missing value as null', () => {
    const participant = { ceaRegNo: null, email: 'a@example.com' } as Participant;
    expect(fieldValue(participant, 'ceaRegNo')).toBeNull();
    expect(fieldValue(participant, 'email')).toBe('a@example.com');
  });
});

describe('usages', () => {
  it('words what moves, as the server words it in the change log', () => {
    expect(
      describeUsages(
        [
          { table: 'registration_participant', count: 3 },
          { table: 'invoice', count: 1 },
        ],
        'nothing',
      ),
    ).toBe('3 registration participant records, 1 invoice record');
    expect(describeUsages([], 'No other records')).toBe('No other records');
  });

  it('makes table names readable', () => {
    expect(tableLabel('registration_participant')).toBe('Registration participant');
  });
});
