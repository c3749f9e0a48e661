import {
  AbilityBuilder,
  createMongoAbility,
  type ForcedSubject,
  type MongoAbility,
  type MongoQuery,
} from '@casl/ability';
import { Role } from './roles';
import { type SessionUser } from './session-user';

export const ACTIONS = [
  'manage',
  'read',
  'create',
  'update',
  'delete',
  'archive',
  'export',
  /** Deciding another person's request (a credit note or refund above the approval threshold). */
  'approve',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Everything a permission can be about. Reports are split by who reads them. */
export const SUBJECTS = [
  'Dashboard',
  'User',
  'Configuration',
  'Course',
  'ECourse',
  'Event',
  'Session',
  'Trainer',
  'Facilitator',
  'Corporate',
  'Participant',
  /** Full NRIC/FIN and date of birth; other readers see them masked. */
  'PersonalData',
  'Registration',
  'Lead',
  'Invoice',
  'Receipt',
  'Payment',
  /** Credit notes; their approval is `approve CreditNote`. */
  'CreditNote',
  'Refund',
  'VoidEntry',
  'Product',
  'Attendance',
  'Feedback',
  'Assessment',
  'ResSchedule',
  'Content',
  'AttendanceReport',
  'RegistrationReport',
  'SignUpReport',
  'SalesReport',
  'FinanceReport',
  /** Corporate registration accounts: finance and Associate Relations. */
  'CorporateRegistrationReport',
  'FeedbackReport',
  'Mail',
] as const;
export type SubjectName = (typeof SUBJECTS)[number];
export type AppSubject = 'all' | SubjectName | (ForcedSubject<SubjectName> & object);
export type AppAbility = MongoAbility<[Action, AppSubject]>;

type Builder = AbilityBuilder<AppAbility>;

/** CASL cannot infer record fields from subjects named by strings; tests check these conditions. */
const where = (conditions: Record<string, unknown>): MongoQuery<never> => conditions as MongoQuery<never>;

/** What every back-office role needs to open the back office and fill in its forms. */
const backOffice = ({ can }: Builder): void => {
  can('read', 'Dashboard');
  can('read', 'Configuration');
};

const defineAdministratorRules = ({ can }: Builder): void => {
  can('manage', 'all');
};

const defineStaffRules = ({ can, cannot }: Builder): void => {
  can('manage', 'all');
  cannot('manage', 'User');
  cannot('create', 'Mail');
};

const defineCoordinatorRules = (builder: Builder, user: SessionUser): void => {
  const { can } = builder;
  backOffice(builder);
  can('manage', [
    'Course',
    'ECourse',
    'Event',
    'Session',
    'Trainer',
    'Facilitator',
    'Attendance',
    'Assessment',
  ]);
  can('read', ['Participant', 'Registration', 'ResSchedule', 'Feedback', 'AttendanceReport']);
  can('create', 'Registration');
  // The walk-in's receipt, printed at the counter: only receipts of registrations the coordinator entered.
  can('read', 'Receipt', where({ registrationUserIds: user.id }));
};

// Object-level rules name the field of the record that ties it to the user; services check each
// loaded record with ability.can(action, subject(name, record)).
const defineParticipantRules = ({ can }: Builder, user: SessionUser): void => {
  can(['read', 'update'], 'User', where({ id: user.id }));
  can(['read', 'update'], 'Participant', where({ userId: user.id }));
  can('read', ['Registration', 'Invoice', 'Receipt', 'Payment', 'CreditNote'], where({ userId: user.id }));
  can(['read', 'create'], ['Feedback', 'Assessment'], where({ userId: user.id }));
};

const defineTrainerRules = (builder: Builder, user: SessionUser): void => {
  const { can } = builder;
  backOffice(builder);
  const own = where({ trainerUserIds: user.id });
  can('read', ['Event', 'Session', 'Feedback'], own);
  can('manage', 'Attendance', own);
  can(['read', 'update'], 'Assessment', own);
  can('read', 'Participant');
};

const defineFacilitatorRules = (builder: Builder, user: SessionUser): void => {
  const { can } = builder;
  backOffice(builder);
  const own = where({ facilitatorUserIds: user.id });
  can('read', ['Event', 'Session'], own);
  can(['read', 'create', 'update'], 'Attendance', own);
  can('read', 'Participant');
};

const defineAssociateRelationsRules = (builder: Builder): void => {
  const { can } = builder;
  backOffice(builder);
  can('manage', ['Corporate', 'Lead']);
  can(['read', 'create', 'update'], 'Participant');
  can('read', ['Registration', 'RegistrationReport']);
  can(['read', 'export'], 'CorporateRegistrationReport');
};

const defineRecruitmentAndTrainingRules = (builder: Builder): void => {
  const { can } = builder;
  backOffice(builder);
  can('manage', ['Lead', 'ResSchedule']);
  can('read', ['Course', 'Event', 'Session', 'Participant', 'SignUpReport']);
};

const defineCustomerServiceOfficerRules = (builder: Builder): void => {
  const { can } = builder;
  backOffice(builder);
  can(['read', 'create', 'update'], ['Participant', 'Registration']);
  // Front-desk staff confirm who someone is against their NRIC/FIN.
  can('read', 'PersonalData');
  can('read', ['Course', 'Event', 'Session', 'Invoice', 'Receipt', 'Payment', 'CreditNote', 'Product']);
};

const RULES: Record<Role, (builder: Builder, user: SessionUser) => void> = {
  [Role.Administrator]: defineAdministratorRules,
  [Role.Staff]: defineStaffRules,
  [Role.Coordinator]: defineCoordinatorRules,
  [Role.Participant]: defineParticipantRules,
  [Role.Trainer]: defineTrainerRules,
  [Role.Facilitator]: defineFacilitatorRules,
  [Role.AssociateRelations]: defineAssociateRelationsRules,
  [Role.RecruitmentAndTraining]: defineRecruitmentAndTrainingRules,
  [Role.CustomerServiceOfficer]: defineCustomerServiceOfficerRules,
};

/** The one place permissions are defined; docs/permissions.md is generated from it. */
export const abilityFor = (user: SessionUser | undefined): AppAbility => {
  const builder = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (user) RULES[user.roleCode](builder, user);
  return builder.build();
};
