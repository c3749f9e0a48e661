import { IsString, Matches, MaxLength } from 'class-validator';
import { RecordId, WholeNumber } from '@app/core';

export class RegistrationRefDto {
  @RecordId({ message: 'registrationId is required' })
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

  @WholeNumber({ min: 1, message: 'amountCents must be the amount received, in cents' })
  amountCents!: number;
}

export class StaffRegistrationRefDto {
  @RecordId({ message: 'reg_id is required' })
  reg_id!: number;
}
