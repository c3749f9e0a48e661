import { Body, Controller, Get, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { CheckPolicies, IdPipe, Public, PublicFormRateLimit, pdfResponse } from '@app/core';
import { ResLouAcceptInput, ResLouSendInput } from './res-lou.dto';
import { ResLouService } from './res-lou.service';

/** The back office's side of the new RES letter of undertaking: status, preview and (re)send. */
@Controller('admin')
export class ResLouAdminController {
  constructor(private readonly lous: ResLouService) {}

  /** The participant's latest RES seat's letter: sent when, accepted when. */
  @Get('participant/:id/res-lou')
  @CheckPolicies('read', 'Registration')
  status(@Param('id', IdPipe) id: number) {
    return this.lous.status(id);
  }

  /** The letter as the participant would get it, as a PDF. */
  @Get('participant/:id/res-lou/preview')
  @CheckPolicies('read', 'Registration')
  async preview(@Param('id', IdPipe) id: number): Promise<StreamableFile> {
    return pdfResponse(await this.lous.previewPdf(id));
  }

  /** Spec 7.6: e-mails the participant a new link to their letter. */
  @Post('resend-new-res-lou-email')
  @HttpCode(200)
  @CheckPolicies('update', 'Registration')
  send(@Body() input: ResLouSendInput) {
    return this.lous.send(input.participantId);
  }
}

/** The participant's side: the link in the e-mail opens the letter, whoever is signed in. */
@Controller('res-lou')
@Public()
export class ResLouPublicController {
  constructor(private readonly lous: ResLouService) {}

  @Get(':token')
  view(@Param('token') token: string) {
    return this.lous.publicView(token);
  }

  @Get(':token/pdf')
  async pdf(@Param('token') token: string): Promise<StreamableFile> {
    return pdfResponse(await this.lous.publicPdf(token));
  }

  @Post(':token/accept')
  @HttpCode(200)
  @PublicFormRateLimit()
  accept(@Param('token') token: string, @Body() input: ResLouAcceptInput) {
    return this.lous.accept(token, input.fullName);
  }
}
