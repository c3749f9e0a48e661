import { Check, Entity, Enum, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '../database/base.entity';
import { Role } from '../access/roles';

/** Account status (spec 4: user or registration status). */
export enum UserStatus {
  Active = 'Active',
  Inactive = 'Inactive',
  Archived = 'Archived',
}

/** Staff and participants share one account model; the role code decides what they may do. */
@Entity({ tableName: 'app_user' })
// Trigram indexes serve the back office's substring search; declared here so schema diffs keep them.
@Index({
  name: 'app_user_name_trgm',
  expression: `create index "app_user_name_trgm" on "app_user" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops)`,
})
@Index({
  name: 'app_user_email_trgm',
  expression: `create index "app_user_email_trgm" on "app_user" using gin ("email" gin_trgm_ops)`,
})
@Check({
  name: 'app_user_role_code_check',
  expression: 'role_code = any (array[10, 20, 30, 40, 50, 60, 70, 80, 90])',
})
export class User extends BaseEntity<'status' | 'userType' | 'lastLoginAt'> {
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Enum({ items: () => Role, type: 'smallint' })
  roleCode!: Role;

  /** Code from the user-types lookup list. */
  @Property({ type: 'string', length: 50 })
  userType: string = 'staff';

  @Enum({ items: () => UserStatus })
  status: UserStatus = UserStatus.Active;

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date;
}
