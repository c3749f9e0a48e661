/** `GET /admin/reschedule/event/:id`: steps 1 and 2, an event's confirmed seats and where they may go. */
export interface RescheduleOptions {
  event: { id: number; title: string; courseId: number; startsAt: string | null };
  seats: RescheduleSeat[];
  targets: RescheduleTarget[];
}

export interface RescheduleSeat {
  registrationEventId: number;
  registrationId: number;
  regNo: string;
  participantId: number;
  participantName: string;
  unitCents: number;
}

export interface RescheduleTarget {
  eventId: number;
  title: string;
  startsAt: string | null;
  capacity: number;
  feeCents: number;
  seatsLeft: number;
}

export type RescheduleKind = 'Reschedule' | 'Reschedule FOC';
export const rescheduleKinds: readonly RescheduleKind[] = ['Reschedule', 'Reschedule FOC'];

/** `POST /admin/reschedule/sendemail`. */
export interface RescheduleInput {
  registrationEventIds: number[];
  targetEventId: number;
  kind: RescheduleKind;
  sendEmail: boolean;
}

export interface RescheduleResult {
  moves: {
    fromId: number;
    toId: number;
    registrationId: number;
    invoiceId: number | null;
    creditNoteId: number | null;
  }[];
  email: { sent: boolean; message: string } | null;
}
