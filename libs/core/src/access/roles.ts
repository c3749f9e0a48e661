/** Role codes of spec section 6. */
export enum Role {
  Administrator = 10,
  Staff = 20,
  Coordinator = 30,
  Participant = 40,
  Trainer = 50,
  Facilitator = 60,
  AssociateRelations = 70,
  RecruitmentAndTraining = 80,
  CustomerServiceOfficer = 90,
}

export const ROLE_NAMES: Record<Role, string> = {
  [Role.Administrator]: 'Administrator',
  [Role.Staff]: 'Staff',
  [Role.Coordinator]: 'Coordinator',
  [Role.Participant]: 'Participant',
  [Role.Trainer]: 'Trainer',
  [Role.Facilitator]: 'Facilitator',
  [Role.AssociateRelations]: 'Associate Relations',
  [Role.RecruitmentAndTraining]: 'Recruitment & Training',
  [Role.CustomerServiceOfficer]: 'Customer Service Officer',
};

export const ALL_ROLES: readonly Role[] = Object.values(Role).filter(
  (value): value is Role => typeof value === 'number',
);

export const isRole = (value: unknown): value is Role => typeof value === 'number' && value in ROLE_NAMES;
