import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  type AppAbility,
  CheckPolicies,
  CurrentAbility,
  IdPipe,
  Public,
  PublicFormRateLimit,
} from '@app/core';
import { ParticipantService } from '@app/people';
import { SkillsFutureClaimInput, SkillsFutureResendInput } from './skillsfuture.dto';
import { SkillsFutureService } from './skillsfuture.service';

@Controller()
export class SkillsFutureController {
  constructor(
    private readonly claims: SkillsFutureService,
    private readonly participants: ParticipantService,
  ) {}

  /** Spec 7.6: the participant asks for their claim details again (rate-limited, answers alike). */
  @Post('registration/res/skillsfuture/resend')
  @HttpCode(202)
  @Public()
  @PublicFormRateLimit()
  resend(@Body() input: SkillsFutureResendInput) {
    return this.claims.resend(input.regNo, input.email);
  }

  @Get('admin/registration/skillsfuture/registration/:id')
  @CheckPolicies('read', 'Registration')
  ofRegistration(@Param('id', IdPipe) id: number) {
    return this.claims.ofRegistration(id);
  }

  @Put('admin/registration/skillsfuture/:registrationEventId')
  @CheckPolicies('update', 'Registration')
  save(
    @Param('registrationEventId', IdPipe) registrationEventId: number,
    @Body() input: SkillsFutureClaimInput,
  ) {
    return this.claims.save(registrationEventId, input);
  }

  /** The participant's own claims on their profile, or any participant's for staff. */
  @Get('classes/participant/:id/skillsfuture')
  @CheckPolicies('read', 'Registration', { perRecord: true })
  async ofParticipant(@Param('id', IdPipe) id: number, @CurrentAbility() ability: AppAbility) {
    await this.participants.accessible(id, ability, 'read', 'Registration');
    return this.claims.ofParticipant(id);
  }
}
