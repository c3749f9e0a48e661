import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CheckPolicies } from '../access/policy';
import { CurrentUser } from '../access/request-user';
import { type SessionUser } from '../access/session-user';
import { type Page } from '../http/paging';
import { type MailMessageResponse, OutboxQueryDto, SendTestMailDto } from './mail.dto';
import { OutboxService } from './outbox.service';
import { IdPipe } from '../http/path-params';

@Controller('admin/mail')
export class OutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Get('outbox')
  @CheckPolicies('read', 'Mail')
  list(@Query() query: OutboxQueryDto): Promise<Page<MailMessageResponse>> {
    return this.outbox.list(query);
  }

  @Get('outbox/:id')
  @CheckPolicies('read', 'Mail')
  get(@Param('id', IdPipe) id: number): Promise<MailMessageResponse & { html: string }> {
    return this.outbox.get(id);
  }

  @Post('test')
  @HttpCode(202)
  @CheckPolicies('create', 'Mail')
  sendTest(@Body() dto: SendTestMailDto, @CurrentUser() user: SessionUser): Promise<MailMessageResponse> {
    return this.outbox.sendTest(dto.to, user);
  }
}
