import type { RoleCode } from '@/features/auth/me';
import type { ListQuery } from '@/shared/listQuery';

/** The shapes of `/admin/user(s)/*`: the logins of staff of every role and of participants. */

export const userStatuses = ['Active', 'Inactive', 'Archived'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Spec 6's roles, in code order, with the names the server gives them. */
export const userRoles: readonly { code: RoleCode; name: string }[] = [
  { code: 10, name: 'Administrator' },
  { code: 20, name: 'Staff' },
  { code: 30, name: 'Coordinator' },
  { code: 40, name: 'Participant' },
  { code: 50, name: 'Trainer' },
  { code: 60, name: 'Facilitator' },
  { code: 70, name: 'Associate Relations' },
  { code: 80, name: 'Recruitment & Training' },
  { code: 90, name: 'Customer Service Officer' },
];

export interface User {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** First and last name, as the server composes it. */
  name: string;
  roleCode: RoleCode;
  roleName: string;
  /** A code of the user types configuration list (`staff`, `participant` ...). */
  userType: string;
  status: UserStatus;
  lastLoginAt: string | null;
  createdAt: string;
}

/** The `data` of create (no id, with a password) and update (an id; passwords change on their own route). */
export interface UserInput {
  id?: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Null only when the user left it empty, which the server reports on the field. */
  roleCode: RoleCode | null;
  /** Left out, the server keeps the user's type (`staff` for a new user). */
  userType?: string;
  status: UserStatus;
  password?: string;
}

/** The list's filters besides the keyword, under the names the server takes. */
export type UserListQuery = ListQuery<'roleCode' | 'status'>;

/** What hangs off the user's participant record, before deciding on a delete or a merge. */
export interface UserRegistrations {
  userId: number;
  participantId: number | null;
  /** Referencing tables (`registration`, `invoice` ...) and how many of their rows point at the record. */
  usages: { table: string; count: number }[];
  total: number;
}
