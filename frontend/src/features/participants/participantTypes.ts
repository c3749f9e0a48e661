import type { ListQuery } from '@/shared/listQuery';

/** The shapes of `/admin/participant(s)/*` and of the merge and transfer routes under `/admin/user/`. */

export const participantStatuses = ['Active', 'Archived'] as const;
export type ParticipantStatus = (typeof participantStatuses)[number];

/** The search box's kinds of value (`?searchType=`); without one, every kind is searched. */
export const participantSearchTypes = ['Name', 'NRIC', 'Email', 'CEA Registration No.', 'Phone'] as const;

/** The list's filters besides the keyword, under the names the server takes. */
export type ParticipantListQuery = ListQuery<'status' | 'searchType' | 'participantTypeId' | 'corporateId'>;

/** Each field that holds an entry of a configuration list, and the label it goes by. */
export const lookupFieldLabels = {
  genderId: 'Gender',
  raceId: 'Race',
  nationalityId: 'Nationality',
  citizenshipId: 'Citizenship',
  dietaryId: 'Dietary',
  tshirtSizeId: 'T-shirt size',
  participantTypeId: 'Participant type',
  profileId: 'Profile',
  educationId: 'Education',
  employmentId: 'Employment',
} as const;
export type LookupField = keyof typeof lookupFieldLabels;
export const lookupFields = Object.keys(lookupFieldLabels) as LookupField[];

/** The configuration list each lookup field's entries come from. */
export const lookupLists: Readonly<Record<LookupField, string>> = {
  genderId: 'gender',
  raceId: 'race',
  nationalityId: 'nationality',
  citizenshipId: 'citizenship',
  dietaryId: 'dietaries',
  tshirtSizeId: 'tshirtsize',
  participantTypeId: 'participanttypes',
  profileId: 'profiles',
  educationId: 'educations',
  employmentId: 'employments',
};

/** The server's PNG training statuses (its form data does not list them). */
export const pngStatuses = ['Enrolled', 'In Progress', 'Completed', 'Withdrawn'] as const;
export type PngStatus = (typeof pngStatuses)[number];

/** The agent status whose agents must name their agency. */
export const partnerAgency = 'partner-agency';

/** A row of the lists and pickers. */
export interface ParticipantSummary {
  id: number;
  /** First and last name, as the server composes it. */
  name: string;
  /** Masked (S****567D) for readers who may not see personal data. */
  nric: string | null;
  email: string;
  mobileNo: string;
  ceaRegNo: string | null;
  status: ParticipantStatus;
}

export interface Pcep {
  membershipNo: string | null;
  enrolledOn: string | null;
  expiresOn: string | null;
}

export interface Png {
  status: PngStatus | null;
  cohort: string | null;
  enrolledOn: string | null;
  completedOn: string | null;
}

/** What staff enter about a participant besides the names, contact and personal data. */
type ParticipantDetails = Record<LookupField, number | null> & {
  agentStatus: string | null;
  agencyName: string | null;
  corporateId: number | null;
  medicalCondition: string | null;
  address: string | null;
  postalCode: string | null;
  remarks: string | null;
  pcep: Pcep;
  png: Png;
};

export type Participant = ParticipantSummary &
  ParticipantDetails & {
    firstName: string;
    lastName: string;
    /** The NRIC/FIN is masked for this reader, who then also does not see the date of birth. */
    nricMasked: boolean;
    /** Null when there is none, or when the reader may not see personal data. */
    dateOfBirth: string | null;
    /** The participant's login, if they have one. */
    userId: number | null;
    /** Set on a record merged away into another. */
    mergedIntoId: number | null;
    createdAt: string;
    updatedAt: string;
  };

/**
 * The body of create and update: no id creates, an id updates. A key left out keeps the stored value,
 * which is how a reader who sees the NRIC/FIN masked saves without wiping it.
 */
export type ParticipantInput = ParticipantDetails & {
  id?: number;
  firstName: string;
  lastName: string;
  nric?: string | null;
  email: string;
  mobileNo: string;
  ceaRegNo: string | null;
  dateOfBirth?: string | null;
};

export interface NamedOption {
  id: number;
  name: string;
}

/** `GET /admin/participant/formdata`: everything the form offers, active entries only. */
export interface ParticipantFormData {
  lookups: Record<LookupField, NamedOption[]>;
  agentStatuses: string[];
  corporates: NamedOption[];
}

/** Rows of another table that point at a participant (registrations, invoices ...), by table name. */
export interface Usage {
  table: string;
  count: number;
}

/** `GET /admin/user/merge/:id/get`: one side of a merge or transfer. */
export interface MergeCard {
  participant: Participant;
  hasLogin: boolean;
  /** What would move to the other record. */
  usages: Usage[];
}

/** The fields the merge may take from the record merged away instead of the kept one. */
export const mergeableFields = [
  'firstName',
  'lastName',
  'nric',
  'email',
  'mobileNo',
  'ceaRegNo',
  'dateOfBirth',
  'address',
  'postalCode',
  'medicalCondition',
] as const;
export type MergeableField = (typeof mergeableFields)[number];

export interface MergeInput {
  keepId: number;
  mergeId: number;
  takeFields: MergeableField[];
}

export interface MergeResult {
  kept: Participant;
  mergedId: number;
  moved: Usage[];
}

export interface TransferInput {
  fromId: number;
  toId: number;
}

export interface TransferResult {
  moved: Usage[];
}

/** The pickers' query: the record already chosen on the other side is left out. */
export interface CandidateQuery {
  keyword: string;
  excludeId?: number;
}
