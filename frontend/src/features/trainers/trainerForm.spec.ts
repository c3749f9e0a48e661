import { initialTrainerValues, toTrainerInput, type TrainerFormValues } from './trainerForm';
import type { Trainer } from './trainerTypes';

const values: TrainerFormValues = {
  firstName: 'Tom',
  lastName: 'Lee',
  email: '',
  mobileNo: '91234567',
  userId: null,
  remarks: '',
  biography: '  ',
  specializationIds: [2, 5],
  educations: [{ educationId: 1, institution: ' NUS ', yearCompleted: 2001 }],
  professions: [{ title: ' Agent ', organisation: 'ERA', years: null }],
};

describe('toTrainerInput', () => {
  it('adds the trainer fields to the person fields, trimming row text and sending a blank biography as null', () => {
    expect(toTrainerInput(values, 4)).toEqual({
      id: 4,
      firstName: 'Tom',
      lastName: 'Lee',
      email: null,
      mobileNo: '91234567',
      userId: null,
      remarks: null,
      biography: null,
      specializationIds: [2, 5],
      educations: [{ educationId: 1, institution: 'NUS', yearCompleted: 2001 }],
      professions: [{ title: 'Agent', organisation: 'ERA', years: null }],
    });
  });

  it('sends empty lists for lists the form never held', () => {
    const partial = {
      ...values,
      educations: undefined,
      professions: undefined,
    } as unknown as TrainerFormValues;
    expect(toTrainerInput(partial)).toMatchObject({ educations: [], professions: [] });
  });
});

describe('initialTrainerValues', () => {
  it('starts a new trainer with empty lists', () => {
    expect(initialTrainerValues(null)).toMatchObject({
      biography: '',
      specializationIds: [],
      educations: [],
      professions: [],
    });
  });

  it('drops the server row ids, since rows are replaced as a whole', () => {
    const trainer = {
      firstName: 'T',
      lastName: 'L',
      email: null,
      mobileNo: '91234567',
      userId: null,
      remarks: null,
      biography: 'Bio',
      specializationIds: [1],
      educations: [{ id: 8, educationId: 2, institution: 'SMU', yearCompleted: null }],
      professions: [{ id: 9, title: 'CEO', organisation: 'X', years: 3 }],
    } as unknown as Trainer;
    expect(initialTrainerValues(trainer)).toMatchObject({
      biography: 'Bio',
      educations: [{ educationId: 2, institution: 'SMU', yearCompleted: null }],
      professions: [{ title: 'CEO', organisation: 'X', years: 3 }],
    });
  });
});
