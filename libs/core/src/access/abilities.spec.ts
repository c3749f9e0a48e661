import { subject } from '@casl/ability';
import { abilityFor } from './abilities';
import { ALL_ROLES, Role } from './roles';
import { type SessionUser } from './session-user';

const user = (roleCode: Role, id = 5): SessionUser => ({
  id,
  email: 'u@example.com',
  firstName: 'U',
  lastName: 'Ser',
  roleCode,
  userType: 'staff',
  status: 'Active',
});

describe('abilities', () => {
  it('gives an anonymous visitor nothing', () => {
    expect(abilityFor(undefined).rules).toEqual([]);
  });

  it('lets the administrator do everything, including users', () => {
    const ability = abilityFor(user(Role.Administrator));
    expect(ability.can('delete', 'User')).toBe(true);
    expect(ability.can('create', 'Mail')).toBe(true);
  });

  it('lets staff run the business but not manage users', () => {
    const ability = abilityFor(user(Role.Staff));
    expect(ability.can('update', 'Invoice')).toBe(true);
    expect(ability.can('read', 'FinanceReport')).toBe(true);
    expect(ability.can('read', 'User')).toBe(false);
    expect(ability.can('create', 'User')).toBe(false);
  });

  it('opens the back office to every role but participants', () => {
    const withDashboard = ALL_ROLES.filter((role) => abilityFor(user(role)).can('read', 'Dashboard'));
    expect(withDashboard).toEqual(ALL_ROLES.filter((role) => role !== Role.Participant));
  });

  it('limits a participant to their own records', () => {
    const ability = abilityFor(user(Role.Participant, 5));
    expect(ability.can('read', subject('Registration', { userId: 5 }))).toBe(true);
    expect(ability.can('read', subject('Registration', { userId: 6 }))).toBe(false);
    expect(ability.can('update', subject('Participant', { userId: 6 }))).toBe(false);
    expect(ability.can('read', 'Dashboard')).toBe(false);
  });

  it('limits trainers and facilitators to the events they serve', () => {
    const trainer = abilityFor(user(Role.Trainer, 8));
    expect(trainer.can('read', subject('Event', { trainerUserIds: [3, 8] }))).toBe(true);
    expect(trainer.can('read', subject('Event', { trainerUserIds: [3] }))).toBe(false);
    const facilitator = abilityFor(user(Role.Facilitator, 9));
    expect(facilitator.can('create', subject('Attendance', { facilitatorUserIds: [9] }))).toBe(true);
    expect(facilitator.can('create', subject('Attendance', { facilitatorUserIds: [1] }))).toBe(false);
    expect(facilitator.can('update', 'Course')).toBe(false);
  });

  it('lets a coordinator read only the receipts of registrations they entered', () => {
    const coordinator = abilityFor(user(Role.Coordinator, 7));
    expect(coordinator.can('read', subject('Receipt', { registrationUserIds: [7] }))).toBe(true);
    expect(coordinator.can('read', subject('Receipt', { registrationUserIds: [2] }))).toBe(false);
    expect(coordinator.can('read', subject('Receipt', { registrationUserIds: [] }))).toBe(false);
    expect(coordinator.can('read', 'Invoice')).toBe(false);
    expect(coordinator.can('update', 'Receipt')).toBe(false);
  });

  it('keeps customer service away from voids and refunds', () => {
    const ability = abilityFor(user(Role.CustomerServiceOfficer));
    expect(ability.can('create', 'Registration')).toBe(true);
    expect(ability.can('create', 'VoidEntry')).toBe(false);
    expect(ability.can('create', 'Refund')).toBe(false);
    expect(ability.can('read', 'Invoice')).toBe(true);
    expect(ability.can('update', 'Invoice')).toBe(false);
  });

  it('gives associate relations corporates and leads, and recruitment RES schedules', () => {
    expect(abilityFor(user(Role.AssociateRelations)).can('delete', 'Corporate')).toBe(true);
    expect(abilityFor(user(Role.RecruitmentAndTraining)).can('create', 'ResSchedule')).toBe(true);
    expect(abilityFor(user(Role.RecruitmentAndTraining)).can('update', 'Course')).toBe(false);
  });
});
