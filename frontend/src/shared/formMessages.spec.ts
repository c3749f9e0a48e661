import { saveErrorMessage, saveProblem } from './formMessages';

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
});
