import { type EntityManager } from '@mikro-orm/postgresql';
import {
  type AccountsService,
  ALL_ROLES,
  ROLE_NAMES,
  Role,
  User,
  normaliseEmail,
  nricCheckLetter,
} from '@app/core';
import { type ProfileService } from '@app/people';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

const SLUGS: Record<Role, string> = {
  [Role.Administrator]: 'admin',
  [Role.Staff]: 'staff',
  [Role.Coordinator]: 'coordinator',
  [Role.Participant]: 'participant',
  [Role.Trainer]: 'trainer',
  [Role.Facilitator]: 'facilitator',
  [Role.AssociateRelations]: 'associate',
  [Role.RecruitmentAndTraining]: 'recruitment',
  [Role.CustomerServiceOfficer]: 'cso',
};

/** The documented demo logins (README): <slug>@example.com with password <Slug>#Demo2026. */
export const demoLogins = (env: NodeJS.ProcessEnv = process.env): DemoLogin[] =>
  ALL_ROLES.map((role) => {
    const slug = SLUGS[role];
    const admin = role === Role.Administrator;
    return {
      role: ROLE_NAMES[role],
      email: (admin && env.ADMIN_EMAIL) || `${slug}@example.com`,
      password: (admin && env.ADMIN_PASSWORD) || `${slug[0].toUpperCase()}${slug.slice(1)}#Demo2026`,
    };
  });

/** The demo participant's own details: signing up makes their login and participant profile together. */
export const DEMO_PARTICIPANT = {
  firstName: 'Demo',
  lastName: 'Participant',
  nric: `S8812345${nricCheckLetter('S', '8812345')}`,
  mobileNo: '91234567',
  ceaRegNo: 'R012345D',
  dateOfBirth: '1988-03-14',
  address: 'Blk 123 Ang Mo Kio Avenue 3, #08-123',
  postalCode: '560123',
} as const;

/**
 * One account per role; running it again resets their passwords. The participant signs up as a
 * visitor would, so their login comes with a participant profile (My classes, invoices, passes).
 */
export const seedDemoUsers = async (
  { accounts, profiles, em }: { accounts: AccountsService; profiles: ProfileService; em: EntityManager },
  env: NodeJS.ProcessEnv = process.env,
) => {
  const logins = demoLogins(env);
  for (const [index, role] of ALL_ROLES.entries()) {
    const login = logins[index];
    if (role === Role.Participant && !(await em.count(User, { email: normaliseEmail(login.email) }))) {
      await profiles.signUp({ ...DEMO_PARTICIPANT, email: login.email, password: login.password });
      continue;
    }
    await accounts.upsert({
      email: login.email,
      password: login.password,
      firstName: 'Demo',
      lastName: login.role,
      roleCode: role,
      userType: role === Role.Participant ? 'participant' : 'staff',
    });
  }
  return logins;
};

export const formatDemoLogins = (logins: DemoLogin[]): string =>
  [
    'Demo logins:',
    ...logins.map((login) => `  ${login.role.padEnd(26)} ${login.email.padEnd(28)} ${login.password}`),
  ].join('\n');
