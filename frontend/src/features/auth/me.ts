import type { PackRule } from '@casl/ability/extra';
import type { AppRawRule } from '@/app/ability';

export type RoleCode = 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90;

/** The signed-in user as `GET /me` and `POST /login` return it. */
export interface Me {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roleCode: RoleCode;
  roleName: string;
  userType: string;
  status: string;
  /** CASL rules computed by the server for this user, raw or packed with `packRules`. */
  rules: (AppRawRule | PackRule<AppRawRule>)[];
}

/** Spec 6's role of the people who take the courses; their home on the site is their profile. */
export const participantRoleCode: RoleCode = 40;

export function isParticipant(user: Pick<Me, 'roleCode'>): boolean {
  return user.roleCode === participantRoleCode;
}

export function fullName(user: Pick<Me, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
