import {
  duplicateParticipantId,
  hasMissingRequired,
  hiddenPersonalFields,
  initialParticipantValues,
  participantErrorFields,
  toParticipantInput,
  type ParticipantFormValues,
} from './participantForm';
import type { Participant } from './participantTypes';
import { splitFieldErrors } from '@/shared/fieldErrors';

const noLookups = {
  genderId: null,
  raceId: null,
  nationalityId: null,
  citizenshipId: null,
  dietaryId: null,
  tshirtSizeId: null,
  participantTypeId: null,
  profileId: null,
  educationId: null,
  employmentId: null,
};

const values: ParticipantFormValues = {
  ...noLookups,
  firstName: ' Mei Ling ',
  lastName: 'Tan',
  nric: ' s1234567d ',
  email: ' mei@example.com ',
  mobileNo: '9123 4567',
  ceaRegNo: 'r123456a',
  dateOfBirth: '1990-05-01',
  genderId: 2,
  agentStatus: null,
  agencyName: '  ',
  corporateId: null,
  medicalCondition: '',
  address: ' 1 Orchard Rd ',
  postalCode: '',
  remarks: '',
  pcep: { membershipNo: ' ', enrolledOn: '', expiresOn: '' },
  png: { status: 'Enrolled', cohort: '', enrolledOn: '2026-01-05', completedOn: '' },
};

const record = {
  ...noLookups,
  id: 7,
  name: 'Mei Ling Tan',
  firstName: 'Mei Ling',
  lastName: 'Tan',
  nric: 'S****567D',
  nricMasked: true,
  email: 'mei@example.com',
  mobileNo: '91234567',
  ceaRegNo: null,
  dateOfBirth: null,
  raceId: 1,
  agentStatus: 'partner-agency',
  agencyName: 'PropNex',
  corporateId: 3,
  medicalCondition: null,
  address: null,
  postalCode: '238801',
  remarks: null,
  pcep: { membershipNo: 'P-1', enrolledOn: '2025-01-01', expiresOn: null },
  png: { status: null, cohort: null, enrolledOn: null, completedOn: null },
  userId: null,
  mergedIntoId: null,
  status: 'Active',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
} satisfies Participant;

describe('toParticipantInput', () => {
  it('trims text, sends blank strings as null and upper-cases the NRIC/FIN and CEA number', () => {
    expect(toParticipantInput(values)).toEqual({
      ...noLookups,
      firstName: 'Mei Ling',
      lastName: 'Tan',
      nric: 'S1234567D',
      email: 'mei@example.com',
      mobileNo: '9123 4567',
      ceaRegNo: 'R123456A',
      dateOfBirth: '1990-05-01',
      genderId: 2,
      agentStatus: null,
      agencyName: null,
      corporateId: null,
      medicalCondition: null,
      address: '1 Orchard Rd',
      postalCode: null,
      remarks: null,
      pcep: { membershipNo: null, enrolledOn: null, expiresOn: null },
      png: { status: 'Enrolled', cohort: null, enrolledOn: '2026-01-05', completedOn: null },
    });
  });

  it('sends an emptied NRIC/FIN and date of birth as null, so the server clears them', () => {
    expect(toParticipantInput({ ...values, nric: ' ', dateOfBirth: '' }, 7)).toMatchObject({
      id: 7,
      nric: null,
      dateOfBirth: null,
    });
  });

  it('leaves the hidden personal fields out altogether, so the server keeps the stored values', () => {
    const input = toParticipantInput(initialParticipantValues(record), 7, ['nric', 'dateOfBirth']);
    expect(input).not.toHaveProperty('nric');
    expect(input).not.toHaveProperty('dateOfBirth');
    expect(input).toMatchObject({ id: 7, firstName: 'Mei Ling', raceId: 1, corporateId: 3 });
  });

  it('keeps the NRIC/FIN when only the date of birth is hidden', () => {
    const input = toParticipantInput(values, 7, ['dateOfBirth']);
    expect(input).toHaveProperty('nric', 'S1234567D');
    expect(input).not.toHaveProperty('dateOfBirth');
  });

  it('sends cleared selects as null', () => {
    const cleared = { ...values, genderId: undefined, png: { ...values.png, status: undefined } };
    expect(toParticipantInput(cleared as unknown as ParticipantFormValues)).toMatchObject({
      genderId: null,
      png: { status: null },
    });
  });
});

describe('initialParticipantValues', () => {
  it('starts a new participant empty', () => {
    expect(initialParticipantValues(null)).toEqual({
      ...noLookups,
      firstName: '',
      lastName: '',
      nric: '',
      email: '',
      mobileNo: '',
      ceaRegNo: '',
      dateOfBirth: '',
      agentStatus: null,
      agencyName: '',
      corporateId: null,
      medicalCondition: '',
      address: '',
      postalCode: '',
      remarks: '',
      pcep: { membershipNo: '', enrolledOn: '', expiresOn: '' },
      png: { status: null, cohort: '', enrolledOn: '', completedOn: '' },
    });
  });

  it("shows a record's missing values as empty inputs and its masked NRIC/FIN as it came", () => {
    expect(initialParticipantValues(record)).toMatchObject({
      nric: 'S****567D',
      ceaRegNo: '',
      dateOfBirth: '',
      raceId: 1,
      agentStatus: 'partner-agency',
      pcep: { membershipNo: 'P-1', enrolledOn: '2025-01-01', expiresOn: '' },
      png: { status: null, cohort: '' },
    });
  });
});

describe('hiddenPersonalFields', () => {
  it('hides nothing on a new record', () => {
    expect(hiddenPersonalFields(null, false)).toEqual([]);
  });

  it('hides the NRIC/FIN and date of birth when the NRIC/FIN comes masked', () => {
    expect(hiddenPersonalFields(record, false)).toEqual(['nric', 'dateOfBirth']);
  });

  it('hides the date of birth from readers who may not see personal data, even with no NRIC/FIN', () => {
    const withoutNric = { ...record, nric: null, nricMasked: false };
    expect(hiddenPersonalFields(withoutNric, false)).toEqual(['dateOfBirth']);
    expect(hiddenPersonalFields(withoutNric, true)).toEqual([]);
  });
});

describe('hasMissingRequired', () => {
  it('is true while a name, the e-mail or the mobile is blank', () => {
    expect(hasMissingRequired({ ...values, email: ' ' })).toBe(true);
    expect(hasMissingRequired({})).toBe(true);
  });

  it('is false once they are filled, whatever the optional fields hold', () => {
    expect(hasMissingRequired(values)).toBe(false);
  });
});

describe('duplicateParticipantId', () => {
  it('reads the existing record from a duplicate refusal', () => {
    expect(duplicateParticipantId('Participant #12 (Tan Ah Kow) already has this NRIC/FIN')).toBe(12);
  });

  it('finds none in other messages', () => {
    expect(duplicateParticipantId('Another login already uses the e-mail a@b.c')).toBeNull();
  });
});

describe('participantErrorFields', () => {
  it('puts the server errors on the nested PCEP and PNG inputs and on the lookups', () => {
    expect(
      splitFieldErrors(
        { 'pcep.enrolledOn': ['Bad date'], genderId: ['Inactive'], nric: ['Bad'], id: ['Odd'] },
        participantErrorFields,
      ),
    ).toEqual({
      onFields: { 'pcep.enrolledOn': ['Bad date'], genderId: ['Inactive'], nric: ['Bad'] },
      elsewhere: ['Odd'],
    });
  });
});
