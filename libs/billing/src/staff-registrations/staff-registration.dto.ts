import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IfGiven, RecordId, RequiredText, WholeNumber } from '@app/core';
import { ParticipantInput } from '@app/people';
import {
  EnrolmentLineInput,
  OptionalPromoCode,
  ParticipantDetails,
  RegistrationChannel,
} from '@app/registration';
import { Cents } from '../ledger/ledger.dto';
import { SalePaymentInput } from '../products/product-sale.dto';

/** One participant at one event, as staff enter it: the person found or created by NRIC/FIN or e-mail. */
export class StaffItemInput extends EnrolmentLineInput {
  @ParticipantDetails(() => ParticipantInput)
  participant!: ParticipantInput;

  /** The price agreed at the counter, instead of the event's fee for the participant type. */
  @IfGiven()
  @Cents(0, 'Price must be a whole number of cents')
  feeCents?: number | null;
}

/** What every staff registration form sends besides its participants. */
class StaffRegistrationBase {
  @IsArray({ message: 'Add at least one participant' })
  @ArrayMinSize(1, { message: 'Add at least one participant' })
  @ArrayMaxSize(200, { message: 'Register at most 200 participants at a time (a batch takes more)' })
  @ValidateNested({ each: true })
  @Type(() => StaffItemInput)
  items!: StaffItemInput[];

  @OptionalPromoCode()
  promoCode?: string | null;

  /** What the previous step showed; a different total answers 409 with the new one. */
  @IsOptional()
  @WholeNumber({ min: 0 })
  expectedTotalCents?: number;

  /** Made once per form: the same key submitted twice gives the same registration. */
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: 'idempotencyKey must be 16 to 64 letters, digits, - or _' })
  idempotencyKey!: string;

  @IfGiven()
  @IsString()
  @MaxLength(2000)
  remarks?: string | null;
}

export const COUNTER_CHANNELS = [
  RegistrationChannel.WalkIn,
  RegistrationChannel.Group,
  RegistrationChannel.Vo,
];

/** `POST /admin/registration/create`: a walk-in, a group or a VO registration. */
export class StaffRegistrationInput extends StaffRegistrationBase {
  @IsIn(COUNTER_CHANNELS, { message: 'Channel must be WALK-IN, GROUP or VO' })
  channel!: RegistrationChannel;

  /** Which of the participants pays (a group's one payer); the first unless given. */
  @IsOptional()
  @WholeNumber({ min: 0, max: 199 })
  payerIndex?: number;

  /** Money taken now at the counter (cash, card terminal, PayNow); none: the invoice is paid later. */
  @IfGiven()
  @IsObject({ message: 'payment must be the payment taken' })
  @ValidateNested()
  @Type(() => SalePaymentInput)
  payment?: SalePaymentInput | null;
}

/** `POST /admin/registration/corporate/{validate,create}`: the company is the customer. */
export class CorporateRegistrationInput extends StaffRegistrationBase {
  @RecordId({ message: 'Corporate is required' })
  corporateId!: number;

  /** One invoice per participant instead of one for the registration. */
  @IsOptional()
  @IsBoolean()
  invoicePerParticipant?: boolean;
}

/** `POST /admin/registration/batch/create`: the `data` field of the multipart form (the file is `file`). */
export class BatchRegistrationInput extends EnrolmentLineInput {
  /** The company the batch is for (it is invoiced); otherwise the first valid row pays. */
  @IfGiven()
  @RecordId()
  corporateId?: number | null;

  /** Only check the rows and say what would be registered. */
  @IsOptional()
  @IsBoolean()
  preview?: boolean;

  @IfGiven()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: 'idempotencyKey must be 16 to 64 letters, digits, - or _' })
  idempotencyKey?: string | null;

  @IsOptional()
  @WholeNumber({ min: 0 })
  expectedTotalCents?: number;
}

/** `POST /admin/registration/applypayment` (and the `data` field of `applypaymentfd`). */
export class ApplyPaymentInput extends SalePaymentInput {
  @RecordId({ message: 'registrationId is required' })
  registrationId!: number;
}

/** `GET /admin/registration/corporate/participants/fetch?keyword&corporateId`. */
export class CorporateParticipantsQuery {
  @IfGiven()
  @IsString()
  @MaxLength(100)
  keyword?: string | null;

  @IfGiven()
  @RecordId()
  corporateId?: number | null;
}

export class RequiredKeyword {
  @RequiredText('Keyword', 100)
  keyword!: string;
}
