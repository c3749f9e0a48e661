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
}

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
