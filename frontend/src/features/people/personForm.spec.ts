import {
  hasMissingRequired,
  initialPersonValues,
  isSingaporeMobile,
  photoMaxBytes,
  photoProblem,
  toPersonInput,
  type PersonFormValues,
} from './personForm';
import type { Person } from './personTypes';

const values: PersonFormValues = {
  firstName: ' Faye ',
  lastName: 'Tan',
  email: '  ',
  mobileNo: '91234567',
  userId: null,
  remarks: '',
};

describe('toPersonInput', () => {
  it('trims names and sends empty optional fields as null, without an id when creating', () => {
    expect(toPersonInput(values)).toEqual({
      firstName: 'Faye',
      lastName: 'Tan',
      email: null,
      mobileNo: '91234567',
      userId: null,
      remarks: null,
    });
  });

  it('carries the id and the linked login when updating', () => {
    expect(toPersonInput({ ...values, email: 'faye@example.com', userId: 4 }, 9)).toMatchObject({
      id: 9,
      email: 'faye@example.com',
      userId: 4,
    });
  });
});

describe('initialPersonValues', () => {
  it('starts a new record empty', () => {
    expect(initialPersonValues(null)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      mobileNo: '',
      userId: null,
      remarks: '',
    });
  });

  it('shows missing values of a record as empty inputs', () => {
    const record = {
      firstName: 'A',
      lastName: 'B',
      email: null,
      mobileNo: '81234567',
      userId: 3,
      remarks: null,
    };
    expect(initialPersonValues(record as Person)).toEqual({ ...record, email: '', remarks: '' });
  });
});

describe('isSingaporeMobile', () => {
  it.each(['91234567', '81234567', '+6591234567', '+65 9123 4567'])('accepts %s', (mobile) => {
    expect(isSingaporeMobile(mobile)).toBe(true);
  });

  it.each(['71234567', '9123456', '912345678', '+6691234567', ''])('refuses %s', (mobile) => {
    expect(isSingaporeMobile(mobile)).toBe(false);
  });
});

describe('photoProblem', () => {
  it('accepts PNG, JPG and WEBP images up to 2 MB', () => {
    expect(photoProblem({ name: 'a.png', type: 'image/png', size: photoMaxBytes })).toBeNull();
    expect(photoProblem({ name: 'a.JPEG', type: '', size: 10 })).toBeNull();
    expect(photoProblem({ name: 'a', type: 'image/webp', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(photoProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'Photo must be a PNG, JPG or WEBP image',
    );
    expect(photoProblem({ name: 'a.png', type: 'image/png', size: photoMaxBytes + 1 })).toBe(
      'Photo must be at most 2 MB',
    );
  });
});

describe('hasMissingRequired', () => {
  it('is true while a name or the mobile is blank', () => {
    expect(hasMissingRequired({ ...values, mobileNo: ' ' })).toBe(true);
    expect(hasMissingRequired({})).toBe(true);
  });

  it('is false once names and mobile are filled, whatever the optional fields hold', () => {
    expect(hasMissingRequired(values)).toBe(false);
  });
});
