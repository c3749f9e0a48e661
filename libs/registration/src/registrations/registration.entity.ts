import { Cascade, Collection, Entity, Enum, Index, ManyToOne, OneToMany, Property } from '@mikro-orm/core';
import { BaseEntity, User } from '@app/core';
import { Event } from '@app/events';
import { type BookedAs, Corporate, Participant } from '@app/people';
import { newAttendanceCode } from './attendance-code';

/** Spec 4: user or registration status (the registration's side of it). */
export enum RegistrationStatus {
  InProgress = 'InProgress',
  RegisteredNotCompleted = 'RegisteredNotCompleted',
  Registered = 'Registered',
  Archived = 'Archived',
}

export enum PaymentStatus {
  Paid = 'paid',
  Unpaid = 'unpaid',
  NoPaymentRequired = 'no_payment_required',
}

/** Spec 4: registration-event status. */
export enum RegistrationEventStatus {
  Draft = 'Draft',
  Confirmed = 'Confirmed',
  Rescheduled = 'Rescheduled',
  Attended = 'Attended',
  Refunded = 'Refunded',
  Voided = 'Voided',
}

/** Spec 9: registration channels. */
export enum RegistrationChannel {
  WalkIn = 'WALK-IN',
  Corporate = 'CORPORATE',
  Group = 'GROUP',
  Online = 'ONLINE',
  Vo = 'VO',
}

/** Spec 4: reschedule kind, kept on the seat that was moved away from. */
export enum RescheduleKind {
  Regular = 'Reschedule',
  Foc = 'Reschedule FOC',
}

export enum PaymentMethod {
  Card = 'card',
  PayNow = 'paynow',
  PayPal = 'paypal',
  None = 'none',
  /** Paid outside the site, recorded by staff against the invoice; the payment's mode says how. */
  Offline = 'offline',
}

export interface AppliedDiscount {
  kind: string;
  label: string;
  amountCents: number;
}

/**
 * One checkout: who paid for which events and seats, what it cost, and how far it got. Amounts
 * are integer cents, GST included, as priced by `priceCart`.
 */
@Entity({ tableName: 'registration' })
@Index({ properties: ['status', 'holdExpiresAt'] })
// Holds that ran out, found without visiting the held seats (migration 20261125100000).
@Index({
  name: 'registration_unpaid_hold_expires_at',
  expression: `create index "registration_unpaid_hold_expires_at" on "registration" ("hold_expires_at") where "payment_status" = 'unpaid'`,
})
export class Registration extends BaseEntity<
  | 'status'
  | 'paymentStatus'
  | 'userId'
  | 'promoCode'
  | 'remarks'
  | 'paidAt'
  | 'idempotencyKey'
  | 'paymentReference'
  | 'corporateId'
> {
  @Property({ type: 'string', length: 20, unique: true })
  regNo!: string;

  @Enum({ items: () => RegistrationChannel })
  channel!: RegistrationChannel;

  @Enum({ items: () => RegistrationStatus, default: RegistrationStatus.InProgress })
  status: RegistrationStatus = RegistrationStatus.InProgress;

  @Enum({ items: () => PaymentStatus, default: PaymentStatus.Unpaid })
  paymentStatus: PaymentStatus = PaymentStatus.Unpaid;

  @Enum({ items: () => PaymentMethod })
  paymentMethod!: PaymentMethod;

  /** The provider's id for this payment (a PaymentIntent, a PayPal order, a bank reference). */
  @Property({ type: 'string', length: 100, nullable: true })
  paymentReference?: string | null;

  /** The login that made the registration, when signed in: what its owner may read. */
  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', nullable: true, deleteRule: 'set null' })
  userId?: number | null;

  /** The participant billed (the first of the cart); invoices and receipts are addressed to them. */
  @ManyToOne(() => Participant, { mapToPk: true, fieldName: 'payer_id' })
  payerId!: number;

  /**
   * The company that is the customer of a corporate (or batch) registration: it is invoiced, and
   * the corporate registration accounts report lists the registration under it. Null for
   * individuals, whoever of them paid.
   */
  @ManyToOne(() => Corporate, {
    mapToPk: true,
    fieldName: 'corporate_id',
    nullable: true,
    deleteRule: 'restrict',
    index: true,
  })
  corporateId?: number | null;

  @Property({ type: 'integer' })
  subtotalCents!: number;

  @Property({ type: 'integer' })
  discountCents!: number;

  @Property({ type: 'integer' })
  totalCents!: number;

  @Property({ type: 'integer' })
  gstCents!: number;

  @Property({ type: 'integer' })
  gstRateBasisPoints!: number;

  @Property({ type: 'json' })
  discounts!: AppliedDiscount[];

  @Property({ type: 'string', length: 40, nullable: true })
  promoCode?: string | null;

  /** Seats are held for this checkout until then, unless it is paid. */
  @Property({ type: 'datetime' })
  holdExpiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  paidAt?: Date | null;

  /** The browser's key for this checkout: submitting it twice returns the first registration. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  idempotencyKey?: string | null;

  @Property({ type: 'text', nullable: true })
  remarks?: string | null;

  @OneToMany(() => RegistrationEvent, (line) => line.registration, { cascade: [Cascade.ALL] })
  lines = new Collection<RegistrationEvent>(this);
}

/**
 * A participant's seat at one event within a registration. One live seat per participant and
 * event: the partial unique index holds even when two checkouts race.
 */
@Entity({ tableName: 'registration_event' })
@Index({
  name: 'registration_event_live_seat',
  expression: `create unique index "registration_event_live_seat" on "registration_event" ("event_id", "participant_id") where "status" in ('Draft', 'Confirmed', 'Attended')`,
})
@Index({ properties: ['eventId', 'status'] })
@Index({ properties: ['registration'] })
export class RegistrationEvent extends BaseEntity<
  'status' | 'participantTypeId' | 'attendanceCode' | 'rescheduleKind' | 'bookedAs'
> {
  @ManyToOne(() => Registration, { deleteRule: 'cascade' })
  registration!: Registration;

  @ManyToOne(() => Event, { mapToPk: true, fieldName: 'event_id' })
  eventId!: number;

  @ManyToOne(() => Participant, { mapToPk: true, fieldName: 'participant_id' })
  participantId!: number;

  /**
   * What the booker typed for a participant found by NRIC/FIN or e-mail whom they did not prove to
   * be; null when the seat is the booker's own, a proven person's, or a new record's. Bookers see
   * this instead of the stored record, and the person does not see the seat while it is only held.
   */
  @Property({ type: 'json', nullable: true })
  bookedAs?: BookedAs | null;

  @ManyToOne({
    entity: 'ParticipantType',
    mapToPk: true,
    fieldName: 'participant_type_id',
    nullable: true,
    deleteRule: 'no action',
  })
  participantTypeId?: number | null;

  @Enum({ items: () => RegistrationEventStatus, default: RegistrationEventStatus.Draft })
  status: RegistrationEventStatus = RegistrationEventStatus.Draft;

  /** The event's fee for this participant's type. */
  @Property({ type: 'integer' })
  listCents!: number;

  /** After the course promo fee, before cart discounts. */
  @Property({ type: 'integer' })
  unitCents!: number;

  /** What the seat's QR carries: identifies the seat at scan-in without the participant's NRIC. */
  @Property({ type: 'string', length: 12, unique: true })
  attendanceCode: string = newAttendanceCode();

  /** Set when the seat is rescheduled; its attendance result then says which kind. */
  @Enum({ items: () => RescheduleKind, nullable: true })
  rescheduleKind?: RescheduleKind | null;
}
