import { Controller, Get, Param } from '@nestjs/common';
import { CheckPolicies, IdPipe } from '@app/core';
import { RescheduleOptions, type RescheduleOptionsView } from './reschedule-options';

/** Steps 1 and 2 of the staff reschedule; step 3 is billing's `POST /admin/reschedule/sendemail`. */
@Controller('admin/reschedule')
export class RescheduleOptionsController {
  constructor(private readonly options: RescheduleOptions) {}

  /** The event's confirmed seats and the events of its course they may move to, with seats left. */
  @Get('event/:id')
  @CheckPolicies('read', 'Registration')
  ofEvent(@Param('id', IdPipe) id: number): Promise<RescheduleOptionsView> {
    return this.options.ofEvent(id);
  }
}
