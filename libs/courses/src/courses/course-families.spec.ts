import { FAMILY_FIELDS, requiredFamilyFields } from './course-families';

describe('requiredFamilyFields', () => {
  it('asks CPD courses for type, category and level', () => {
    expect(requiredFamilyFields('20')).toEqual(['cpdTypeId', 'cpdCategoryId', 'cpdLevelId']);
  });

  it('asks RES, bootcamp and digital training for their one classification', () => {
    expect(requiredFamilyFields('10')).toEqual(['resTypeId']);
    expect(requiredFamilyFields('30')).toEqual(['bootcampTypeId']);
    expect(requiredFamilyFields('80')).toEqual(['digitalTrainingClassificationId']);
  });

  it('asks the other families for none, and only names known fields', () => {
    for (const code of ['40', '50', '60', '70', 'PWS', 'PNG']) expect(requiredFamilyFields(code)).toEqual([]);
    for (const code of ['10', '20', '30', '80']) {
      expect(requiredFamilyFields(code).every((field) => FAMILY_FIELDS.includes(field))).toBe(true);
    }
  });
});
