import type {
  PaymentMethod,
  PaymentStatus,
  RegistrationEventStatus,
} from '@/features/registration/registrationTypes';

/** Spec's agent statuses, as the API spells them. */
export const agentStatuses = ['partner-agency', 'External', 'Non-Agent'] as const;
export type AgentStatus = (typeof agentStatuses)[number];

/** The lookup fields a participant record carries; the public cannot read their lists yet. */
export const profileLookupFields = [
  'genderId',
  'raceId',
  'nationalityId',
  'citizenshipId',
  'dietaryId',
  'tshirtSizeId',
  'educationId',
  'employmentId',
] as const;
export type ProfileLookupField = (typeof profileLookupFields)[number];

/** What participants may say about themselves. */
interface ProfileFields {
  firstName: string;
  lastName: string;
  nric: string | null;
  email: string;
  mobileNo: string;
  ceaRegNo: string | null;
  dateOfBirth: string | null;
  agentStatus: AgentStatus | null;
  agencyName: string | null;
  medicalCondition: string | null;
  address: string | null;
  postalCode: string | null;
}

/**
 * The signed-in participant's own record as `GET /profile/me` returns it (a ParticipantResponse); the
 * NRIC/FIN is shown in full, as the record is the reader's own.
 */
export type Profile = ProfileFields & {
  id: number;
  name: string;
  status: string;
  userId: number | null;
  createdAt: string;
  updatedAt: string;
} & Record<ProfileLookupField, number | null>;

/** What `POST /profile/update` takes. */
export type ProfileInput = ProfileFields & Partial<Record<ProfileLookupField, number | null>>;

/** What `POST /profile/create` takes: the profile and the password of the new login. */
export type SignUpInput = ProfileInput & { password: string };

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * One of the participant's seats, as `GET /classes/participant/:id/byId` lists them (newest registration
 * first): the class, the registration it belongs to, and that registration's payment.
 */
export interface MyClass {
  /** The seat's own id (a registration line). */
  id: number;
  registrationId: number;
  regNo: string;
  eventId: number;
  eventTitle: string;
  startsAt: string | null;
  endsAt: string | null;
  participantId: number;
  participantName: string;
  status: RegistrationEventStatus;
  paymentStatus: PaymentStatus;
  listCents: number;
  unitCents: number;
  /** What the seat's attendance QR carries: the code of its public pass page. */
  attendanceCode: string;
}

/** A payment of a registration the participant paid for, with its documents (`GET /transactions/participant/:id/byId`). */
export interface MyPayment {
  regNo: string;
  invoiceId: number;
  invoiceNo: string;
  /** Null until a receipt is issued. */
  receiptId: number | null;
  receiptNo: string | null;
  method: PaymentMethod | 'none';
  amountCents: number;
  receivedAt: string;
}
