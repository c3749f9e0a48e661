import { Type } from 'class-transformer';
import { IsInt, IsString, Matches, MaxLength, Min } from 'class-validator';

export class RegistrationRefDto {
  @Type(() => Number)
  @IsInt({ message: 'registrationId is required' })
  @Min(1)
  registrationId!: number;
}

export class CaptureDto extends RegistrationRefDto {
  @IsString()
  @MaxLength(64)
  orderId!: string;
}

/** Staff confirm a PayNow transfer against the bank's record of it. */
export class PayNowVerifyDto {
  @IsString()
  @Matches(/^REG-\d{4}-\d{6}$/, { message: 'reg_no must be a registration number, e.g. REG-2026-000042' })
  reg_no!: string;

  @IsString()
  @Matches(/^[A-Za-z0-9-]{4,60}$/, { message: 'bankReference must be the bank transaction reference' })
  bankReference!: string;

  @IsInt({ message: 'amountCents must be the amount received, in cents' })
  @Min(1)
  amountCents!: number;
}

export class StaffRegistrationRefDto {
  @Type(() => Number)
  @IsInt({ message: 'reg_id is required' })
  @Min(1)
  reg_id!: number;
}
