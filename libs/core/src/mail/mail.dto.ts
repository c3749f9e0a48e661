import { IsEmail, IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../http/paging';
import { MailStatus, type MailMessage } from './mail-message.entity';

export class OutboxQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(Object.values(MailStatus))
  status?: MailStatus;
}

export class SendTestMailDto {
  @IsEmail({}, { message: 'to must be an e-mail address' })
  to!: string;
}

export interface MailMessageResponse {
  id: number;
  to: string;
  subject: string;
  template: string;
  status: MailStatus;
  attempts: number;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export const toMailMessageResponse = (message: MailMessage): MailMessageResponse => ({
  id: message.id,
  to: message.to,
  subject: message.subject,
  template: message.template,
  status: message.status,
  attempts: message.attempts,
  error: message.error ?? null,
  createdAt: message.createdAt,
  sentAt: message.sentAt ?? null,
});
