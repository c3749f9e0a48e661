import { IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto, RecordId } from '@app/core';
import { PaymentStatus, RegistrationStatus } from './registration.entity';

export class RegistrationQueryDto extends PageQueryDto {
  @IsOptional()
  @IsEnum(RegistrationStatus)
  status?: RegistrationStatus;

  @IsOptional()
  @IsEnum(PaymentStatus)
  paymentStatus?: PaymentStatus;

  @IsOptional()
  @RecordId()
  eventId?: number;
}

/** `PUT /admin/register/details/remarks/{id}` takes `{ data }` (spec 3: id and data). */
export class RemarksDto {
  @IsString()
  @MaxLength(2000)
  data!: string;
}
