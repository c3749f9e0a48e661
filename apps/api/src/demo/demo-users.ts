import { AccountsService, ALL_ROLES, ROLE_NAMES, Role } from '@app/core';

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

/** One account per role; running it again resets their passwords. */
export const seedDemoUsers = async (accounts: AccountsService, env: NodeJS.ProcessEnv = process.env) => {
  const logins = demoLogins(env);
  for (const [index, role] of ALL_ROLES.entries()) {
    const login = logins[index];
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
