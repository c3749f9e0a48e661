import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEnum,
  IsOptional,
  IsString,
  Matches,
  ValidateNested,
} from 'class-validator';
import { WholeNumber } from '@app/core';
import { ProfileInput } from '@app/people';
import { type Quote } from '../pricing/pricing';
import { PaymentMethod } from '../registrations/registration.entity';
import { OptionalPromoCode } from '../promotions/promo-code-field';
import { EnrolmentLineInput, ParticipantDetails } from '../enrolment/enrolment-line.dto';

export class CartItemInput extends EnrolmentLineInput {
  @ParticipantDetails(() => ProfileInput)
  participant!: ProfileInput;
}

/** Step 3's cart: whom to register for which events, and how the visitor will pay. */
export class CartInput {
  @IsArray({ message: 'The cart is empty' })
  @ArrayMinSize(1, { message: 'The cart is empty' })
  @ArrayMaxSize(20, { message: 'A cart holds at most 20 registrations' })
  @ValidateNested({ each: true })
  @Type(() => CartItemInput)
  items!: CartItemInput[];

  @OptionalPromoCode()
  promoCode?: string | null;
}

export class CheckoutInput extends CartInput {
  @IsEnum([PaymentMethod.Card, PaymentMethod.PayNow, PaymentMethod.PayPal], {
    message: 'Payment method must be card, paynow or paypal',
  })
  paymentMethod!: PaymentMethod;

  /** What the page showed; a different server total refuses the checkout so the visitor can review. */
  @IsOptional()
  @WholeNumber({ min: 0 })
  expectedTotalCents?: number;

  /** Made once per checkout page: the same key submitted twice gives the same registration. */
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: 'idempotencyKey must be 16 to 64 letters, digits, - or _' })
  idempotencyKey!: string;
}

export interface QuoteLine {
  eventId: number;
  eventTitle: string;
  participantName: string;
  listCents: number;
  unitCents: number;
}

export interface CartQuote extends Omit<Quote, 'lines'> {
  lines: QuoteLine[];
}
