import { Embeddable, Embedded, Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Audited, BaseEntity, User } from '@app/core';
import { Corporate } from '../corporates/corporate.entity';
import { PersonStatus } from '../shared/person.entity';

/** Agent statuses of spec 6. */
export enum AgentStatus {
  PartnerAgency = 'partner-agency',
  External = 'External',
  NonAgent = 'Non-Agent',
}

export enum PngTrainingStatus {
  Enrolled = 'Enrolled',
  InProgress = 'In Progress',
  Completed = 'Completed',
  Withdrawn = 'Withdrawn',
}

/** Enrolment in the professional-certification programme (pcep). */
@Embeddable()
export class PcepDetails {
  @Property({ type: 'string', length: 30, nullable: true })
  membershipNo?: string | null;

  @Property({ type: 'date', nullable: true })
  enrolledOn?: string | null;

  @Property({ type: 'date', nullable: true })
  expiresOn?: string | null;
}

/** Progress through png training. */
@Embeddable()
export class PngDetails {
  @Enum({ items: () => PngTrainingStatus, nullable: true })
  status?: PngTrainingStatus | null;

  @Property({ type: 'string', length: 50, nullable: true })
  cohort?: string | null;

  @Property({ type: 'date', nullable: true })
  enrolledOn?: string | null;

  @Property({ type: 'date', nullable: true })
  completedOn?: string | null;
}

/**
 * Someone who attends courses. NRIC/FIN and e-mail identify a person: each belongs to at most one
 * active participant, which the partial unique indexes enforce even when two saves race.
 */
@Audited('Participant', { redact: ['nric', 'dateOfBirth', 'medicalCondition'] })
@Entity({ tableName: 'participant' })
@Index({
  name: 'participant_name_trgm',
  expression: `create index "participant_name_trgm" on "participant" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops)`,
})
@Index({
  name: 'participant_email_trgm',
  expression: `create index "participant_email_trgm" on "participant" using gin ("email" gin_trgm_ops)`,
})
@Index({
  name: 'participant_nric_active_unique',
  expression: `create unique index "participant_nric_active_unique" on "participant" ("nric") where "status" = 'Active' and "nric" is not null`,
})
@Index({
  name: 'participant_email_active_unique',
  expression: `create unique index "participant_email_active_unique" on "participant" ("email") where "status" = 'Active'`,
})
@Index({ properties: ['mobileNo'] })
// Lookup entries and corporates in use cannot be deleted (no action): archive them instead.
export class Participant extends BaseEntity<
  | 'status'
  | 'nric'
  | 'ceaRegNo'
  | 'dateOfBirth'
  | 'genderId'
  | 'raceId'
  | 'nationalityId'
  | 'citizenshipId'
  | 'dietaryId'
  | 'tshirtSizeId'
  | 'participantTypeId'
  | 'profileId'
  | 'educationId'
  | 'employmentId'
  | 'agentStatus'
  | 'agencyName'
  | 'corporateId'
  | 'medicalCondition'
  | 'address'
  | 'postalCode'
  | 'remarks'
  | 'userId'
  | 'mergedIntoId'
  | 'pcep'
  | 'png'
> {
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  /** Upper case, checksum-validated; personal data (never logged, masked for most roles). */
  @Property({ type: 'string', length: 9, nullable: true })
  nric?: string | null;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 20 })
  mobileNo!: string;

  @Property({ type: 'string', length: 10, nullable: true })
  ceaRegNo?: string | null;

  @Property({ type: 'date', nullable: true })
  dateOfBirth?: string | null;

  @ManyToOne({
    entity: 'Gender',
    mapToPk: true,
    fieldName: 'gender_id',
    nullable: true,
    deleteRule: 'no action',
  })
  genderId?: number | null;

  @ManyToOne({ entity: 'Race', mapToPk: true, fieldName: 'race_id', nullable: true, deleteRule: 'no action' })
  raceId?: number | null;

  @ManyToOne({
    entity: 'Nationality',
    mapToPk: true,
    fieldName: 'nationality_id',
    nullable: true,
    deleteRule: 'no action',
  })
  nationalityId?: number | null;

  @ManyToOne({
    entity: 'Citizenship',
    mapToPk: true,
    fieldName: 'citizenship_id',
    nullable: true,
    deleteRule: 'no action',
  })
  citizenshipId?: number | null;

  @ManyToOne({
    entity: 'Dietary',
    mapToPk: true,
    fieldName: 'dietary_id',
    nullable: true,
    deleteRule: 'no action',
  })
  dietaryId?: number | null;

  @ManyToOne({
    entity: 'TshirtSize',
    mapToPk: true,
    fieldName: 'tshirt_size_id',
    nullable: true,
    deleteRule: 'no action',
  })
  tshirtSizeId?: number | null;

  @ManyToOne({
    entity: 'ParticipantType',
    mapToPk: true,
    fieldName: 'participant_type_id',
    nullable: true,
    deleteRule: 'no action',
  })
  participantTypeId?: number | null;

  @ManyToOne({
    entity: 'Profile',
    mapToPk: true,
    fieldName: 'profile_id',
    nullable: true,
    deleteRule: 'no action',
  })
  profileId?: number | null;

  @ManyToOne({
    entity: 'Education',
    mapToPk: true,
    fieldName: 'education_id',
    nullable: true,
    deleteRule: 'no action',
  })
  educationId?: number | null;

  @ManyToOne({
    entity: 'Employment',
    mapToPk: true,
    fieldName: 'employment_id',
    nullable: true,
    deleteRule: 'no action',
  })
  employmentId?: number | null;

  @Enum({ items: () => AgentStatus, nullable: true })
  agentStatus?: AgentStatus | null;

  @Property({ type: 'string', length: 200, nullable: true })
  agencyName?: string | null;

  @ManyToOne(() => Corporate, {
    mapToPk: true,
    fieldName: 'corporate_id',
    nullable: true,
    deleteRule: 'no action',
  })
  corporateId?: number | null;

  @Property({ type: 'text', nullable: true })
  medicalCondition?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  address?: string | null;

  @Property({ type: 'string', length: 6, nullable: true })
  postalCode?: string | null;

  @Property({ type: 'text', nullable: true })
  remarks?: string | null;

  /** The participant's own login (role Participant), when they have one. */
  @ManyToOne(() => User, {
    mapToPk: true,
    fieldName: 'user_id',
    nullable: true,
    unique: true,
    deleteRule: 'set null',
  })
  userId?: number | null;

  /** Set when staff merged this record into another; the record stays, archived, for history. */
  @ManyToOne(() => Participant, {
    mapToPk: true,
    fieldName: 'merged_into_id',
    nullable: true,
    deleteRule: 'set null',
  })
  mergedIntoId?: number | null;

  @Embedded(() => PcepDetails, { prefix: 'pcep_' })
  pcep: PcepDetails = new PcepDetails();

  @Embedded(() => PngDetails, { prefix: 'png_' })
  png: PngDetails = new PngDetails();

  @Enum({ items: () => PersonStatus, default: PersonStatus.Active })
  status: PersonStatus = PersonStatus.Active;
}
