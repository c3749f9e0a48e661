import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IfGiven, IsSgMobile, PageQueryDto, RecordId, RequiredText } from '@app/core';
import { LeadStatus } from './lead.entity';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * A public lead form. `website` is a honeypot: the page hides it from people (off screen, out of
 * the tab order, no autofill), so only a form-filling bot gives it a value.
 */
export class LeadInput {
  @Transform(trimmed)
  @RequiredText('Name', 200)
  name!: string;

  @Transform(trimmed)
  @IsEmail({}, { message: 'E-mail must be an e-mail address' })
  @MaxLength(254)
  email!: string;

  @IsSgMobile()
  mobileNo!: string;

  @IfGiven()
  @IsString()
  @MaxLength(200)
  companyName?: string | null;

  @IfGiven()
  @RecordId()
  courseId?: number | null;

  @IfGiven()
  @IsString()
  @MaxLength(2000, { message: 'Message must be at most 2,000 characters' })
  message?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(0, { message: 'The form could not be accepted' })
  website?: string;
}

export const WORKABLE_STATUSES = [LeadStatus.New, LeadStatus.Contacted, LeadStatus.Closed] as const;

export class LeadStatusInput {
  /** Converted is reached only through conversion, which names the registration. */
  @IsIn(WORKABLE_STATUSES, { message: `status must be one of: ${WORKABLE_STATUSES.join(', ')}` })
  status!: (typeof WORKABLE_STATUSES)[number];

  @IfGiven()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;
}

export class LeadConversionInput {
  @RecordId({ message: 'Registration is required' })
  registrationId!: number;

  @IfGiven()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;
}

export class LeadQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(Object.values(LeadStatus), {
    message: `status must be one of: ${Object.values(LeadStatus).join(', ')}`,
  })
  status?: LeadStatus;
}

export interface LeadResponse {
  id: number;
  kind: string;
  source: string;
  name: string;
  email: string;
  mobileNo: string;
  companyName: string | null;
  courseId: number | null;
  courseTitle: string | null;
  message: string | null;
  status: LeadStatus;
  notes: string | null;
  registrationId: number | null;
  regNo: string | null;
  statusChangedAt: Date | null;
  createdAt: Date;
}
