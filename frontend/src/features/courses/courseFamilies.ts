/**
 * Course families (spec 1): a course type's code decides which classification fields a course needs.
 * Kept free of antd so it can be unit-tested.
 */

export const familyCodes = {
  res: '10',
  cpd: '20',
  bootcamp: '30',
  digitalTraining: '80',
} as const;

export const familyFields = [
  'cpdTypeId',
  'cpdCategoryId',
  'cpdLevelId',
  'resTypeId',
  'bootcampTypeId',
  'digitalTrainingClassificationId',
] as const;

export type FamilyField = (typeof familyFields)[number];

/** Each family field's label and the configuration list its options come from. */
export const familyFieldLists: Readonly<Record<FamilyField, { list: string; label: string }>> = {
  cpdTypeId: { list: 'cpdtypes', label: 'CPD type' },
  cpdCategoryId: { list: 'cpdcategories', label: 'CPD category' },
  cpdLevelId: { list: 'cpdlevels', label: 'CPD level' },
  resTypeId: { list: 'restypes', label: 'RES kind' },
  bootcampTypeId: { list: 'bootcamptypes', label: 'Bootcamp type' },
  digitalTrainingClassificationId: { list: 'digitaltrainingclassifications', label: 'WSQ classification' },
};

/** The fields a course of this type code requires; other course types (or none chosen) need none. */
export function familyFieldsFor(courseTypeCode: string | null | undefined): readonly FamilyField[] {
  switch (courseTypeCode) {
    case familyCodes.cpd:
      return ['cpdTypeId', 'cpdCategoryId', 'cpdLevelId'];
    case familyCodes.res:
      return ['resTypeId'];
    case familyCodes.bootcamp:
      return ['bootcampTypeId'];
    case familyCodes.digitalTraining:
      return ['digitalTrainingClassificationId'];
    case null:
    case undefined:
    default:
      return [];
  }
}

/** Spec's warning, asked before a change of course type throws away the family fields. */
export const changeCourseTypeWarning = 'Warning: changing course type discards entered data';

/** Whether any family field holds a value, so changing the course type would discard it. */
export function hasFamilyData(values: Partial<Record<FamilyField, number | null | undefined>>): boolean {
  return familyFields.some((field) => values[field] !== null && values[field] !== undefined);
}

/** Every family field emptied, to set on the form when the course type changes. */
export function clearedFamilyFields(): Record<FamilyField, null> {
  return Object.fromEntries(familyFields.map((field) => [field, null])) as Record<FamilyField, null>;
}
