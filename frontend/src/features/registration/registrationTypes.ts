import type { PublicEvent } from '@/features/events/eventTypes';
import type { ProfileInput } from '@/features/profile/profileTypes';

/** What the public event routes answer (`/event/:id/get`, the upcoming lists): an event open to the public. */
export interface RegistrableEvent extends PublicEvent {
  /** Fees that differ by participant type; a type not listed pays `feeCents`. */
  fees: { participantTypeId: number; feeCents: number }[];
  seatsLeft: number;
}

/** One registration in the cart: who attends which event, as `POST /registration/update` and `/create` take it. */
export interface CartItemInput {
  eventId: number;
  participantTypeId?: number | null;
  participant: ProfileInput;
}

export interface CartInput {
  items: CartItemInput[];
  promoCode?: string | null;
}

/** The ways to pay online; `GET /payment/methods` says which of them this site takes. */
export type PaymentMethod = 'card' | 'paynow' | 'paypal';

export interface CheckoutInput extends CartInput {
  paymentMethod: PaymentMethod;
  /** The total the page showed; the server refuses (409) when its own total differs. */
  expectedTotalCents: number;
  /** Made once per visit of step 3, so submitting twice gives one registration. */
  idempotencyKey: string;
}

export interface QuoteLine {
  eventId: number;
  eventTitle: string;
  participantName: string;
  listCents: number;
  unitCents: number;
}

export interface Discount {
  kind: string;
  label: string;
  amountCents: number;
}

/** The server's price of the cart; every amount is GST-inclusive cents. */
export interface CartQuote {
  lines: QuoteLine[];
  subtotalCents: number;
  discounts: Discount[];
  discountCents: number;
  totalCents: number;
  gstCents: number;
  totalExcludingGstCents: number;
  gstRateBasisPoints: number;
}

export type RegistrationStatus = 'InProgress' | 'RegisteredNotCompleted' | 'Registered' | 'Archived';
export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';
export type RegistrationEventStatus =
  'Draft' | 'Confirmed' | 'Rescheduled' | 'Attended' | 'Refunded' | 'Voided';

export interface RegistrationLine {
  id: number;
  eventId: number;
  eventTitle: string;
  startsAt: string | null;
  participantId: number;
  participantName: string;
  status: RegistrationEventStatus;
  listCents: number;
  unitCents: number;
}

/** `GET /registration/:id/get`, and what creating and paying for a registration answer. */
export interface RegistrationView {
  id: number;
  regNo: string;
  channel: string;
  status: RegistrationStatus;
  paymentStatus: PaymentStatus;
  /** 'none' when nothing was owed. */
  paymentMethod: PaymentMethod | 'none';
  payer: { id: number; name: string; email: string };
  subtotalCents: number;
  discounts: Discount[];
  discountCents: number;
  totalCents: number;
  gstCents: number;
  gstRateBasisPoints: number;
  promoCode: string | null;
  /** Until when the seats are held for an unpaid registration (ISO). */
  holdExpiresAt: string;
  paidAt: string | null;
  remarks: string | null;
  lines: RegistrationLine[];
  createdAt: string;
}

/** `GET /registration-count?id=`: the course pages' popup. */
export interface RegistrationCount {
  eventId: number;
  registered: number;
  seatsLeft: number;
}

/** `POST /api/check/cart/have/past/events/step3`. */
export interface PastEventsCheck {
  hasPastEvents: boolean;
  pastEventIds: number[];
}

/** `POST /transactions/payment/stripe/create`: what the card form needs. */
export interface CardPaymentStart {
  clientSecret: string;
  publishableKey: string;
  paymentIntentId: string;
  amountCents: number;
}

/** `POST /transactions/payment/paypal/create`. */
export interface PaypalOrder {
  orderId: string;
  approveUrl: string;
}

/** `POST /api/generate/qrcode`: a one-off PayNow QR for what is owed on a registration. */
export interface PaynowQr {
  payload: string;
  /** A PNG data URL. */
  qrDataUrl: string;
  amountCents: number;
  reference: string;
  /** YYYY-MM-DD: the last day the code may be paid. */
  expiresOn: string;
}

/** The self-service lookup lists of `GET /profile/formdata`. */
export interface LookupOption {
  id: number;
  name: string;
}

/**
 * `GET /registration/requirements/{eventId}`: what the event's course family needs of each participant beyond
 * name, e-mail and mobile (the rules the server applies at checkout).
 */
export interface ParticipantRequirements {
  eventId: number;
  family: string;
  requiredFields: string[];
}
