import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { IsOptional } from 'class-validator';
import { CheckPolicies, RecordId, WholeNumber } from '@app/core';
import { CourseValidityService } from './course-validity.service';

export class ValidityNotificationDto {
  /** One course, or every course with a validity period. */
  @IsOptional()
  @RecordId()
  courseId?: number;

  @IsOptional()
  @WholeNumber({ min: 0, max: 366 })
  withinDays?: number;
}

@Controller('admin/courses')
export class CourseValidityController {
  constructor(private readonly validity: CourseValidityService) {}

  /** Queues reminders to participants whose completion expires within the window (default 30 days). */
  @Post('course-validity-notification/send')
  @HttpCode(200)
  @CheckPolicies('update', 'Course')
  send(@Body() dto: ValidityNotificationDto): Promise<{ queued: number }> {
    return this.validity.send(dto);
  }
}
