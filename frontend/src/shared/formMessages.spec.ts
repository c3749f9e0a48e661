import {
  profileSaveErrorMessage,
  recordSaveProblem,
  requiredFieldsMessage,
  saveErrorMessage,
  saveProblem,
} from './formMessages';

describe('saveProblem', () => {
  it("gives the spec's message for a 400 with nothing field-specific", () => {
    expect(saveProblem({ status: 400, message: 'Bad' }, {}, [], false)).toEqual({
      title: saveErrorMessage,
      details: 'Bad',
    });
  });

  it('says nothing more when every error sits on a field', () => {
    expect(saveProblem({ status: 400, message: 'Bad' }, { title: ['Required'] }, [], false)).toBeNull();
  });

  it("shows a conflict's message unless the base query already did", () => {
    expect(saveProblem({ status: 409, message: 'Taken' }, {}, [], false)).toEqual({ title: 'Taken' });
    expect(saveProblem({ status: 403, message: 'No' }, {}, [], true)).toBeNull();
  });

  it("words the spec's message for the form that asks", () => {
    expect(saveProblem({ status: 400, message: 'Bad' }, {}, ['Odd'], false, profileSaveErrorMessage)).toEqual(
      {
        title: 'Error saving profile: please review the form',
        details: 'Odd',
      },
    );
  });
});

describe('recordSaveProblem', () => {
  const refusal = { status: 400, message: 'Validation failed' };

  it('says required fields are not filled when a 400 names no field of the form', () => {
    expect(recordSaveProblem(refusal, {}, [], false)).toBe(requiredFieldsMessage);
  });

  it('leaves field errors on their fields and says nothing more', () => {
    expect(recordSaveProblem(refusal, { uen: ['Bad'] }, [], false)).toBeNull();
  });

  it('shows errors no field can take above the form', () => {
    expect(recordSaveProblem(refusal, { uen: ['Bad'] }, ['Unknown id'], false)).toBe('Unknown id');
  });

  it("shows a conflict's message unless the base query already did", () => {
    expect(recordSaveProblem({ status: 409, message: 'Taken' }, {}, [], false)).toBe('Taken');
    expect(recordSaveProblem({ status: 403, message: 'No' }, {}, [], true)).toBeNull();
  });
});
