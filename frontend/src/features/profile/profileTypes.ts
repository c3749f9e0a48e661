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

/** The signed-in participant's own record as `GET /profile/me` returns it (a ParticipantResponse). */
export type Profile = {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  /** Shown in full: the record is the reader's own. */
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
  status: string;
  userId: number | null;
  createdAt: string;
  updatedAt: string;
} & Record<ProfileLookupField, number | null>;

/** What `POST /profile/update` takes: what participants may say about themselves. */
export type ProfileInput = {
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
} & Partial<Record<ProfileLookupField, number | null>>;

/** What `POST /profile/create` takes: the profile and the password of the new login. */
export type SignUpInput = ProfileInput & { password: string };

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}
