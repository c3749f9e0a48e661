import { Enum, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity, User } from '@app/core';

export enum PersonStatus {
  Active = 'Active',
  Archived = 'Archived',
}

/** What trainers and facilitators have in common: who they are, how to reach them, their login. */
export abstract class PersonEntity extends BaseEntity<
  'status' | 'photoKey' | 'remarks' | 'userId' | 'email'
> {
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 20 })
  mobileNo!: string;

  /** The login this person uses, so trainers and facilitators see their own events. */
  @ManyToOne(() => User, { mapToPk: true, nullable: true, fieldName: 'user_id', deleteRule: 'set null' })
  userId?: number | null;

  @Property({ type: 'text', nullable: true })
  remarks?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  photoKey?: string | null;

  @Enum({ items: () => PersonStatus, default: PersonStatus.Active })
  status: PersonStatus = PersonStatus.Active;
}
