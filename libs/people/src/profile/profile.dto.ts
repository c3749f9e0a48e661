import { OmitType } from '@nestjs/mapped-types';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { IsStrongPassword } from '@app/core';
import { ParticipantInput } from '../participants/participant.dto';

/** What participants may say about themselves: not staff remarks, corporates or programme records. */
export class ProfileInput extends OmitType(ParticipantInput, [
  'id',
  'remarks',
  'corporateId',
  'participantTypeId',
  'profileId',
  'pcep',
  'png',
] as const) {}

export class SignUpInput extends ProfileInput {
  @IsStrongPassword()
  @MaxLength(200)
  password!: string;
}

export class ChangeOwnPasswordDto {
  @IsString()
  @MinLength(1, { message: 'The current password is required' })
  @MaxLength(200)
  currentPassword!: string;

  @IsStrongPassword()
  @MaxLength(200)
  newPassword!: string;
}
