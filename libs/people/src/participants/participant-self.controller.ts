import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  type AppAbility,
  CheckPolicies,
  CurrentAbility,
  IdDto,
  Public,
  SignInRateLimit,
  normaliseSgMobile,
  IdPipe,
} from '@app/core';
import { MobileNoDto } from './participant.dto';
import { AgentStatus } from './participant.entity';
import { ParticipantService } from './participant.service';
import { PersonStatus } from '../shared/person.entity';

/** Shows that someone is on file without saying who: first letters only. */
const hint = (text: string): string =>
  text
    .split(/\s+/)
    .map((word) => `${word.slice(0, 1)}${'*'.repeat(Math.max(word.length - 1, 1))}`)
    .join(' ');

/**
 * The participant-facing routes of spec 7.5. Signed-in participants reach only their own record;
 * staff who may read participants reach any. The public lookups answer about a participant only
 * to them or to staff, and everyone else as if there were no such participant (`mayDisclose`).
 */
@Controller()
export class ParticipantSelfController {
  constructor(private readonly participants: ParticipantService) {}

  /** Lets the registration form offer "sign in to use your saved details" without leaking them. */
  @Post('participant/getbymobileno')
  @HttpCode(200)
  @Public()
  @SignInRateLimit()
  async byMobile(
    @Body() dto: MobileNoDto,
    @CurrentAbility() ability: AppAbility,
  ): Promise<{ found: boolean; name?: string; email?: string }> {
    const match = await this.participants.disclosed(
      { mobileNo: normaliseSgMobile(dto.mobileNo), status: PersonStatus.Active },
      ability,
    );
    if (!match) return { found: false };
    const [local, domain] = match.email.split('@');
    return {
      found: true,
      name: hint(`${match.firstName} ${match.lastName}`),
      email: `${hint(local)}@${domain}`,
    };
  }

  @Get('is-propnex-agent')
  @Public()
  async isPartnerAgency(
    @Query() query: IdDto,
    @CurrentAbility() ability: AppAbility,
  ): Promise<{ partnerAgency: boolean }> {
    const participant = await this.participants.disclosed({ id: query.id }, ability);
    return { partnerAgency: participant?.agentStatus === AgentStatus.PartnerAgency };
  }

  @Get('participant/:id/png')
  @CheckPolicies('read', 'Participant', { perRecord: true })
  async png(@Param('id', IdPipe) id: number, @CurrentAbility() ability: AppAbility) {
    await this.participants.accessible(id, ability);
    return this.participants.png(id);
  }
}
