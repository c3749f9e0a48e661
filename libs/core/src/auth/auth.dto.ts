import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { type RawRuleOf } from '@casl/ability';
import { type AppAbility } from '../access/abilities';
import { ROLE_NAMES } from '../access/roles';
import { type SessionUser } from '../access/session-user';

export class LoginDto {
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email!: string;

  @IsString()
  @MinLength(1, { message: 'password is required' })
  @MaxLength(200)
  password!: string;
}

export interface MeResponse extends SessionUser {
  roleName: string;
  /** The user's CASL rules, so the client hides what the server would refuse. */
  rules: RawRuleOf<AppAbility>[];
}

export interface LoginResponse {
  user: MeResponse;
  csrfToken: string;
}

export const toMeResponse = (user: SessionUser, ability: AppAbility): MeResponse => ({
  ...user,
  roleName: ROLE_NAMES[user.roleCode],
  rules: ability.rules,
});
