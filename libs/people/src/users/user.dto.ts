import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsEnum,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  ALL_ROLES,
  IsStrongPassword,
  PageQueryDto,
  ROLE_NAMES,
  type Role,
  type User,
  UserStatus,
  RequiredText,
  RecordId,
  WholeNumber,
} from '@app/core';

const ROLE_MESSAGE = `Role must be one of: ${ALL_ROLES.map((role) => `${role} ${ROLE_NAMES[role]}`).join(', ')}`;

export class UserInput {
  @IsOptional()
  @RecordId()
  id?: number;

  @IsEmail({}, { message: 'E-mail must be an e-mail address' })
  @MaxLength(254)
  email!: string;

  @RequiredText('First name', 100)
  firstName!: string;

  @RequiredText('Last name', 100)
  lastName!: string;

  @IsIn(ALL_ROLES, { message: ROLE_MESSAGE })
  roleCode!: Role;

  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9-]{1,50}$/, { message: 'User type must be a code from the user types list' })
  userType?: string;

  @IsOptional()
  @IsEnum(UserStatus, { message: `Status must be one of: ${Object.values(UserStatus).join(', ')}` })
  status?: UserStatus;

  /**
   * Required when creating; an update changes the password through its own route. Checked whenever
   * one is sent: a create ignores the id, so "an id was sent" must not skip the check.
   */
  @ValidateIf((input: UserInput) => !input.id || input.password !== undefined)
  @IsStrongPassword()
  @MaxLength(200)
  password?: string;
}

export class UserQueryDto extends PageQueryDto {
  @IsOptional()
  @WholeNumber()
  @IsIn(ALL_ROLES, { message: ROLE_MESSAGE })
  roleCode?: Role;

  @IsOptional()
  @IsEnum(UserStatus)
  status?: UserStatus;
}

export class AdminPasswordDto {
  @RecordId()
  id!: number;

  @IsStrongPassword()
  @MaxLength(200)
  password!: string;
}

/** Fields the merge screen may take from the record being merged away instead of the kept one. */
export const MERGEABLE_FIELDS = [
  'firstName',
  'lastName',
  'nric',
  'email',
  'mobileNo',
  'ceaRegNo',
  'dateOfBirth',
  'address',
  'postalCode',
  'medicalCondition',
] as const;
export type MergeableField = (typeof MERGEABLE_FIELDS)[number];

export class MergeDto {
  @RecordId()
  keepId!: number;

  @RecordId()
  mergeId!: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MERGEABLE_FIELDS.length)
  @IsIn(MERGEABLE_FIELDS, { each: true, message: `takeFields may hold: ${MERGEABLE_FIELDS.join(', ')}` })
  takeFields?: MergeableField[];
}

export class TransferDto {
  @RecordId()
  fromId!: number;

  @RecordId()
  toId!: number;
}

export class MergeCandidateQueryDto extends PageQueryDto {
  /** The record already chosen, left out of the candidates. */
  @IsOptional()
  @RecordId()
  excludeId?: number;
}

export interface UserResponse {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  roleCode: Role;
  roleName: string;
  userType: string;
  status: UserStatus;
  lastLoginAt: Date | null;
  createdAt: Date;
}

export const toUserResponse = (user: User): UserResponse => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  name: `${user.firstName} ${user.lastName}`,
  roleCode: user.roleCode,
  roleName: ROLE_NAMES[user.roleCode],
  userType: user.userType,
  status: user.status,
  lastLoginAt: user.lastLoginAt ?? null,
  createdAt: user.createdAt,
});
