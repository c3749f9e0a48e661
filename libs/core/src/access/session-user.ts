import { type Role } from './roles';

/** The signed-in account as the request sees it: a plain snapshot, never a managed entity. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roleCode: Role;
  userType: string;
  status: string;
}
