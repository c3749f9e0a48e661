import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createTransport, type Transporter } from 'nodemailer';
import { currentTime } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { afterCommit } from '../database/after-commit';
import { queryRows } from '../database/usage';
import { JobHandler } from '../jobs/job-handler';
import { JobQueue, QueueName } from '../jobs/queues';
import { MailMessage, MailStatus } from './mail-message.entity';
import { type AttachmentRef, MailAttachments } from './mail-attachments';
import { type MailTemplateName, isMailTemplate, renderMail } from './mail-templates';

export const SEND_MAIL_JOB = 'send';

const mailOff = new AsyncLocalStorage<true>();

/**
 * Runs `work` with no e-mail recorded or queued: demo data replays months of registrations and
 * scans through the real services, and the people it invents must not get (or queue) hundreds of
 * confirmations. Everything else the services do is unchanged.
 */
export const withoutMail = <T>(work: () => Promise<T>): Promise<T> => mailOff.run(true, work);

export interface MailRequest {
  to: string;
  template: MailTemplateName;
  context: Record<string, unknown>;
  attachments?: AttachmentRef[];
}

/**
 * Records an e-mail and hands it to the mail queue. Sending happens in the job: through SMTP when
 * SMTP_URL is set, otherwise the rendered message stays in the outbox table for staff to read.
 */
@Injectable()
export class MailService {
  private transporter?: Transporter;

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
    private readonly attachments: MailAttachments,
  ) {}

  /** The recorded message; none inside `withoutMail`. */
  async queue(request: MailRequest): Promise<MailMessage | null> {
    if (mailOff.getStore()) return null;
    const message = this.em.create(MailMessage, {
      to: request.to,
      template: request.template,
      context: { appName: this.config.appName, ...request.context },
      attachments: request.attachments ?? [],
    });
    await this.em.flush();
    // Sent once the message row is committed, so the job always finds it.
    await afterCommit(this.em, () =>
      this.jobs.add(QueueName.Mail, SEND_MAIL_JOB, { id: message.id }, { jobId: `mail-${message.id}` }),
    );
    return message;
  }

  /**
   * Records many e-mails in one insert (no unit of work), for hot paths and batches; each is handed
   * to the mail queue once the caller's transaction commits. The ids, in order; none inside `withoutMail`.
   */
  async queueAll(requests: readonly MailRequest[]): Promise<number[]> {
    if (mailOff.getStore() || requests.length === 0) return [];
    const now = currentTime();
    const rows = await queryRows<{ id: number }>(
      this.em,
      `insert into mail_message (created_at, updated_at, "to", template, context, attachments, subject, html,
                                 status, attempts)
       values ${requests.map(() => `(?, ?, ?, ?, ?, ?, '', '', '${MailStatus.Queued}', 0)`).join(', ')}
       returning id`,
      requests.flatMap((request) => [
        now,
        now,
        request.to,
        request.template,
        JSON.stringify({ appName: this.config.appName, ...request.context }),
        JSON.stringify(request.attachments ?? []),
      ]),
    );
    const ids = rows.map((row) => row.id);
    await afterCommit(this.em, async () => {
      for (const id of ids)
        await this.jobs.add(QueueName.Mail, SEND_MAIL_JOB, { id }, { jobId: `mail-${id}` });
    });
    return ids;
  }

  @JobHandler(QueueName.Mail, SEND_MAIL_JOB)
  async deliver({ id }: { id: number }): Promise<MailStatus> {
    const message = await this.em.findOneOrFail(MailMessage, id, { populate: ['html'] });
    if (message.status === MailStatus.Sent || message.status === MailStatus.Outbox) return message.status;
    message.attempts += 1;
    try {
      if (!isMailTemplate(message.template)) throw new Error(`Unknown mail template ${message.template}`);
      const rendered = renderMail(message.template, message.context);
      message.subject = rendered.subject;
      message.html = rendered.html;
      // Made in outbox mode too, so a document that cannot be made fails the job where staff see it.
      const files = await this.attachments.resolve(message.attachments);
      if (this.config.smtpUrl) {
        await this.transport().sendMail({
          from: this.config.mailFrom,
          to: message.to,
          ...rendered,
          attachments: files,
        });
        message.status = MailStatus.Sent;
        message.sentAt = new Date();
      } else {
        message.status = MailStatus.Outbox;
      }
      message.error = undefined;
      return message.status;
    } catch (error) {
      message.status = MailStatus.Failed;
      message.error = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      await this.em.flush();
    }
  }

  private transport(): Transporter {
    this.transporter ??= createTransport(this.config.smtpUrl);
    return this.transporter;
  }
}
