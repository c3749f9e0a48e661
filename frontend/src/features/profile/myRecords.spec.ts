import { classStatusColors, classStatusLabels } from './myRecords';

describe('the profile’s classes and payments', () => {
  it('words and colours every seat status', () => {
    expect(Object.keys(classStatusColors).sort()).toEqual(Object.keys(classStatusLabels).sort());
    expect(classStatusLabels.Draft).toBe('Pending');
    expect(classStatusLabels.Confirmed).toBe('Confirmed');
  });
});
