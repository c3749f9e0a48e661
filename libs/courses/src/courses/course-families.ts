/** Course-type codes of spec 1 and the fields each family needs. */
export const FAMILY_CODES = {
  res: '10',
  cpd: '20',
  bootcamp: '30',
  digitalTraining: '80',
  png: 'PNG',
} as const;

export type FamilyField =
  | 'cpdTypeId'
  | 'cpdCategoryId'
  | 'cpdLevelId'
  | 'resTypeId'
  | 'bootcampTypeId'
  | 'digitalTrainingClassificationId';

export const FAMILY_FIELDS: readonly FamilyField[] = [
  'cpdTypeId',
  'cpdCategoryId',
  'cpdLevelId',
  'resTypeId',
  'bootcampTypeId',
  'digitalTrainingClassificationId',
];

/** Which family fields a course type requires; the others are cleared ("changing course type discards entered data"). */
export const requiredFamilyFields = (courseTypeCode: string): FamilyField[] => {
  switch (courseTypeCode) {
    case FAMILY_CODES.cpd:
      return ['cpdTypeId', 'cpdCategoryId', 'cpdLevelId'];
    case FAMILY_CODES.res:
      return ['resTypeId'];
    case FAMILY_CODES.bootcamp:
      return ['bootcampTypeId'];
    case FAMILY_CODES.digitalTraining:
      return ['digitalTrainingClassificationId'];
    default:
      return [];
  }
};

/** The lookup list each family field draws from (entity names of libs/config's registry). */
export const FAMILY_FIELD_ENTITIES: Record<FamilyField, { entity: string; label: string }> = {
  cpdTypeId: { entity: 'CpdType', label: 'CPD type' },
  cpdCategoryId: { entity: 'CpdCategory', label: 'CPD category' },
  cpdLevelId: { entity: 'CpdLevel', label: 'CPD level' },
  resTypeId: { entity: 'ResType', label: 'RES kind' },
  bootcampTypeId: { entity: 'BootcampType', label: 'Bootcamp type' },
  digitalTrainingClassificationId: { entity: 'DigitalTrainingClassification', label: 'WSQ classification' },
};
