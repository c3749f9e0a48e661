import { Entity, Enum, Property } from '@mikro-orm/core';
import { BaseEntity } from '@app/core';

export enum ClaimStatus {
  Pending = 'Pending',
  Submitted = 'Submitted',
  Approved = 'Approved',
  Rejected = 'Rejected',
  Cancelled = 'Cancelled',
}

/**
 * The SkillsFuture claim of one enrolment (DOMAIN-SG "SkillsFuture Credit"): the course reference
 * and run the claim is filed under, the fee split (the nett fee is the full fee less the grant,
 * the credit claimed at most the nett fee: check constraints), and how far the claim has got.
 * Money in integer cents.
 */
@Entity({ tableName: 'skillsfuture_claim' })
export class SkillsFutureClaim extends BaseEntity<'claimStatus' | 'claimStatusChangedAt'> {
  @Property({ type: 'integer', unique: true })
  registrationEventId!: number;

  @Property({ type: 'string', length: 30 })
  courseReference!: string;

  @Property({ type: 'string', length: 30 })
  courseRun!: string;

  @Property({ type: 'integer' })
  fullFeeCents!: number;

  @Property({ type: 'integer' })
  grantCents!: number;

  @Property({ type: 'integer' })
  nettFeeCents!: number;

  @Property({ type: 'integer' })
  creditClaimedCents!: number;

  @Enum({ items: () => ClaimStatus, default: ClaimStatus.Pending })
  claimStatus: ClaimStatus = ClaimStatus.Pending;

  @Property({ type: 'datetime', nullable: true })
  claimStatusChangedAt?: Date | null;
}
