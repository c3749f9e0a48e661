import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '../database/base.entity';
import { type AttachmentRef } from './mail-attachments';

export enum MailStatus {
  Queued = 'queued',
  Sent = 'sent',
  /** Rendered but kept here because no SMTP server is configured. */
  Outbox = 'outbox',
  Failed = 'failed',
}

/** Every e-mail the product sends, kept so staff can see what went out and resend it. */
@Entity({ tableName: 'mail_message' })
@Index({ properties: ['createdAt'] })
@Index({
  name: 'mail_message_to_trgm',
  expression: `create index "mail_message_to_trgm" on "mail_message" using gin ("to" gin_trgm_ops)`,
})
@Index({
  name: 'mail_message_subject_trgm',
  expression: `create index "mail_message_subject_trgm" on "mail_message" using gin ("subject" gin_trgm_ops)`,
})
export class MailMessage extends BaseEntity<'status' | 'attempts' | 'subject' | 'html' | 'attachments'> {
  @Property({ type: 'string', length: 254 })
  to!: string;

  @Property({ type: 'string', length: 60 })
  template!: string;

  @Property({ type: 'json' })
  context!: Record<string, unknown>;

  /** Documents made and attached when the mail is sent (see MailAttachments). */
  @Property({ type: 'json', default: '[]' })
  attachments: AttachmentRef[] = [];

  @Property({ type: 'string', length: 255 })
  subject: string = '';

  @Property({ type: 'text', lazy: true })
  html: string = '';

  @Enum({ items: () => MailStatus })
  status: MailStatus = MailStatus.Queued;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  error?: string;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date;
}
