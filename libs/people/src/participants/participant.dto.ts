import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsEnum,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  IsCeaRegistrationNo,
  IsNric,
  IsSgMobile,
  SearchFilterQueryDto,
  normaliseNric,
  RequiredText,
  IfGiven,
  OptionalDate,
  RecordId,
} from '@app/core';
import { PersonStatus } from '../shared/person.entity';
import { AgentStatus, PngTrainingStatus } from './participant.entity';

const upperNoSpaces = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normaliseNric(value) : value;

/** Each lookup field and the list (entity) its id comes from. */
export const LOOKUP_ENTITIES = {
  genderId: { entity: 'Gender', label: 'Gender' },
  raceId: { entity: 'Race', label: 'Race' },
  nationalityId: { entity: 'Nationality', label: 'Nationality' },
  citizenshipId: { entity: 'Citizenship', label: 'Citizenship' },
  dietaryId: { entity: 'Dietary', label: 'Dietary' },
  tshirtSizeId: { entity: 'TshirtSize', label: 'T-shirt size' },
  participantTypeId: { entity: 'ParticipantType', label: 'Participant type' },
  profileId: { entity: 'Profile', label: 'Profile' },
  educationId: { entity: 'Education', label: 'Education' },
  employmentId: { entity: 'Employment', label: 'Employment' },
} as const satisfies Record<string, { entity: string; label: string }>;
export type LookupField = keyof typeof LOOKUP_ENTITIES;

export class PcepInput {
  @IfGiven()
  @IsString()
  @MaxLength(30)
  membershipNo?: string | null;

  @OptionalDate('Enrolled on')
  enrolledOn?: string | null;

  @OptionalDate('Expires on')
  expiresOn?: string | null;
}

export class PngInput {
  @IfGiven()
  @IsEnum(PngTrainingStatus, {
    message: `PNG training status must be one of: ${Object.values(PngTrainingStatus).join(', ')}`,
  })
  status?: PngTrainingStatus | null;

  @IfGiven()
  @IsString()
  @MaxLength(50)
  cohort?: string | null;

  @OptionalDate('Enrolled on')
  enrolledOn?: string | null;

  @OptionalDate('Completed on')
  completedOn?: string | null;
}

/** What a participant form sends; the profile form sends the same fields about oneself. */
export class ParticipantInput {
  @IsOptional()
  @RecordId()
  id?: number;

  @RequiredText('First name', 100)
  firstName!: string;

  @RequiredText('Last name', 100)
  lastName!: string;

  @IfGiven()
  @Transform(upperNoSpaces)
  @IsNric()
  nric?: string | null;

  @IsEmail({}, { message: 'E-mail must be an e-mail address' })
  @MaxLength(254)
  email!: string;

  @IsSgMobile()
  mobileNo!: string;

  @IfGiven()
  @Transform(upperNoSpaces)
  @IsCeaRegistrationNo()
  ceaRegNo?: string | null;

  @OptionalDate('Date of birth')
  dateOfBirth?: string | null;

  @IfGiven() @RecordId() genderId?: number | null;
  @IfGiven() @RecordId() raceId?: number | null;
  @IfGiven() @RecordId() nationalityId?: number | null;
  @IfGiven() @RecordId() citizenshipId?: number | null;
  @IfGiven() @RecordId() dietaryId?: number | null;
  @IfGiven() @RecordId() tshirtSizeId?: number | null;
  @IfGiven() @RecordId() participantTypeId?: number | null;
  @IfGiven() @RecordId() profileId?: number | null;
  @IfGiven() @RecordId() educationId?: number | null;
  @IfGiven() @RecordId() employmentId?: number | null;

  @IfGiven()
  @IsEnum(AgentStatus, { message: `Agent status must be one of: ${Object.values(AgentStatus).join(', ')}` })
  agentStatus?: AgentStatus | null;

  @IfGiven()
  @IsString()
  @MaxLength(200)
  agencyName?: string | null;

  @IfGiven()
  @RecordId()
  corporateId?: number | null;

  @IfGiven()
  @IsString()
  @MaxLength(2000)
  medicalCondition?: string | null;

  @IfGiven()
  @IsString()
  @MaxLength(300)
  address?: string | null;

  @IfGiven()
  @Matches(/^\d{6}$/, { message: 'Postal code must be 6 digits' })
  postalCode?: string | null;

  @IfGiven()
  @IsString()
  @MaxLength(2000)
  remarks?: string | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => PcepInput)
  pcep?: PcepInput;

  @IsOptional()
  @ValidateNested()
  @Type(() => PngInput)
  png?: PngInput;
}

/** The families whose registration forms submit participant details (spec 7.5 submit variants). */
export const SUBMIT_FAMILIES = ['cpd', 'bootcamp', 'pws', 'pws-partner-agency', 'others', 'res'] as const;
export type SubmitFamily = (typeof SUBMIT_FAMILIES)[number];

export class ValidateQueryDto {
  @IsOptional()
  @IsIn(SUBMIT_FAMILIES, { message: `family must be one of: ${SUBMIT_FAMILIES.join(', ')}` })
  family?: SubmitFamily;
}

export class ParticipantQueryDto extends SearchFilterQueryDto {
  @IsOptional()
  @IsIn(Object.values(PersonStatus))
  status?: PersonStatus;

  @IsOptional()
  @RecordId()
  corporateId?: number;

  @IsOptional()
  @RecordId()
  participantTypeId?: number;
}

export class EmailDto {
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email!: string;
}

export class NricDto {
  @Transform(upperNoSpaces)
  @IsNric()
  nric!: string;
}

export class MobileNoDto {
  @IsSgMobile()
  mobileNo!: string;
}

/** The partner-agency check takes the participant's id or their NRIC/FIN. */
export class PartnerAgencyCheckDto {
  // Checked whenever given, and required when no NRIC/FIN is: an unchecked id reached the query.
  @ValidateIf((dto: PartnerAgencyCheckDto) => !dto.nric || dto.id !== undefined)
  @RecordId({ message: 'id or nric is required' })
  id?: number;

  @IfGiven()
  @Transform(upperNoSpaces)
  @IsNric()
  nric?: string;
}
