import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { type AppAbility, CheckPolicies, CurrentAbility, IdDto, Public, SignInRateLimit } from '@app/core';
import { MobileNoDto } from './participant.dto';
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
 * staff who may read participants reach any.
 */
@Controller()
export class ParticipantSelfController {
  constructor(private readonly participants: ParticipantService) {}

  /** Lets the registration form offer "sign in to use your saved details" without leaking them. */
  @Post('participant/getbymobileno')
  @HttpCode(200)
  @Public()
  @SignInRateLimit()
  async byMobile(@Body() dto: MobileNoDto): Promise<{ found: boolean; name?: string; email?: string }> {
    const matches = await this.participants.allByMobile(dto.mobileNo, { revealPersonalData: false });
    const match = matches.find((participant) => participant.status === PersonStatus.Active);
    if (!match) return { found: false };
    const [local, domain] = match.email.split('@');
    return { found: true, name: hint(match.name), email: `${hint(local)}@${domain}` };
  }

  @Get('is-propnex-agent')
  @Public()
  async isPartnerAgency(@Query() query: IdDto): Promise<{ partnerAgency: boolean }> {
    const { partnerAgency } = await this.participants.partnerAgency({ id: query.id });
    return { partnerAgency };
  }

  @Get('participant/:id/png')
  @CheckPolicies('read', 'Participant', { perRecord: true })
  async png(@Param('id', ParseIntPipe) id: number, @CurrentAbility() ability: AppAbility) {
    await this.participants.accessible(id, ability);
    return this.participants.png(id);
  }
}
