import { type BookedAs } from '@app/people';
import {
  type AppliedDiscount,
  type PaymentMethod,
  type PaymentStatus,
  type RegistrationChannel,
  type RegistrationEventStatus,
  type RegistrationStatus,
} from './registration.entity';

export interface RegistrationLineView {
  id: number;
  eventId: number;
  eventTitle: string;
  startsAt: Date | null;
  endsAt: Date | null;
  participantId: number;
  participantName: string;
  status: RegistrationEventStatus;
  listCents: number;
  unitCents: number;
  /** What the seat's attendance QR carries. */
  attendanceCode: string;
  /** In the records view only: what an unproven booker typed for this participant (see RegistrationEvent). */
  bookedAs?: BookedAs | null;
}

/**
 * Whom a view is for. `booker`: whoever made or pays for the registration, who sees what they typed
 * for a participant they did not prove to be, never the stored record. `records`: staff, and the
 * tax documents and mail addressed to the stored payer, which show the stored participants and
 * what a booker typed beside them.
 */
export type RegistrationAudience = 'booker' | 'records';

export interface RegistrationView {
  id: number;
  regNo: string;
  channel: RegistrationChannel;
  status: RegistrationStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  payer: { id: number; name: string; email: string };
  subtotalCents: number;
  discounts: AppliedDiscount[];
  discountCents: number;
  totalCents: number;
  gstCents: number;
  gstRateBasisPoints: number;
  promoCode: string | null;
  holdExpiresAt: Date;
  paidAt: Date | null;
  remarks: string | null;
  lines: RegistrationLineView[];
  createdAt: Date;
}
