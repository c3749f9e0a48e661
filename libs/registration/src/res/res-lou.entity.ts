import { Entity, Property } from '@mikro-orm/core';
import { BaseEntity } from '@app/core';

/**
 * A RES participant's letter of undertaking for one seat: sent as a link, read and accepted on the
 * public page. Only the link token's hash is kept; a resend issues a new token. What was accepted
 * (the text, the name, the time) is frozen on acceptance, so later edits of the text change nothing.
 */
@Entity({ tableName: 'res_lou' })
export class ResLou extends BaseEntity<'sendCount' | 'acceptedAt' | 'acceptedName' | 'acceptedHtml'> {
  @Property({ type: 'integer', unique: true })
  registrationEventId!: number;

  @Property({ type: 'integer', index: true })
  participantId!: number;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  sentAt!: Date;

  @Property({ type: 'integer', default: 1 })
  sendCount: number = 1;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt?: Date | null;

  @Property({ type: 'string', length: 200, nullable: true })
  acceptedName?: string | null;

  @Property({ type: 'text', nullable: true })
  acceptedHtml?: string | null;
}
