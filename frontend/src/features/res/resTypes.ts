/** `GET /admin/participant/{id}/res-lou`: the participant's latest RES seat's letter. */
export interface ResLouStatus {
  participantId: number;
  registrationEventId: number;
  regNo: string;
  courseTitle: string;
  eventTitle: string;
  sentAt: string | null;
  sendCount: number;
  acceptedAt: string | null;
  acceptedName: string | null;
}

/** `GET /res-lou/{token}`: the letter as its public page shows it (plain text, NRIC/FIN masked). */
export interface ResLouPublicView {
  participantName: string;
  nric: string | null;
  courseTitle: string;
  courseCode: string;
  resKind: string | null;
  eventTitle: string;
  dates: string | null;
  venue: string | null;
  regNo: string;
  /** Paragraphs; an empty string is a break between them. */
  undertaking: string[];
  acceptedAt: string | null;
  acceptedName: string | null;
}

export interface ResLouAcceptInput {
  token: string;
  fullName: string;
  agree: boolean;
}

export const claimStatuses = ['Pending', 'Submitted', 'Approved', 'Rejected', 'Cancelled'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** A SkillsFuture claim of one enrolment (DOMAIN-SG), money in cents. */
export interface SkillsFutureClaim {
  registrationEventId: number;
  registrationId: number;
  regNo: string;
  participantId: number;
  participantName: string;
  eventTitle: string;
  courseTitle: string;
  startsAt: string | null;
  endsAt: string | null;
  courseReference: string;
  courseRun: string;
  fullFeeCents: number;
  grantCents: number;
  nettFeeCents: number;
  creditClaimedCents: number;
  claimStatus: ClaimStatus;
  claimStatusChangedAt: string | null;
}

export interface SkillsFutureClaimInput {
  registrationEventId: number;
  registrationId: number;
  courseReference: string;
  courseRun: string;
  fullFeeCents: number;
  grantCents: number;
  creditClaimedCents: number;
  claimStatus: ClaimStatus;
}
