import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  CheckPolicies,
  CurrentUser,
  IdPipe,
  type Page,
  Public,
  PublicFormRateLimit,
  type SessionUser,
} from '@app/core';
import { LeadConversionInput, LeadInput, LeadQueryDto, type LeadResponse, LeadStatusInput } from './lead.dto';
import { LeadKind, LeadSource } from './lead.entity';
import { LeadService } from './lead.service';

/** The public lead forms of spec 7.6: rate-limited per address, with a honeypot against bots. */
@Controller()
@Public()
@PublicFormRateLimit()
export class PublicLeadsController {
  constructor(private readonly leads: LeadService) {}

  @Post('registration/res/lead/create')
  resLead(@Body() input: LeadInput) {
    return this.leads.submit(LeadKind.Res, LeadSource.ResLeadForm, input);
  }

  @Post('registration/other/lead/create')
  otherLead(@Body() input: LeadInput) {
    return this.leads.submit(LeadKind.Other, LeadSource.OtherLeadForm, input);
  }

  /** Digital training's expression of interest: WSQ courses, so a WSQ lead. */
  @Post('digital-training/eoi/create')
  digitalTrainingEoi(@Body() input: LeadInput) {
    return this.leads.submit(LeadKind.Wsq, LeadSource.DigitalTrainingEoi, input);
  }
}

/** The back office's lead lists per kind, follow-up and conversion. */
@Controller('admin/register')
export class LeadsAdminController {
  constructor(private readonly leads: LeadService) {}

  @Get('resleads/getall')
  @CheckPolicies('read', 'Lead')
  resAll(@Query() query: LeadQueryDto): Promise<LeadResponse[]> {
    return this.leads.all(LeadKind.Res, query);
  }

  @Get('resleads/getbypage')
  @CheckPolicies('read', 'Lead')
  resPage(@Query() query: LeadQueryDto): Promise<Page<LeadResponse>> {
    return this.leads.page(LeadKind.Res, query);
  }

  @Get('otherleads/getall')
  @CheckPolicies('read', 'Lead')
  otherAll(@Query() query: LeadQueryDto): Promise<LeadResponse[]> {
    return this.leads.all(LeadKind.Other, query);
  }

  @Get('otherleads/getbypage')
  @CheckPolicies('read', 'Lead')
  otherPage(@Query() query: LeadQueryDto): Promise<Page<LeadResponse>> {
    return this.leads.page(LeadKind.Other, query);
  }

  @Get('wsqleads/getall')
  @CheckPolicies('read', 'Lead')
  wsqAll(@Query() query: LeadQueryDto): Promise<LeadResponse[]> {
    return this.leads.all(LeadKind.Wsq, query);
  }

  @Get('wsqleads/getbypage')
  @CheckPolicies('read', 'Lead')
  wsqPage(@Query() query: LeadQueryDto): Promise<Page<LeadResponse>> {
    return this.leads.page(LeadKind.Wsq, query);
  }

  @Post('leads/:id/status')
  @HttpCode(200)
  @CheckPolicies('update', 'Lead')
  setStatus(
    @Param('id', IdPipe) id: number,
    @Body() input: LeadStatusInput,
    @CurrentUser() user: SessionUser,
  ): Promise<LeadResponse> {
    return this.leads.setStatus(id, input, user.id);
  }

  @Post('leads/:id/convert')
  @HttpCode(200)
  @CheckPolicies('update', 'Lead')
  convert(
    @Param('id', IdPipe) id: number,
    @Body() input: LeadConversionInput,
    @CurrentUser() user: SessionUser,
  ): Promise<LeadResponse> {
    return this.leads.convert(id, input, user.id);
  }
}
