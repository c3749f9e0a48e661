import type { RegistrationEventStatus } from '@/features/registration/registrationTypes';

/** Wording of the profile's classes and payments. Kept free of antd so it can be unit-tested. */

/** A seat's status as the participant reads it: a seat is "Pending" until its registration is paid. */
export const classStatusLabels: Readonly<Record<RegistrationEventStatus, string>> = {
  Draft: 'Pending',
  Confirmed: 'Confirmed',
  Rescheduled: 'Rescheduled',
  Attended: 'Attended',
  Refunded: 'Refunded',
  Voided: 'Cancelled',
};

/** antd Tag colours of the seat statuses. */
export const classStatusColors: Readonly<Record<RegistrationEventStatus, string>> = {
  Draft: 'warning',
  Confirmed: 'success',
  Rescheduled: 'processing',
  Attended: 'blue',
  Refunded: 'default',
  Voided: 'default',
};
