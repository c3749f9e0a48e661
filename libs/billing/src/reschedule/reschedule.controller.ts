import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CheckPolicies } from '@app/core';
import { RescheduleInput } from './reschedule.dto';
import { RescheduleService } from './reschedule.service';

/**
 * Step 3 of the staff reschedule (spec 7.6 `/admin/reschedule/sendemail`): moves the picked seats to
 * the target event, settles the price difference and sends the reschedule e-mail. Staff and
 * Administrator (`update Registration` and money: `create Refund`).
 */
@Controller('admin/reschedule')
export class RescheduleController {
  constructor(private readonly reschedules: RescheduleService) {}

  @Post('sendemail')
  @HttpCode(200)
  @CheckPolicies('create', 'Refund')
  reschedule(@Body() input: RescheduleInput) {
    return this.reschedules.reschedule(
      input.registrationEventIds,
      input.targetEventId,
      input.kind,
      input.sendEmail ?? true,
    );
  }
}
