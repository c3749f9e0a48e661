import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '@app/core';

/** Spec 3: lead kinds. A digital-training expression of interest is a WSQ lead. */
export enum LeadKind {
  Res = 'res',
  Other = 'other',
  Wsq = 'wsq',
}

/** Which public form a lead came in through. */
export enum LeadSource {
  ResLeadForm = 'res-lead-form',
  OtherLeadForm = 'other-lead-form',
  DigitalTrainingEoi = 'digital-training-eoi',
  BackOffice = 'back-office',
}

/** Follow-up: new until someone calls, then converted (a registration came of it) or closed. */
export enum LeadStatus {
  New = 'new',
  Contacted = 'contacted',
  Converted = 'converted',
  Closed = 'closed',
}

/** Someone who asked about a course through a public form, worked by the back office. */
@Entity({ tableName: 'lead' })
@Index({ properties: ['kind', 'status', 'createdAt'] })
export class Lead extends BaseEntity<'status' | 'statusChangedAt' | 'statusChangedBy' | 'notes'> {
  @Enum({ items: () => LeadKind })
  kind!: LeadKind;

  @Enum({ items: () => LeadSource })
  source!: LeadSource;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  /** Eight digits, as `normaliseSgMobile` gives it. */
  @Property({ type: 'string', length: 20 })
  mobileNo!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  companyName?: string | null;

  /** The course asked about, if the form named one. */
  @Property({ type: 'integer', nullable: true })
  courseId?: number | null;

  @Property({ type: 'text', nullable: true })
  message?: string | null;

  @Enum({ items: () => LeadStatus, default: LeadStatus.New })
  status: LeadStatus = LeadStatus.New;

  /** Staff's follow-up notes. */
  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** The registration the lead became, set only by conversion. */
  @Property({ type: 'integer', nullable: true })
  registrationId?: number | null;

  @Property({ type: 'datetime', nullable: true })
  statusChangedAt?: Date | null;

  /** The user who last changed the status. */
  @Property({ type: 'integer', nullable: true })
  statusChangedBy?: number | null;
}
