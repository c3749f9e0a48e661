import { Entity, Enum, Index, Property } from '@mikro-orm/core';
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
@Index({
  name: 'app_user_name_trgm',
  expression:
    "create index app_user_name_trgm on app_user using gin ((first_name || ' ' || last_name) gin_trgm_ops)",
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

  @Enum({ items: () => UserStatus, type: 'string', length: 20 })
  status: UserStatus = UserStatus.Active;

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date;
}
