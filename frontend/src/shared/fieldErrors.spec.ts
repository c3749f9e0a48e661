import { splitFieldErrors, toFieldPath } from './fieldErrors';

describe('toFieldPath', () => {
  it('turns row indexes into numbers, as Form.List names them', () => {
    expect(toFieldPath('educations.0.institution')).toEqual(['educations', 0, 'institution']);
    expect(toFieldPath('mobileNo')).toEqual(['mobileNo']);
  });
});

describe('splitFieldErrors', () => {
  const names = { fields: ['mobileNo', 'photo', 'specializationIds'], lists: ['educations', 'professions'] };

  it('keeps errors of form fields for the fields and collects the rest', () => {
    expect(splitFieldErrors({ mobileNo: ['Bad'], photo: ['Too big'], id: ['Unknown'] }, names)).toEqual({
      onFields: { mobileNo: ['Bad'], photo: ['Too big'] },
      elsewhere: ['Unknown'],
    });
  });

  it('keeps errors on cells of list rows under their dotted path', () => {
    expect(
      splitFieldErrors(
        { 'educations.0.institution': ['Required'], 'professions.1.title': ['Required'] },
        names,
      ),
    ).toEqual({
      onFields: { 'educations.0.institution': ['Required'], 'professions.1.title': ['Required'] },
      elsewhere: [],
    });
  });

  it('shows errors on a part of a plain field on the field, and list-wide errors above the form', () => {
    expect(
      splitFieldErrors(
        { 'specializationIds.1': ['Inactive'], educations: ['Too many'], 'educations.0': ['Bad'] },
        names,
      ),
    ).toEqual({ onFields: { specializationIds: ['Inactive'] }, elsewhere: ['Too many', 'Bad'] });
  });

  it('keeps errors on fields of nested objects under their dotted path', () => {
    expect(
      splitFieldErrors(
        { 'pcep.enrolledOn': ['Bad date'], pcep: ['Bad object'], 'pcep.a.b': ['Too deep'] },
        { fields: [], groups: ['pcep'] },
      ),
    ).toEqual({ onFields: { 'pcep.enrolledOn': ['Bad date'] }, elsewhere: ['Bad object', 'Too deep'] });
  });
});
