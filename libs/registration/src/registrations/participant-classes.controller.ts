import { Controller, Get, Param } from '@nestjs/common';
import { type AppAbility, CheckPolicies, CurrentAbility, IdPipe } from '@app/core';
import { ParticipantService } from '@app/people';
import { RegistrationAdminService } from './registration-admin.service';
import { readsAllRegistrations } from './registration-access';

/** A participant's classes: the events they hold seats at, for their profile (spec 7.5). */
@Controller()
export class ParticipantClassesController {
  constructor(
    private readonly participants: ParticipantService,
    private readonly registrations: RegistrationAdminService,
  ) {}

  @Get('classes/participant/:id/byId')
  @CheckPolicies('read', 'Registration', { perRecord: true })
  async classes(@Param('id', IdPipe) id: number, @CurrentAbility() ability: AppAbility) {
    await this.participants.accessible(id, ability, 'read', 'Registration');
    return this.registrations.eventsOfParticipant(
      id,
      readsAllRegistrations(ability) ? 'staff' : 'participant',
    );
  }
}
