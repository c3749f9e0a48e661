import { IsEmail, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsSgMobile, PageQueryDto, RequiredText, RecordId } from '@app/core';
import { PersonStatus, type PersonEntity } from './person.entity';

/** The fields every person form sends (inside the multipart `data` JSON). */
export class PersonInput {
  @IsOptional()
  @RecordId()
  id?: number;

  @RequiredText('First name', 100)
  firstName!: string;

  @RequiredText('Last name', 100)
  lastName!: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== null && value !== '')
  @IsEmail({}, { message: 'E-mail must be an e-mail address' })
  @MaxLength(254)
  email?: string | null;

  @IsSgMobile()
  mobileNo!: string;

  @IsOptional()
  @RecordId()
  userId?: number | null;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  remarks?: string | null;
}

export class PersonQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(Object.values(PersonStatus))
  status?: PersonStatus;
}

export class AutopopulateDto {
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email!: string;
}

export interface PersonResponse {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  mobileNo: string;
  userId: number | null;
  remarks: string | null;
  hasPhoto: boolean;
  status: PersonStatus;
  createdAt: Date;
  updatedAt: Date;
}

export const toPersonResponse = (person: PersonEntity): PersonResponse => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  name: `${person.firstName} ${person.lastName}`,
  email: person.email ?? null,
  mobileNo: person.mobileNo,
  userId: person.userId ?? null,
  remarks: person.remarks ?? null,
  hasPhoto: Boolean(person.photoKey),
  status: person.status,
  createdAt: person.createdAt,
  updatedAt: person.updatedAt,
});
