import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type SessionUser } from '../access/session-user';
import { notFound } from '../http/errors';
import { findPage, type Page } from '../http/paging';
import { type MailMessageResponse, type OutboxQueryDto, toMailMessageResponse } from './mail.dto';
import { MailMessage } from './mail-message.entity';
import { MailService } from './mail.service';

/** The back office's view of sent mail (the spec's "mail test" screen). */
@Injectable()
export class OutboxService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
  ) {}

  list(query: OutboxQueryDto): Promise<Page<MailMessageResponse>> {
    return findPage(this.em, MailMessage, query, {
      where: query.status ? { status: query.status } : undefined,
      searchFields: ['to', 'subject'],
      sortable: ['createdAt', 'to', 'subject', 'status'],
      defaultSort: { createdAt: 'desc', id: 'desc' },
      map: toMailMessageResponse,
    });
  }

  async get(id: number): Promise<MailMessageResponse & { html: string }> {
    const message = await this.em.findOne(MailMessage, id, { populate: ['html'] });
    if (!message) throw notFound('E-mail');
    return { ...toMailMessageResponse(message), html: message.html };
  }

  async sendTest(to: string, sender: SessionUser): Promise<MailMessageResponse> {
    const message = await this.mail.queue({
      to,
      template: 'mail-test',
      context: { requestedBy: `${sender.firstName} ${sender.lastName}` },
    });
    if (!message) throw new Error('E-mail is switched off for this work');
    return toMailMessageResponse(message);
  }
}
