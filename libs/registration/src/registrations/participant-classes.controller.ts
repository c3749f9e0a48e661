import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { type AppAbility, CheckPolicies, CurrentAbility } from '@app/core';
import { ParticipantService } from '@app/people';
import { RegistrationAdminService } from './registration-admin.service';

/** A participant's classes: the events they hold seats at, for their profile (spec 7.5). */
@Controller()
export class ParticipantClassesController {
  constructor(
    private readonly participants: ParticipantService,
    private readonly registrations: RegistrationAdminService,
  ) {}

  @Get('classes/participant/:id/byId')
  @CheckPolicies('read', 'Participant', { perRecord: true })
  async classes(@Param('id', ParseIntPipe) id: number, @CurrentAbility() ability: AppAbility) {
    await this.participants.accessible(id, ability);
    return this.registrations.eventsOfParticipant(id);
  }
}
