import { Transform } from 'class-transformer';
import { IsEmail, IsEnum, Matches, MaxLength } from 'class-validator';
import { RequiredText, WholeNumber } from '@app/core';
import { ClaimStatus } from './skillsfuture-claim.entity';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const MAX_FEE_CENTS = 100_000_000;

/** Staff record an enrolment's claim; the nett fee is worked out, never typed. */
export class SkillsFutureClaimInput {
  /** SSG's course reference number, e.g. TGS-2020501234. */
  @Transform(trimmed)
  @RequiredText('Course reference no.', 30)
  @Matches(/^[A-Za-z0-9-]+$/, { message: 'Course reference no. may hold only letters, digits and hyphens' })
  courseReference!: string;

  @Transform(trimmed)
  @RequiredText('Course run', 30)
  courseRun!: string;

  @WholeNumber({ min: 0, max: MAX_FEE_CENTS, message: 'Full fee must be a whole number of cents' })
  fullFeeCents!: number;

  @WholeNumber({ min: 0, max: MAX_FEE_CENTS, message: 'Grant must be a whole number of cents' })
  grantCents!: number;

  @WholeNumber({ min: 0, max: MAX_FEE_CENTS, message: 'Credit claimed must be a whole number of cents' })
  creditClaimedCents!: number;

  @IsEnum(ClaimStatus, { message: `Claim status must be one of ${Object.values(ClaimStatus).join(', ')}` })
  claimStatus!: ClaimStatus;
}

/** The public form that e-mails the claim details again, to the address on file only. */
export class SkillsFutureResendInput {
  @Transform(trimmed)
  @RequiredText('Registration no.', 30)
  regNo!: string;

  @Transform(trimmed)
  @IsEmail({}, { message: 'E-mail must be an e-mail address' })
  @MaxLength(254)
  email!: string;
}
