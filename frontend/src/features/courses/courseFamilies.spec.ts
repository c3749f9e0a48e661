import { clearedFamilyFields, familyFieldsFor, hasFamilyData } from './courseFamilies';

describe('familyFieldsFor', () => {
  it('names the fields each family requires', () => {
    expect(familyFieldsFor('20')).toEqual(['cpdTypeId', 'cpdCategoryId', 'cpdLevelId']);
    expect(familyFieldsFor('10')).toEqual(['resTypeId']);
    expect(familyFieldsFor('30')).toEqual(['bootcampTypeId']);
    expect(familyFieldsFor('80')).toEqual(['digitalTrainingClassificationId']);
  });

  it('asks nothing of other course types, or of none', () => {
    expect(familyFieldsFor('PNG')).toEqual([]);
    expect(familyFieldsFor('40')).toEqual([]);
    expect(familyFieldsFor(null)).toEqual([]);
  });
});

describe('hasFamilyData', () => {
  it('is true once any family field holds a value', () => {
    expect(hasFamilyData({ resTypeId: 3 })).toBe(true);
    expect(hasFamilyData({ cpdTypeId: null, cpdLevelId: 1 })).toBe(true);
  });

  it('is false while all are empty', () => {
    expect(hasFamilyData({})).toBe(false);
    expect(hasFamilyData(clearedFamilyFields())).toBe(false);
  });
});
