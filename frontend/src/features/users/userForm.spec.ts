import { hasMissingRequired, initialUserValues, toUserInput, type UserFormValues } from './userForm';
import type { User } from './userTypes';

const values: UserFormValues = {
  firstName: ' Siti ',
  lastName: 'Rahman ',
  email: ' siti@example.com ',
  roleCode: 20,
  userType: 'staff',
  status: 'Active',
  password: ' Harbour-Lights-9 ',
  confirmPassword: ' Harbour-Lights-9 ',
};

const user: User = {
  id: 7,
  email: 'siti@example.com',
  firstName: 'Siti',
  lastName: 'Rahman',
  name: 'Siti Rahman',
  roleCode: 70,
  roleName: 'Associate Relations',
  userType: 'staff',
  status: 'Inactive',
  lastLoginAt: null,
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('toUserInput', () => {
  it('creates with trimmed names and e-mail and the password exactly as typed, never its confirmation', () => {
    expect(toUserInput(values)).toEqual({
      email: 'siti@example.com',
      firstName: 'Siti',
      lastName: 'Rahman',
      roleCode: 20,
      userType: 'staff',
      status: 'Active',
      password: ' Harbour-Lights-9 ',
    });
  });

  it('updates by id without a password', () => {
    const input = toUserInput(values, 7);
    expect(input).toMatchObject({ id: 7, email: 'siti@example.com', roleCode: 20 });
    expect(input).not.toHaveProperty('password');
    expect(input).not.toHaveProperty('confirmPassword');
  });

  it('leaves the user type to the server when none is chosen, and sends an empty role as null', () => {
    const input = toUserInput({ ...values, userType: null, roleCode: null }, 7);
    expect(input).not.toHaveProperty('userType');
    expect(input.roleCode).toBeNull();
  });
});

describe('initialUserValues', () => {
  it('starts a new user active, with nothing chosen', () => {
    expect(initialUserValues(null)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      roleCode: null,
      userType: null,
      status: 'Active',
      password: '',
      confirmPassword: '',
    });
  });

  it('fills the form from a user, with empty password inputs', () => {
    expect(initialUserValues(user)).toEqual({
      firstName: 'Siti',
      lastName: 'Rahman',
      email: 'siti@example.com',
      roleCode: 70,
      userType: 'staff',
      status: 'Inactive',
      password: '',
      confirmPassword: '',
    });
  });

  it('round-trips a user through the form unchanged', () => {
    expect(toUserInput(initialUserValues(user), user.id)).toEqual({
      id: 7,
      email: 'siti@example.com',
      firstName: 'Siti',
      lastName: 'Rahman',
      roleCode: 70,
      userType: 'staff',
      status: 'Inactive',
    });
  });
});

describe('hasMissingRequired', () => {
  it('needs the password only when creating', () => {
    expect(hasMissingRequired({ ...values, password: '' }, true)).toBe(true);
    expect(hasMissingRequired({ ...values, password: '' }, false)).toBe(false);
  });

  it('is true while a name, the e-mail or the role is empty', () => {
    expect(hasMissingRequired({ ...values, email: '  ' }, false)).toBe(true);
    expect(hasMissingRequired({ ...values, roleCode: null }, false)).toBe(true);
    expect(hasMissingRequired({}, false)).toBe(true);
  });

  it('is false once the required fields are filled, whatever else the form holds', () => {
    expect(hasMissingRequired({ ...values, userType: null }, true)).toBe(false);
  });
});
