import { paymentStatusLabels, registrationStatusLabels } from '@/features/registration/payment';
import type { PaymentStatus, RegistrationStatus } from '@/features/registration/registrationTypes';
import type { ListQuery } from '@/shared/listQuery';

/**
 * The shapes of the back office's registration routes (`/admin/register/details/*`, `/admin/registration/*`).
 * A registration itself is the public feature's RegistrationView: both sides read the same one.
 */

function keysOf<V extends string>(labels: Readonly<Record<V, string>>): V[] {
  // Object.keys widens to string[]; the keys are exactly the record's V keys.
  return Object.keys(labels) as V[];
}

/** The registration statuses the list filters by, in the order the journey reaches them. */
export const registrationStatuses: readonly RegistrationStatus[] = keysOf(registrationStatusLabels);
export const paymentStatuses: readonly PaymentStatus[] = keysOf(paymentStatusLabels);

/** The whole list, or only the registrations with money involved (what the accounts team reconciles). */
export const registrationListViews = ['accounts'] as const;
export type RegistrationListView = (typeof registrationListViews)[number];

/** `view` picks the route and is never sent; the rest travel under the names the server takes. */
export type RegistrationListQuery = ListQuery<'status' | 'paymentStatus' | 'eventId' | 'view'>;

/** `GET /admin/registration/events/upcoming|past`, `/admin/registration/bootcamp/getbypage`: one event's figures. */
export interface EventRegistrationSummary {
  eventId: number;
  title: string;
  startsAt: string | null;
  capacity: number;
  /** Seats confirmed, rescheduled or attended. */
  confirmed: number;
  /** Seats held for checkouts not yet paid. */
  held: number;
  seatsLeft: number;
  paidCents: number;
}

export const eventSummaryKinds = ['upcoming', 'past', 'bootcamp'] as const;
export type EventSummaryKind = (typeof eventSummaryKinds)[number];

/** `GET /admin/registration/ecourses/summary`: how many started and finished each active e-course. */
export interface ECourseTakeUp {
  ecourseId: number;
  title: string;
  enrolled: number;
  completed: number;
}

/** `GET /transactions/participant/:id/byId`: one payment with its documents. */
export interface Transaction {
  regNo: string;
  invoiceId: number;
  invoiceNo: string;
  receiptId: number | null;
  receiptNo: string | null;
  method: string;
  amountCents: number;
  receivedAt: string;
}

/** `POST /payment/paynow/verify`: a transfer staff found in the bank's records. */
export interface PayNowVerifyInput {
  reg_no: string;
  bankReference: string;
  amountCents: number;
}
