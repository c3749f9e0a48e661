import {
  initialProfileValues,
  passwordChangeErrorMessage,
  profileSaveErrorMessage,
  profileSaveProblem,
  signedUpEmailOf,
  signedUpState,
  toProfileInput,
  toSignUpInput,
  type ProfileFormValues,
} from './profileForm';
import type { Profile } from './profileTypes';

const profile: Profile = {
  id: 7,
  name: 'Mei Ling Tan',
  firstName: 'Mei Ling',
  lastName: 'Tan',
  nric: 'S1234567D',
  email: 'mei@example.com',
  mobileNo: '91234567',
  ceaRegNo: 'R123456A',
  dateOfBirth: '1990-05-01',
  agentStatus: 'External',
  agencyName: 'Acme Realty',
  medicalCondition: null,
  address: '1 Orchard Rd',
  postalCode: '238801',
  status: 'active',
  userId: 3,
  genderId: 2,
  raceId: 1,
  nationalityId: null,
  citizenshipId: 4,
  dietaryId: null,
  tshirtSizeId: 5,
  educationId: null,
  employmentId: 6,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const blank: ProfileFormValues = initialProfileValues(null);

describe('initialProfileValues', () => {
  it('starts a sign-up with empty inputs', () => {
    expect(blank).toEqual({
      firstName: '',
      lastName: '',
      nric: '',
      email: '',
      mobileNo: '',
      ceaRegNo: '',
      dateOfBirth: '',
      agentStatus: null,
      agencyName: '',
      medicalCondition: '',
      address: '',
      postalCode: '',
    });
  });

  it('fills the edit form from the record, with empty inputs for missing values', () => {
    expect(initialProfileValues(profile)).toMatchObject({
      firstName: 'Mei Ling',
      nric: 'S1234567D',
      dateOfBirth: '1990-05-01',
      agentStatus: 'External',
      medicalCondition: '',
    });
  });
});

describe('toProfileInput', () => {
  it('trims text, sends null for empty inputs and tidies NRIC/FIN and CEA numbers', () => {
    expect(
      toProfileInput(
        {
          ...blank,
          firstName: '  Mei Ling ',
          lastName: 'Tan ',
          nric: ' s1234 567d ',
          email: ' mei@example.com ',
          mobileNo: ' 9123 4567 ',
          ceaRegNo: 'r123456a',
          address: '   ',
        },
        null,
      ),
    ).toEqual({
      firstName: 'Mei Ling',
      lastName: 'Tan',
      nric: 'S1234567D',
      email: 'mei@example.com',
      mobileNo: '9123 4567',
      ceaRegNo: 'R123456A',
      dateOfBirth: null,
      agentStatus: null,
      agencyName: null,
      medicalCondition: null,
      address: null,
      postalCode: null,
    });
  });

  it('carries the record’s lookup values back, since the server clears any it is not sent', () => {
    const input = toProfileInput({ ...initialProfileValues(profile), mobileNo: '81234567' }, profile);
    expect(input).toMatchObject({
      mobileNo: '81234567',
      genderId: 2,
      raceId: 1,
      nationalityId: null,
      citizenshipId: 4,
      dietaryId: null,
      tshirtSizeId: 5,
      educationId: null,
      employmentId: 6,
    });
    expect(input).not.toHaveProperty('remarks');
    expect(input).not.toHaveProperty('id');
  });

  it('adds the password for a sign-up, and no lookup values', () => {
    const input = toSignUpInput({
      ...blank,
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      mobileNo: '91234567',
      password: 'long enough secret',
      confirmPassword: 'long enough secret',
    });
    expect(input.password).toBe('long enough secret');
    expect(input).not.toHaveProperty('confirmPassword');
    expect(input).not.toHaveProperty('genderId');
  });
});

describe('profileSaveProblem', () => {
  it('gives the spec’s message with every field message from the server', () => {
    expect(
      profileSaveProblem(
        {
          message: 'Validation failed',
          fieldErrors: {
            mobileNo: ['Mobile number must be a Singapore mobile number (8 digits starting with 8 or 9)'],
            genderId: ['Gender must be an active entry of its list'],
          },
        },
        false,
      ),
    ).toEqual({
      title: profileSaveErrorMessage,
      details: [
        'Mobile number must be a Singapore mobile number (8 digits starting with 8 or 9)',
        'Gender must be an active entry of its list',
      ],
    });
  });

  it('gives a conflict’s own message beneath the spec’s', () => {
    const message = 'An account with this e-mail already exists; please sign in instead';
    expect(profileSaveProblem({ message, fieldErrors: {} }, false)).toEqual({
      title: profileSaveErrorMessage,
      details: [message],
    });
  });

  it('takes another form’s title', () => {
    expect(
      profileSaveProblem(
        {
          message: 'Validation failed',
          fieldErrors: { currentPassword: ['The current password is not correct'] },
        },
        false,
        passwordChangeErrorMessage,
      ),
    ).toEqual({ title: passwordChangeErrorMessage, details: ['The current password is not correct'] });
  });

  it('says nothing when the base query already told the user', () => {
    expect(profileSaveProblem({ message: 'Expired', fieldErrors: {} }, true)).toBeNull();
  });
});

describe('the sign-up hand-over to the sign-in page', () => {
  it('reads back the e-mail sign-up passed on', () => {
    expect(signedUpEmailOf(signedUpState('mei@example.com'))).toBe('mei@example.com');
  });

  it('ignores any other router state', () => {
    expect(signedUpEmailOf(null)).toBeNull();
    expect(signedUpEmailOf(undefined)).toBeNull();
    expect(signedUpEmailOf({ from: '/profile' })).toBeNull();
    expect(signedUpEmailOf({ signedUpEmail: 42 })).toBeNull();
    expect(signedUpEmailOf({ signedUpEmail: '' })).toBeNull();
  });
});
